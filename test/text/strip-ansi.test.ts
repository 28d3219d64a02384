import { describe, expect, it } from "vitest";
import { stripAnsi, stripReportColours } from "../../src/text/strip-ansi.js";

describe("stripAnsi", () => {
  it.each([
    ["colours", "\x1b[31mFAIL:\x1b[0m \x1b[1;38;5;208mbold\x1b[m", "FAIL: bold"],
    ["24-bit colour", "\x1b[38;2;255;0;0mred\x1b[39m", "red"],
    ["cursor movement and erase", "a\x1b[2K\x1b[1Gb\x1b[?25l\x1b[?25h", "ab"],
    ["window title (OSC ended by BEL)", "\x1b]0;my title\x07text", "text"],
    [
      "hyperlink (OSC 8 ended by ST)",
      "see \x1b]8;;https://example.com\x1b\\the docs\x1b]8;;\x1b\\ now",
      "see the docs now",
    ],
    ["charset selection and keypad mode", "\x1b(Babc\x1b=\x1b>", "abc"],
    ["DCS string", "x\x1bPq#0;2;0;0;0\x1b\\y", "xy"],
    ["8-bit CSI", "\u009b31mred", "red"],
    ["lone control characters", "a\x07b\x08c\x00d\x7fe", "abcde"],
    ["keeps newline and tab", "a\tb\nc", "a\tb\nc"],
    ["CRLF", "one\r\ntwo\r\n", "one\ntwo\n"],
    ["progress bar overwrite keeps the last segment", "10%\r50%\r100%\ndone", "100%\ndone"],
    ["a trailing carriage return keeps what was written", "loading...\r\nnext", "loading...\nnext"],
    ["an overwrite ending in a return", "10%\r100%\r", "100%"],
    ["an unterminated OSC stops at the line end", "\x1b]0;title\nkept", "\nkept"],
    ["a dangling escape", "end\x1b", "end"],
  ])("removes %s", (_name, input, expected) => {
    expect(stripAnsi(input)).toBe(expected);
  });
});

describe("stripReportColours", () => {
  it("takes out a written-out code cut in two by the report's bounds, either side of the marker", () => {
    const cut = [
      "([1024#x1B[39;49;",
      "… [1516 characters elided] …",
      'B[39;49;00m], "3G"),',
      "#x1B[1m#x1B[31mtests/test_filesize.py#x1B[0m:97: AssertionError",
    ].join("\n");
    expect(stripReportColours(cut)).toBe(
      '([1024\n… [1516 characters elided] …\n], "3G"),\ntests/test_filesize.py:97: AssertionError',
    );
  });

  it("leaves a text with no colour in it exactly as it is", () => {
    const plain = "expected '[5m]' to equal 'x'\n… [12 characters elided] …\nB[1]";
    expect(stripReportColours(plain)).toBe(plain);
  });
});
