import { writeFileSync } from "node:fs";
import path from "node:path";
import { createBundle } from "../../../src/bundle/index.js";
import { fixedResults, GROUP } from "../../bundle/support.js";
import { callTool, claim, type ScriptedReply } from "../../support/scripted-model/index.js";
import type { ProjectRepo } from "./project.js";

/**
 * The agent's honest fix of createProjectRepo's bug: read src/answer.txt, change 41 to 42, and
 * claim it. Tests that script other moves first put them before these.
 */
export function fixTheAnswer(answer: string): ScriptedReply[] {
  return [
    callTool("Read", { file_path: answer }),
    callTool("Edit", { file_path: answer, old_string: "41", new_string: "42" }),
    claim({
      status: "fixed",
      root_cause: "src/answer.txt held 41 instead of 42",
      files_changed: ["src/answer.txt"],
      tests_run: [],
      reasoning:
        "The evidence shows the file holds 41; the test expects 42, so the data is wrong, not the test.",
    }),
  ];
}

/** The same fix as the fix job keeps it: made in the checkout, then bundled for GROUP as fix mode does. */
export function bundleTheAnswerFix(repo: ProjectRepo, outDir: string) {
  writeFileSync(path.join(repo.dir, "src/answer.txt"), "42\n");
  return createBundle({
    cwd: repo.dir,
    baseSha: repo.head,
    results: fixedResults(["src/answer.txt"]),
    group: GROUP,
    outDir,
  });
}
