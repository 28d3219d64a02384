import { readFile } from "node:fs/promises";
import path from "node:path";
import picomatch from "picomatch";
import { PENDING_SUFFIX, readFrameworkStamp } from "../script-tests/pending-framework-tests.js";
import { reviewStateOf } from "../script-tests/review-marker.js";
import type { ManifestFile } from "./manifest.js";
import { show } from "./refusal.js";

const TEST_LINE = /^\s*#\s*TEST\s*:\s*[A-Z]+-\d+/im;

/**
 * The plan rule, in place of fix.protected (which guards the test folders from fixes): a plan
 * bundle only adds files, each under one of the tiers' script globs of the default branch's
 * config. Everything else in the tree stays as the pinned commit has it (apply checks that the
 * changed files are exactly the manifest's).
 */
export function planPathProblems(
  files: readonly ManifestFile[],
  scriptGlobs: readonly string[] | undefined,
  projectDir: string,
): string[] {
  if (!scriptGlobs || scriptGlobs.length === 0) {
    return [
      "a plan bundle adds test scripts, but the policy config's tiers name no script glob (tiers[].tests or tests) to hold them",
    ];
  }
  const matchers = scriptGlobs.map((glob) => picomatch(glob, { dot: true, nocase: true }));
  const reasons: string[] = [];
  for (const file of files) {
    if (file.change !== "added") {
      reasons.push(`${show(file.path)} is ${file.change}: a plan bundle only adds new scripts`);
      continue;
    }
    const inProject = projectDir === "" ? file.path : file.path.slice(projectDir.length + 1);
    const outside = projectDir !== "" && !file.path.startsWith(`${projectDir}/`);
    if (outside || !matchers.some((test) => test(inProject))) {
      reasons.push(
        `${show(file.path)} is not under a tier's script glob (${scriptGlobs.join(", ")})`,
      );
    }
  }
  return reasons;
}

/**
 * After applying: each added script names its test (`# TEST: ID`) and waits for review
 * (`# REVIEW: pending`), so verify and fix never run it until a person accepts it; a framework
 * test waits under its `.pending` name, no runner collects, with the same two stamps.
 */
export async function planContentProblems(
  checkout: string,
  files: readonly ManifestFile[],
): Promise<string[]> {
  const reasons: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(checkout, file.path), "utf8").catch(() => "");
    if (file.path.endsWith(PENDING_SUFFIX)) {
      reasons.push(...frameworkTestProblems(file.path, text));
      continue;
    }
    if (!TEST_LINE.test(text.split("\n", 40).join("\n")))
      reasons.push(`${show(file.path)} has no # TEST: header`);
    const state = reviewStateOf(text);
    if (state !== "pending")
      reasons.push(
        `${show(file.path)} is ${state === null ? "not marked # REVIEW: pending" : `marked # REVIEW: ${state}`}: a plan bundle holds only scripts waiting for review`,
      );
  }
  return reasons;
}

/** A framework test held for review (`.pending`): fix-loop's PLAN-TEST line and REVIEW: pending. */
function frameworkTestProblems(file: string, text: string): string[] {
  const stamp = readFrameworkStamp(text);
  const reasons: string[] = [];
  if (!stamp.id) reasons.push(`${show(file)} has no PLAN-TEST: line`);
  if (stamp.review !== "pending")
    reasons.push(
      `${show(file)} is ${stamp.review === null ? "not marked REVIEW: pending" : `marked REVIEW: ${stamp.review}`}: a plan bundle holds only tests waiting for review`,
    );
  return reasons;
}
