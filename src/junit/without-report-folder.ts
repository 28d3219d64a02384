import path from "node:path";
import { joinShell, type ShellPart, splitShell, unquote } from "../process/shell-words.js";

/**
 * The command without a `mkdir -p <folder> &&` that only made the reports' folders (node's
 * junit reporter does not make its own, so init writes one): once the report options are gone,
 * it would leave an empty `reports/` behind a pasted run: line. A `mkdir` of any other folder,
 * or joined by another operator than `&&` or `;`, stays.
 */
export function withoutReportFolders(command: string, reports: readonly string[]): string {
  const parts = splitShell(command);
  if (!parts) return command;
  const folders = new Set(reports.map((report) => path.normalize(path.dirname(report))));
  const kept: ShellPart[] = [];
  let dropped = false;
  let start = 0;
  for (let end = 0; end <= parts.length; end++) {
    const part = parts[end];
    if (part !== undefined && !("operator" in part)) continue;
    const segment = parts.slice(start, end);
    const joinedOn = part && "operator" in part ? part.operator : null;
    if ((joinedOn === "&&" || joinedOn === ";") && makesOnly(segment, folders)) dropped = true;
    else kept.push(...segment, ...(part ? [part] : []));
    start = end + 1;
  }
  return dropped ? joinShell(kept) : command;
}

function makesOnly(segment: readonly ShellPart[], folders: ReadonlySet<string>): boolean {
  if (segment.some((part) => !("word" in part))) return false;
  const words = segment.map((part) => unquote((part as { word: string }).word));
  if (words[0] !== "mkdir") return false;
  const options = words.slice(1).filter((word) => word.startsWith("-"));
  const made = words.slice(1).filter((word) => !word.startsWith("-"));
  return (
    options.every((option) => option === "-p" || option === "--parents") &&
    made.length > 0 &&
    made.every((folder) => folders.has(path.normalize(folder)))
  );
}
