/**
 * Text fix-loop did not write reaches the runner's log only through here, as text. The runner
 * (actions/runner, ActionCommand.cs) reads each line of a step's output, split at CR, LF or CRLF,
 * as a workflow command in two syntaxes: `::name params::data` once .NET's TrimStart has removed
 * the line's leading whitespace, and the legacy `##[name params]data` anywhere in the line. A
 * zero-width space between the two colons of the one, and between `##` and `[` of the other,
 * leaves the line readable and no command. It holds under the runner's culture-sensitive
 * comparison too, which skips zero-width characters: the runner cuts the command name at fixed
 * offsets (2 after the trimmed start, 3 after `##[`), so a name would start at a colon or a
 * bracket, and no registered command does.
 *
 * @actions/core escapes the data of the commands it writes itself (warnings, annotations,
 * groups); only plain log lines need this.
 */

/**
 * What .NET's Char.IsWhiteSpace takes for whitespace, and so TrimStart removes: JavaScript's \s
 * less U+FEFF, plus U+0085 (NEL), which \s does not match. U+FEFF and U+180E, which older .NET
 * runtimes trimmed, are taken as well.
 */
const TRIMMED = "\\s\\u0085\\u180e\\ufeff";
/** `::` at a line's start, behind any trimmed whitespace; a line starts after CR or LF. */
const COMMAND_AT_LINE_START = new RegExp(`(^|[\\r\\n])([${TRIMMED}]*):(?=:)`, "g");
const ZERO_WIDTH_SPACE = "\u200b";

export function defuseWorkflowCommands(text: string): string {
  return text
    .replace(COMMAND_AT_LINE_START, `$1$2:${ZERO_WIDTH_SPACE}`)
    .replace(/##\[/g, `##${ZERO_WIDTH_SPACE}[`);
}
