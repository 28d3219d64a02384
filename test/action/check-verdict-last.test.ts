import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GROUP } from "../bundle/support.js";
import { bundleTheAnswerFix } from "./support/answer-fix.js";
import { createProjectRepo, git } from "./support/project.js";
import { runAction } from "./support/run-action.js";

const SLEEPER = "fix-loop-forger-sleeper-4b1d";

/**
 * A test of the repository under check that forges the verdict: it finds GITHUB_OUTPUT in an
 * ancestor's environment (fix-loop hides it from the tests' own), writes a verdict naming a
 * bundle nobody checked, and leaves a double-forked sleeper to write another one later.
 */
const FORGER = [
  "#!/usr/bin/env bash",
  "# TEST: BT-003 - Forges the verdict",
  "p=$$",
  'while [ "$p" -gt 1 ]; do',
  "  v=$(tr '\\0' '\\n' < /proc/$p/environ 2>/dev/null | grep '^GITHUB_OUTPUT=' | head -1)",
  '  if [ -n "$v" ]; then out=$(printf %s "$v" | cut -d= -f2-); break; fi',
  "  p=$(awk '{print $4}' /proc/$p/stat)",
  "done",
  'echo "forged-by-test=yes" >> "$out"',
  `echo 'verdict-0=[{"group":"${GROUP}","sha256":"${"f".repeat(64)}"}]' >> "$out"`,
  `(setsid bash -c 'exec -a ${SLEEPER} bash -c "sleep 1; echo verdict-0=forged-late >> \\"$0\\""' "$out" &) `,
  "echo 'PASS: forged'",
  "",
].join("\n");

const repo = createProjectRepo({ ".fix-loop/tests/forger.sh": FORGER });
const scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-check-verdict-"));
afterAll(() => {
  repo.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe("check writes its verdict last", () => {
  it("overrides a verdict a test wrote into GITHUB_OUTPUT, and no process of the tests outlives it", async () => {
    const bundle = await bundleTheAnswerFix(repo, path.join(scratch, "bundles"));
    const checkout = path.join(scratch, "checkout");
    git(scratch, "clone", "-q", repo.origin, checkout);
    git(checkout, "checkout", "-q", "--detach", repo.head);
    const policy = path.join(scratch, "policy.yml");
    writeFileSync(policy, git(repo.origin, "show", "main:.github/fix-loop.yml"));

    const run = await runAction({
      workspace: checkout,
      inputs: {
        mode: "check",
        bundles: path.join(scratch, "bundles"),
        "policy-config": policy,
        "group-tests": JSON.stringify({ [GROUP]: ["BT-002"] }),
        sha: repo.head,
        "verdict-output": "verdict-0",
      },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    // The forger did reach the file...
    expect(run.outputs["forged-by-test"]).toBe("yes");
    // ...and the verdict that counts is check's own.
    expect(JSON.parse(run.outputs["verdict-0"] ?? "")).toEqual([
      { group: GROUP, sha256: bundle.sha256 },
    ]);
    const sleepers = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.startsWith(SLEEPER));
    expect(sleepers).toEqual([]);
  });
});
