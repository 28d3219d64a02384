import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import { goFirstRunTap, keptBinaries } from "../../../src/triage/spectrum/go-first-run.js";
import { createTempProject, tempFolder } from "../../support/temp-project.js";

const failed = (runnerId: string) =>
  ({ id: runnerId, runnerId, status: "failed", tier: "unit" }) as unknown as TestResult;

/**
 * The folder the go hook keeps test binaries in is shared with the agent's user where that user
 * runs the tests, so its index is the agent's to write: lines of its own must neither make
 * fix-loop remove a file elsewhere nor name a binary outside the folder to run.
 */
describe("the index of the binaries a go first run kept", () => {
  it("is read only for binaries the hook made in its folder", async () => {
    const cwd = await createTempProject({ "go.mod": "module example.com/x\n\ngo 1.19\n" });
    const scratch = tempFolder("go-first-run-scratch-");
    const outside = tempFolder("go-first-run-outside-");
    const tap = await goFirstRunTap({ cwd, env: {}, scratch });
    if (!tap) throw new Error("no tap");
    const folder = path.dirname(/-toolexec=(\S+)/.exec(tap.env.GOFLAGS ?? "")?.[1] ?? "");
    // What the hook makes: a failing package's binary and a passing package's.
    const mine = path.join(folder, "Ab3dEf9h.test");
    const passing = path.join(folder, "Zz9yXw8v.test");
    // What the agent adds: a file of fix-loop's to remove, and a program to run as a test binary.
    const victim = path.join(outside, "keep-me");
    const program = path.join(outside, "Qq1wEe2r.test");
    await mkdir(outside, { recursive: true });
    for (const file of [mine, passing, victim, program]) await writeFile(file, "#!/bin/sh\n");
    await writeFile(
      path.join(folder, "index"),
      [
        `example.com/x/passing\t${victim}`,
        `example.com/x\t${program}`,
        `example.com/x\t${mine}`,
        `example.com/x/passing\t${passing}`,
        "",
      ].join("\n"),
    );
    await tap.read([failed("example.com/x.TestA")]);
    expect(existsSync(victim)).toBe(true);
    expect(existsSync(program)).toBe(true);
    expect(existsSync(passing)).toBe(false);
    expect([...keptBinaries(cwd)]).toEqual([[path.resolve(cwd), mine]]);
  });
});
