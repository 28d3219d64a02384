import { readFileSync } from "node:fs";
import { mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { forgetRunning, runningTests } from "../../src/junit/running-tests.js";

/**
 * The running-test notes are the test run's to write, and the agent's code runs in that run: a
 * note it swaps for a link to a file of fix-loop's user must not put that file's text in the
 * results, nor have fix-loop delete it when it clears the notes.
 */
describe("a running-test note that is a link", () => {
  it("is not followed, and clearing the notes removes the link, not its target", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "fix-loop-running-links-"));
    const secret = path.join(dir, "token.txt");
    await writeFile(secret, "ghp_secretvalue\n1");
    const prefix = path.join(dir, "vitest-attempts.json.running");
    await symlink(secret, `${prefix}.4242`);
    await writeFile(`${prefix}.4243`, `tests/a.test.js > works\n${Date.now() - 1000}`);
    const found = await runningTests(prefix, Date.now());
    expect(found.map((test) => test.name)).toEqual(["tests/a.test.js > works"]);
    await forgetRunning(prefix);
    expect(await runningTests(prefix, Date.now())).toEqual([]);
    expect(readFileSync(secret, "utf8")).toContain("ghp_secretvalue");
  });
});
