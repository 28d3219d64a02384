import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hideCheckoutCredentials } from "../../src/action/checkout-credentials.js";
import { createProjectRepo, git, type ProjectRepo } from "./support/project.js";

let repo: ProjectRepo;
afterEach(() => repo.remove());

describe("hideCheckoutCredentials", () => {
  it("takes the token actions/checkout persisted out of the repository while the agent works, then puts it back", async () => {
    repo = createProjectRepo();
    const header = "AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==";
    git(repo.dir, "config", "--local", "http.https://github.com/.extraheader", header);
    // actions/checkout v6 keeps it in RUNNER_TEMP and includes it from the repository config.
    const credentials = path.join(path.dirname(repo.dir), "git-credentials-1234.config");
    writeFileSync(credentials, `[http "https://github.com/"]\n\textraheader = ${header}\n`);
    const includeKey = `includeIf.gitdir:${repo.dir}/.git.path`;
    git(repo.dir, "config", "--local", includeKey, credentials);
    git(
      repo.dir,
      "config",
      "--local",
      "includeIf.gitdir:/elsewhere/.path",
      "/tmp/unrelated.config",
    );

    const hidden = await hideCheckoutCredentials(repo.dir);
    expect(hidden.count).toBe(2);
    const config = readFileSync(path.join(repo.dir, ".git/config"), "utf8");
    expect(config).not.toContain("basic");
    expect(config).not.toContain("git-credentials");
    expect(config).toContain("/tmp/unrelated.config");
    expect(existsSync(credentials)).toBe(false);

    await hidden.restore();
    expect(
      git(repo.dir, "config", "--local", "--get", "http.https://github.com/.extraheader"),
    ).toBe(header);
    expect(git(repo.dir, "config", "--local", "--get", includeKey)).toBe(credentials);
    expect(readFileSync(credentials, "utf8")).toContain(header);
  });

  it("changes nothing when checkout persisted no credentials", async () => {
    repo = createProjectRepo();
    const before = readFileSync(path.join(repo.dir, ".git/config"), "utf8");
    const hidden = await hideCheckoutCredentials(repo.dir);
    await hidden.restore();
    expect(hidden.count).toBe(0);
    expect(readFileSync(path.join(repo.dir, ".git/config"), "utf8")).toBe(before);
  });
});
