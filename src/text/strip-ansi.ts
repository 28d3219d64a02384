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
 * A report's text without the colours a runner wrote into it (FORCE_COLOR, --color=yes): ESC
 * itself or as pytest writes it out, `#x1B[31m`. A text with neither is left exactly as it is.
 */
export function stripReportColours(text: string): string {
  if (!text.includes("\x1b") && !text.includes("#x1B[")) return text;
  return stripAnsi(text.replace(WRITTEN_OUT_ESCAPE, "\x1b"));
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
