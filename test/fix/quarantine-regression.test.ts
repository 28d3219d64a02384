import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSession } from "../../src/engine/session.js";
import type { Session } from "../../src/engine/types.js";
import { verifyGroup } from "../../src/fix/verify-attempt.js";
import { aliasOf } from "../../src/ids/aliases.js";
import { groupFailures } from "../../src/triage/group.js";
import { createGitProject, engineOptions, sumProject } from "./support/projects.js";

let root: string;
let session: Session | undefined;

afterEach(async () => {
  await session?.close();
  await rm(root, { recursive: true, force: true });
});

describe("an attempt's verification with a quarantined test (issue 31)", () => {
  it("calls no regression a quarantined test that failed after the change", async () => {
    root = await createGitProject(sumProject());
    session = await openSession({
      ...(await engineOptions(root)),
      quarantine: {
        version: 1,
        tests: [
          {
            id: "BT-002",
            alias: aliasOf("test", "BT-002"),
            since: "2026-11-20T10:00:00Z",
            reason: "flaked in 6 of 40 runs",
            rate: 0.15,
            lowerBound: 0.07,
            runs: 40,
            by: "rule",
          },
        ],
      },
    });
    const run = await session.runTiers();
    const [group] = groupFailures(run.tests);
    if (!group) throw new Error("the project should fail");
    await writeFile(join(root, "src/sum.js"), "export function sum(a, b) {\n  return a + b;\n}\n");
    await writeFile(join(root, "src/format.js"), "export function format(t) {\n  return t;\n}\n");
    const verification = await verifyGroup(session, group, ["BT-002"]);
    expect(verification).toMatchObject({ groupPassed: true, regressions: [] });
    expect(verification.results.find((test) => test.id === "BT-002")).toMatchObject({
      status: "failed",
      quarantined: { reason: "flaked in 6 of 40 runs" },
    });
  });
});
