import { describe, expect, it } from "vitest";
import { ELISION_LINE, excerpt } from "../../src/evidence/excerpt.js";
import { createRedactor } from "../../src/evidence/redact.js";
import { type CapturedOutput, OutputCapture } from "../../src/process/output.js";
import { decodeBytes, looksBinary } from "../../src/text/decode-output.js";

function captured(
  parts: (string | Buffer)[],
  limits = { headBytes: 1024, tailBytes: 1024 },
): CapturedOutput {
  const capture = new OutputCapture(limits);
  for (const part of parts) capture.write(typeof part === "string" ? Buffer.from(part) : part);
  return capture.finish();
}

function lines(from: number, to: number, prefix = "line"): string {
  let text = "";
  for (let i = from; i <= to; i++) text += `${prefix} ${i}\n`;
  return text;
}

describe("excerpt", () => {
  it("returns short output whole, cleaned", () => {
    const result = excerpt(
      captured(["\x1b[32mPASS:\x1b[0m ok\r\n", "progress 10%\rprogress 100%\n"]),
    );
    expect(result).toEqual({ text: "PASS: ok\nprogress 100%\n", truncated: false });
  });

  it("keeps head and tail of long output with one elision line that counts what it left out", () => {
    const text = lines(1, 2000);
    const result = excerpt(captured([text], { headBytes: 100_000, tailBytes: 100_000 }), {
      headChars: 100,
      tailChars: 100,
    });
    const shown = result.text.split("\n");
    expect(result.truncated).toBe(true);
    expect(shown[0]).toBe("line 1");
    expect(shown.at(-2)).toBe("line 2000");
    const gap = shown.find((line) => ELISION_LINE.test(line)) ?? "";
    const [, bytes, count] = /\[(\d+) bytes \/ (\d+) lines elided\]/.exec(gap) ?? [];
    const keptLines = shown.filter((line) => line.startsWith("line ")).length;
    expect(Number(count)).toBe(2000 - keptLines);
    const keptBytes = shown
      .filter((line) => line.startsWith("line "))
      .reduce((sum, line) => sum + line.length + 1, 0);
    expect(Number(bytes)).toBe(Buffer.byteLength(text) - keptBytes);
  });

  it("adds what the capture itself dropped to the elision count", () => {
    const text = lines(1, 5000);
    const output = captured([text], { headBytes: 2000, tailBytes: 2000 });
    expect(output.elidedBytes).toBe(Buffer.byteLength(text) - 4000);
    const result = excerpt(output, { headChars: 500, tailChars: 500 });
    const shown = result.text.split("\n");
    expect(shown[0]).toBe("line 1");
    expect(shown.at(-2)).toBe("line 5000");
    const gap = shown.find((line) => ELISION_LINE.test(line)) ?? "";
    const [, bytes, count] = /\[(\d+) bytes \/ (\d+) lines elided\]/.exec(gap) ?? [];
    const kept = shown.filter((line) => line.startsWith("line "));
    expect(Number(count)).toBe(5000 - kept.length);
    expect(Number(bytes)).toBe(
      Buffer.byteLength(text) - kept.reduce((sum, line) => sum + line.length + 1, 0),
    );
    // Every kept line is whole: nothing starts or ends in the middle of one.
    for (const line of kept) expect(line).toMatch(/^line \d+$/);
  });

  it("redacts before cutting, so no secret is half shown", () => {
    const env = { API_TOKEN: "tok-123456789" };
    const text = `${lines(1, 50)}using tok-123456789\n${lines(51, 100)}`;
    const result = excerpt(captured([text], { headBytes: 10_000, tailBytes: 10_000 }), {
      headChars: 600,
      tailChars: 600,
      redact: createRedactor(env),
    });
    expect(result.text).toContain("using [REDACTED:API_TOKEN]");
    expect(result.text).not.toContain("tok-1");
  });

  it("summarises binary output", () => {
    const noise = Buffer.alloc(5000);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 131 + 7) % 256;
    expect(excerpt(captured([noise], { headBytes: 10_000, tailBytes: 10_000 })).text).toBe(
      "[binary output, 5000 bytes]",
    );
    const big = excerpt(captured([noise, noise, noise]));
    expect(big).toEqual({ text: "[binary output, 15000 bytes]", truncated: true });
  });

  it("keeps text around a binary blob and marks the blob", () => {
    const blob = Buffer.alloc(300, 0xff);
    const result = excerpt(
      captured(["before\n", blob, "\nafter\n"], { headBytes: 10_000, tailBytes: 10_000 }),
    );
    expect(result.text).toBe("before\n[binary output, 301 bytes]\nafter\n");
  });

  it("does not split a multi-byte character at the capture edges", () => {
    const text = "é".repeat(3000);
    const result = excerpt(captured([text], { headBytes: 1001, tailBytes: 1001 }), {
      headChars: 100,
      tailChars: 100,
    });
    expect(result.text).not.toContain("\uFFFD");
  });

  it("returns nothing for no output", () => {
    expect(excerpt(captured([]))).toEqual({ text: "", truncated: false });
  });
});

describe("decoding", () => {
  it("turns invalid UTF-8 and NULs into a replacement marker", () => {
    expect(decodeBytes(Buffer.from([0x61, 0x00, 0x62, 0xff, 0x63]))).toBe("a\uFFFDb\uFFFDc");
  });

  it("tells binary from text", () => {
    expect(looksBinary("plain text that is long enough")).toBe(false);
    expect(
      looksBinary(
        "\uFFFD\uFFFD\uFFFD\uFFFD\x01\x02\x03ab\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD",
      ),
    ).toBe(true);
    expect(looksBinary("\x1b[31mcolour is not binary\x1b[0m")).toBe(false);
  });
});
