import { rm, stat, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Config } from "../config/schema.js";
import { UserError } from "../errors.js";
import {
  acceptFrameworkTest,
  collectedPathOf,
  PENDING_SUFFIX,
} from "../script-tests/pending-framework-tests.js";
import { acceptScript } from "../script-tests/review-marker.js";
import { existingFrameworkTests } from "./existing-framework-tests.js";
import { type ExistingScript, existingScripts } from "./existing-scripts.js";

/** An --accept fix-loop cannot carry out: an id with no script waiting, or a refused one. Exit 2. */
export class AcceptError extends UserError {
  override name = "AcceptError";
}

/**
 * Accepts generated scripts: removes their `# REVIEW:` line, so verify and fix run them from
 * now on. `all` takes every pending one. A refused script is accepted only with force.
 */
export async function acceptGenerated(
  cwd: string,
  config: Config,
  ids: readonly string[],
  force = false,
): Promise<string[]> {
  const waiting = [
    ...(await existingScripts(cwd, config)),
    ...(await existingFrameworkTests(cwd)),
  ].filter((script) => script.review !== null);
  const all = ids.includes("all");
  const chosen = all ? waiting.filter((script) => script.review === "pending") : [];
  for (const id of all ? [] : ids) {
    const script = waiting.find((candidate) => candidate.id === id);
    if (!script) {
      const list = waiting.map((candidate) => candidate.id).join(", ") || "none";
      throw new AcceptError(`no generated test ${id} waits for review (waiting: ${list})`);
    }
    if (script.review !== "pending" && !force) {
      throw new AcceptError(
        `${id} (${script.file}) was refused by fix-loop's checks: read the reason in its # REVIEW: line; accept it anyway with --force`,
      );
    }
    chosen.push(script);
  }
  const accepted: string[] = [];
  for (const script of chosen) {
    if (script.file.endsWith(PENDING_SUFFIX)) accepted.push(await acceptPending(cwd, script));
    else {
      await writeFile(resolve(cwd, script.file), acceptScript(script.text));
      accepted.push(script.file);
    }
  }
  return accepted;
}

/** A framework test moves to the name its runner collects, without its REVIEW line. */
async function acceptPending(cwd: string, test: ExistingScript): Promise<string> {
  const file = collectedPathOf(test.file);
  const target = resolve(cwd, file);
  if (await stat(target).catch(() => null)) {
    throw new AcceptError(
      `${test.id}: ${file} exists already, so ${test.file} cannot take its place: move one of them away`,
    );
  }
  await writeFile(target, acceptFrameworkTest(test.text));
  await rm(resolve(cwd, test.file));
  return file;
}
