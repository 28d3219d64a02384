import type { OwnCoverage } from "../runners/runner.js";
import { readText } from "./read-files.js";

/**
 * Whether the project's config turns the runner's own coverage on for every run: then the tier
 * turns it off. fix-loop takes its own per-test coverage, and a run of a few tests under the
 * project's coverage failed on its threshold (dayjs: every `run:` line exited 1, its test
 * passing) and paid for a report nobody reads.
 */
export async function coversItself(
  root: string,
  coverage: OwnCoverage | undefined,
): Promise<boolean> {
  if (!coverage) return false;
  for (const config of coverage.configs) {
    const text = await readText(root, config);
    if (text !== null && coverage.on.test(text)) return true;
  }
  return false;
}
