import type { Probot } from "probot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { createTestProbot, deliverComment, REPO, seedShop } from "./harness.js";

let github: FakeGitHub;
let probot: Probot;

beforeAll(async () => {
  github = await startFakeGitHub();
  // The organisation's defaults, in its .github repository, as Probot apps keep them.
  github.seedRepo({
    owner: "acme",
    name: ".github",
    files: {
      ".github/fix-loop.yml": [
        "app:",
        "  max-attempts: 2",
        "  permission: maintain",
        "fix:",
        "  strategies:",
        "    - name: quick",
        "    - name: careful",
        "",
      ].join("\n"),
    },
  });
  // The repository extends them and overrides one key of the same section.
  seedShop(github, {
    ".github/fix-loop.yml": "_extends: .github\napp:\n  permission: write\n",
  });
  probot = createTestProbot(github);
});

afterAll(() => github.close());

describe("settings with _extends", () => {
  it("reads the organisation's .github repository under the repository's own file", async () => {
    const pull = github.seedPull(REPO, { headRef: "feature/extends" });
    await deliverComment(probot, github, pull.number, "/fix help", "writer");
    const reply = github.comments(REPO, pull.number).at(-1)?.body ?? "";
    // permission from the repository (write, so the writer is answered), the rest from the base.
    expect(reply).toContain("Commands need write access or more; each group gets 2 attempts");
    expect(reply).toContain("--strategy careful");
  });
});
