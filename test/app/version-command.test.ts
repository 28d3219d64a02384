import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { type AppProcess, sendWebhook, startTestApp } from "./app-process.js";
import { REPO, seedShop } from "./harness.js";
import { issueCommentPayload } from "./payloads.js";

const SECRET = "version-command-secret";
const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
let github: FakeGitHub;
let app: AppProcess;

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  app = await startTestApp(github.url, SECRET);
});

afterAll(async () => {
  await app?.stop();
  await github?.close();
});

/** A writer's comment on a new pull request, delivered signed; the app's last word there. */
async function comment(body: string, id: string): Promise<string> {
  const pull = github.seedPull(REPO, { headRef: `feature/${id}` });
  const written = github.seedComment(REPO, pull.number, body, "writer");
  const payload = issueCommentPayload(github, pull.number, written.id);
  const answer = await sendWebhook(app.url, {
    event: "issue_comment",
    id,
    payload,
    secret: SECRET,
  });
  expect(answer.status).toBe(200);
  return github.comments(REPO, pull.number).at(-1)?.body ?? "";
}

describe("/fix version, a verb added through the command table", () => {
  it("is answered by the app's process with the version of fix-loop it runs", async () => {
    const reply = await comment("/fix version", "version-1");
    expect(reply).toContain(`fix-loop ${version}`);
    expect(reply).not.toContain("did not parse");
  });

  it("is listed by /fix help with what it does", async () => {
    const reply = await comment("/fix help", "version-2");
    expect(reply).toContain("`/fix version` names the fix-loop version answering here.");
  });
});
