import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkModelAccess } from "../../src/agent/model-access.js";

// A credential in the environment answers the model gate without asking `claude auth status`
// (a start of the real binary costs ~1.2 s of CPU). The stand-in for claude here says "not logged
// in" and leaves a mark when it is asked, so asking it at all shows.

const folder = mkdtempSync(path.join(tmpdir(), "fix-loop-model-access-"));
const asked = path.join(folder, "asked");
const claude = path.join(folder, "claude");
writeFileSync(claude, `#!/bin/sh\ntouch ${asked}\necho '{"loggedIn": false}'\n`);
chmodSync(claude, 0o755);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const gate = (env: NodeJS.ProcessEnv) =>
  checkModelAccess({ claudePath: claude, cwd: folder, env: { PATH: "/usr/bin:/bin", ...env } });

describe("the model gate", () => {
  for (const name of ["ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN"])
    it(`passes on ${name} without asking claude`, async () => {
      rmSync(asked, { force: true });
      expect(await gate({ [name]: "sk-test" })).toBeNull();
      expect(existsSync(asked)).toBe(false);
    });

  it("asks claude when the environment holds no credential, and says what to set", async () => {
    rmSync(asked, { force: true });
    expect(await gate({ ANTHROPIC_API_KEY: "" })).toMatch(/no credential .*ANTHROPIC_API_KEY/);
    expect(existsSync(asked)).toBe(true);
  });
});
