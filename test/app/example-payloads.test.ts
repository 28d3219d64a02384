import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { type AppProcess, sendWebhook, startTestApp } from "./app-process.js";

/** The events app.yml subscribes to. */
const SUBSCRIBED = ["issue_comment", "pull_request", "workflow_run"];

interface ExampleSet {
  name: string;
  examples: Array<Record<string, unknown>>;
}
const examples = (
  createRequire(import.meta.url)(
    "@octokit/webhooks-examples/api.github.com/index.json",
  ) as ExampleSet[]
).filter((set) => SUBSCRIBED.includes(set.name));

const SECRET = "examples-secret";
let github: FakeGitHub;
let app: AppProcess;

beforeAll(async () => {
  github = await startFakeGitHub();
  // The repositories the examples are about, so calls they lead to find something.
  github.seedRepo({ owner: "Codertocat", name: "Hello-World" });
  github.seedRepo({ owner: "octo-org", name: "octo-repo" });
  app = await startTestApp(github.url, SECRET);
});

afterAll(async () => {
  await app?.stop();
  await github?.close();
});

describe("GitHub's own example payloads (@octokit/webhooks-examples)", () => {
  it("covers every subscribed event", () => {
    expect(examples.map((set) => set.name).sort()).toEqual(SUBSCRIBED);
    expect(examples.every((set) => set.examples.length > 0)).toBe(true);
  });

  it("answers every example of every subscribed event with 2xx and logs no error", async () => {
    const answers: string[] = [];
    let n = 0;
    for (const set of examples) {
      for (const payload of set.examples) {
        const answer = await sendWebhook(app.url, {
          event: set.name,
          id: `example-${++n}`,
          payload,
          secret: SECRET,
        });
        answers.push(`${set.name}.${String(payload.action)} #${n}: ${answer.status}`);
      }
    }
    const failed = answers.filter((line) => !/: 2\d\d$/.test(line));
    expect(failed).toEqual([]);
    const errors = app
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
