import { stat } from "node:fs/promises";
import path from "node:path";

/** An .xml path the command names, as a word or an option's value (`mochaFile=reports/j.xml`). */
const XML_PATH = /[^\s'"=,]+\.xml\b/g;

/**
 * A report the command wrote where the tier's `junit:` does not look: an .xml file the command
 * names that this run wrote (changed since `since`, ms). A `junit:` path that differs from the
 * command's by a letter (report/ against reports/) read as a reporter that wrote nothing, and
 * the hint named vitest's options to a mocha or Go tier.
 */
export async function reportWrittenElsewhere(
  command: string,
  cwd: string,
  since: number,
): Promise<string | null> {
  for (const candidate of new Set(command.match(XML_PATH) ?? [])) {
    const written = await stat(path.resolve(cwd, candidate)).catch(() => null);
    // File times are coarser than the clock on some file systems.
    if (written?.isFile() && written.mtimeMs >= since - 1_000) return candidate;
  }
  return null;
}
