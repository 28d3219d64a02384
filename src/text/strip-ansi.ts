/* biome-ignore-all lint/suspicious/noControlCharactersInRegex: matching control characters is the point */

/** OSC (titles, hyperlinks): ESC ] ... ended by BEL or ESC \ (or the 8-bit forms). */
const OSC = /(?:\x1b\]|\x9d)[^\x07\x1b\x9c\n]*(?:\x07|\x1b\\|\x9c)?/g;
/** DCS, SOS, PM, APC strings: ESC P/X/^/_ ... ESC \. */
const STRING_COMMANDS = /(?:\x1b[PX^_]|[\x90\x98\x9e\x9f])[^\x1b\x9c\n]*(?:\x1b\\|\x9c)?/g;
/** CSI: colours, cursor movement, erase; ESC [ or 8-bit CSI, parameters, intermediates, final byte. */
const CSI = /(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]/g;
/** Any other escape: ESC, optional intermediates, a final byte (charset selection, keypad modes...). */
const OTHER_ESCAPES = /\x1b[ -/]*[0-~]?/g;
/** Control characters other than newline and tab, including C1. */
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;

/**
 * Makes terminal output plain text: escapes removed, CRLF as LF, and a carriage-return
 * overwrite (a progress bar) reduced to what was written last on that line.
 */
export function stripAnsi(text: string): string {
  const plain = text
    .replace(OSC, "")
    .replace(STRING_COMMANDS, "")
    .replace(CSI, "")
    .replace(OTHER_ESCAPES, "")
    .replace(/\r+\n/g, "\n");
  return (plain.includes("\r") ? keepLastOverwrite(plain) : plain).replace(CONTROLS, "");
}

/** pytest's JUnit report writes ESC, which XML cannot hold, as the text `#x1B`. */
const WRITTEN_OUT_ESCAPE = /#x1B(?=\[[0-?]*[ -/]*[@-~])/g;
/**
 * A written-out code the report's bounds cut in two, either side of the marker of what they left
 * out: `#x1B[39;49;` before it, `B[39;49;00m` after it (BoundedText).
 */
const CUT_ESCAPE =
  /(?:#x1B\[?[0-?]*|#x1?|#)?(\n… \[\d+ characters elided\] …\n)(?:(?:x1B|1B|B)?\[[0-?]*[ -/]*[@-~])?/g;
/** A colour code whose ESC the reporter dropped: vitest's message attribute, `[90m`, `[1m1[22m`. */
const BARE_COLOUR = /\[(?:\d{1,3}(?:;\d{1,3})*)?m/g;
/** Such codes are taken out only where one resets a colour, which plain text hardly holds. */
const BARE_RESET = /\[(?:0|22|39|49)m/;

/**
 * A report's text without the colours a runner wrote into it (FORCE_COLOR, --color=yes): ESC
 * itself, as pytest writes it out (`#x1B[31m`), or dropped (vitest). A text with none of them is
 * left exactly as it is.
 */
export function stripReportColours(text: string): string {
  // A reporter keeps ESC, writes it out or drops it: where it is there, `[0m` is the text's own.
  if (text.includes("\x1b") || text.includes("#x1B["))
    return stripAnsi(text.replace(WRITTEN_OUT_ESCAPE, "\x1b").replace(CUT_ESCAPE, "$1"));
  return BARE_RESET.test(text) ? text.replace(BARE_COLOUR, "") : text;
}

function keepLastOverwrite(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      if (!line.includes("\r")) return line;
      const segments = line.split("\r").filter((segment) => segment.length > 0);
      return segments[segments.length - 1] ?? "";
    })
    .join("\n");
}
