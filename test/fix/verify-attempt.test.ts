import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSession } from "../../src/engine/session.js";
import type { Session } from "../../src/engine/types.js";
import { verifyGroup } from "../../src/fix/verify-attempt.js";
import { groupFailures } from "../../src/triage/group.js";
import { createGitProject, engineOptions, sumProject } from "./support/projects.js";

let root: string;
let session: Session | undefined;

afterEach(async () => {
  await session?.close();
  await rm(root, { recursive: true, force: true });
});

async function baseline() {
  root = await createGitProject(sumProject());
  session = await openSession(await engineOptions(root));
  const run = await session.runTiers();
  const [group] = groupFailures(run.tests);
  if (!group) throw new Error("the project should fail");
  return { session, group };
}

describe("verifyGroup with the real engine", () => {
  it("sees a right fix pass with no regression", async () => {
    const { session, group } = await baseline();
    expect(group).toMatchObject({ signature: "expected <n> to be <n>", tests: ["BT-001"] });
    await writeFile(join(root, "src/sum.js"), "export function sum(a, b) {\n  return a + b;\n}\n");
    const verification = await verifyGroup(session, group, ["BT-002"]);
    expect(verification).toMatchObject({
      groupPassed: true,
      tests: { "BT-001": "passed" },
      regressions: [],
      failures: [],
      sameSignature: false,
    });
  });

  it("sees a wrong fix fail the same way, with the new decisive line", async () => {
    const { session, group } = await baseline();
    await writeFile(
      join(root, "src/sum.js"),
      "export function sum(a, b) {\n  return a + b + 1;\n}\n",
    );
    const verification = await verifyGroup(session, group, ["BT-002"]);
    expect(verification).toMatchObject({
      groupPassed: false,
      tests: { "BT-001": "failed" },
      failures: [{ test: "BT-001", line: "EVIDENCE: expected 5 to be 4" }],
      sameSignature: true,
    });
  });

  it("finds a regression in a test that passed before", async () => {
    const { session, group } = await baseline();
    await writeFile(join(root, "src/sum.js"), "export function sum(a, b) {\n  return a + b;\n}\n");
    await writeFile(
      join(root, "src/format.js"),
      "export function format(total) {\n  return total;\n}\n",
    );
    const verification = await verifyGroup(session, group, ["BT-002"]);
    expect(verification).toMatchObject({ groupPassed: true, regressions: ["BT-002"] });
  });
});
