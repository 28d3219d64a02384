import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { openSession } from "../../src/engine/session.js";
import type { Session } from "../../src/engine/types.js";
import { createTempProject, scriptTest } from "../support/temp-project.js";

let root: string | undefined;
let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
  if (root) await rm(root, { recursive: true, force: true });
});

/** A script that fails with the same line as the others, after `seconds`; a flaky one only once. */
function failing(id: string, seconds: number, flaky = false): string {
  const once = flaky ? `if [[ -f .${id} ]]; then exit 0; fi\ntouch .${id}\n` : "";
  return scriptTest({ id }, `${once}sleep ${seconds}\necho "FAIL: total is 3, expected 4"\nexit 1`);
}

async function run(files: Record<string, string>) {
  root = await createTempProject(files);
  const config = configSchema.parse({ retries: 1, tiers: [{ name: "unit", tests: "t/*.sh" }] });
  session = await openSession({ cwd: root, config, configPath: "fix-loop.yml" });
  const result = await session.runTiers();
  return new Map(result.tests.map((test) => [test.id, test]));
}

describe("retries of failures that share a signature", () => {
  it("does not re-run a slow failure when a quick one with its signature fails again", async () => {
    const tests = await run({
      "t/quick.sh": failing("BT-001", 0),
      "t/slow.sh": failing("BT-002", 1.5),
    });
    expect(tests.get("BT-001")).toMatchObject({ status: "failed", runs: 2 });
    expect(tests.get("BT-002")).toMatchObject({
      status: "failed",
      runs: 1,
      reason: "not re-run: it fails like BT-001, which failed again",
    });
  });

  it("re-runs the slow one too when the quick one passes on its re-run", async () => {
    const tests = await run({
      "t/quick.sh": failing("BT-001", 0, true),
      "t/slow.sh": failing("BT-002", 1.5),
    });
    expect(tests.get("BT-001")).toMatchObject({ status: "flaky", runs: 2 });
    expect(tests.get("BT-002")).toMatchObject({ status: "failed", runs: 2, reason: null });
  });
});
