/**
 * The runner's two workflow-command syntaxes, read as actions/runner reads a step's output
 * (src/Runner.Common/ActionCommand.cs): each line (split at CR, LF or CRLF), first
 * `::name params::data` once .NET's TrimStart has removed leading whitespace, then the legacy
 * `##[name params]data` anywhere in the line. The runner compares with the current culture, which
 * under ICU skips zero-width characters; both readings are tried, so a break that only works for
 * an ordinal comparison does not pass.
 */

export interface ParsedCommand {
  syntax: "v2" | "legacy";
  name: string;
  /** The name and its properties, as written. */
  info: string;
  data: string;
  line: string;
}

/** Char.IsWhiteSpace: what String.TrimStart removes (U+0085 and U+00A0 among them). */
const DOTNET_WHITESPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/u;

/** What an ICU collation ignores in a culture-sensitive comparison. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

/** A registered command's name: letters and dashes (set-output, add-mask, stop-commands...). */
const COMMAND_NAME = /^[A-Za-z][A-Za-z-]*$/;

type Compare = "ordinal" | "culture";

/** Where `pattern` starts in `text` at or after `from`, the way string.IndexOf(string) finds it. */
function indexOf(text: string, pattern: string, from: number, compare: Compare): number {
  if (compare === "ordinal") return text.indexOf(pattern, from);
  for (let start = from; start < text.length; start++) {
    if (matchesAt(text, pattern, start)) return start;
  }
  return -1;
}

function matchesAt(text: string, pattern: string, start: number): boolean {
  let at = start;
  for (const wanted of pattern) {
    while (at < text.length && IGNORABLE.test(text[at] ?? "") && text[at] !== wanted) at++;
    if (text[at] !== wanted) return false;
    at++;
  }
  return true;
}

function startsWith(text: string, pattern: string, compare: Compare): boolean {
  return compare === "ordinal" ? text.startsWith(pattern) : matchesAt(text, pattern, 0);
}

function commandName(info: string): string {
  const space = info.indexOf(" ");
  return space < 0 ? info : info.slice(0, space);
}

type Found = Omit<ParsedCommand, "syntax" | "line">;

function parseV2(line: string, compare: Compare): Found | null {
  const message = line.replace(DOTNET_WHITESPACE, "");
  if (!startsWith(message, "::", compare)) return null;
  const end = indexOf(message, "::", 2, compare);
  if (end < 0) return null;
  const info = message.slice(2, end);
  const name = commandName(info);
  return COMMAND_NAME.test(name) ? { name, info, data: message.slice(end + 2) } : null;
}

function parseLegacy(line: string, compare: Compare): Found | null {
  const prefix = indexOf(line, "##[", 0, compare);
  if (prefix < 0) return null;
  const bracket = line.indexOf("]", prefix);
  if (bracket < 0) return null;
  const info = line.slice(prefix + 3, bracket);
  const name = commandName(info);
  return COMMAND_NAME.test(name) ? { name, info, data: line.slice(bracket + 1) } : null;
}

/** Every command the runner would take from this output. */
export function parseWorkflowCommands(output: string): ParsedCommand[] {
  const found: ParsedCommand[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    for (const compare of ["ordinal", "culture"] as const) {
      const v2 = parseV2(line, compare);
      const legacy = v2 === null ? parseLegacy(line, compare) : null;
      if (v2 !== null) found.push({ syntax: "v2", ...v2, line });
      else if (legacy !== null) found.push({ syntax: "legacy", ...legacy, line });
      if (v2 !== null || legacy !== null) break;
    }
  }
  return found;
}

/**
 * The commands in `output` that text fix-loop did not write would have given the runner: the
 * hostile strings start a property's value or the data with the sentinel. fix-loop's own
 * annotations may quote them, escaped, after other text.
 */
export function injectedCommands(output: string, sentinel = "INJECTED"): ParsedCommand[] {
  return parseWorkflowCommands(output).filter((command) => {
    const properties = command.info.slice(command.name.length).trim().split(/[,;]/);
    const values = properties.map((property) => property.slice(property.indexOf("=") + 1));
    return values.some((value) => value.startsWith(sentinel)) || command.data.startsWith(sentinel);
  });
}
