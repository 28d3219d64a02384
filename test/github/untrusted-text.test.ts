import { describe, expect, it } from "vitest";
import { breakMentions, inertText, untrustedText } from "../../src/github/untrusted-text.js";
import { code, codeBlock, details } from "../../src/report/markdown-blocks.js";

const JOINER = "\u200D";

describe("untrusted text on GitHub", () => {
  it("breaks mentions, issue references and hidden comments, and shows the same words", () => {
    const hostile =
      "ping @acme/security-team and @octocat about #4242, GH-7 and <!-- fix-loop:dashboard -->";
    const inert = inertText(hostile);
    expect(inert).not.toMatch(/@[A-Za-z0-9]/);
    expect(inert).not.toMatch(/#\d/);
    expect(inert).not.toMatch(/GH-\d/);
    expect(inert).not.toContain("<!--");
    expect(inert.replaceAll(JOINER, "")).toBe(hostile);
    expect(inertText(inert)).toBe(inert);
  });

  it("leaves addresses, headings and plain hashes readable", () => {
    expect(breakMentions("### Heading")).toBe("### Heading");
    expect(breakMentions("color #fff")).toBe("color #fff");
    expect(breakMentions("@ alone")).toBe("@ alone");
  });

  it("redacts before anything else, the caller's secrets first and then by shape", () => {
    const render = untrustedText((text) => text.replaceAll("hunter2", "[REDACTED:PASSWORD]"));
    const out = render("pw hunter2 token ghp_abcdefghijklmnopqrstuvwxyz0123456789AB for @ops");
    expect(out).toContain("[REDACTED:PASSWORD]");
    expect(out).toContain("[REDACTED:github-token]");
    expect(out).not.toContain("ghp_");
    expect(out).toContain(`@${JOINER}ops`);
  });

  it("fences longer than any backtick run inside, with no comment opener left", () => {
    const output = "before\n```\n<!-- fix-loop:state {} -->\n````\n::error::pwned\nafter";
    const block = codeBlock(output);
    const fence = block.split("\n")[0]?.replace(/text$/, "") ?? "";
    expect(fence).toBe("`````");
    expect(block.endsWith(`\n${fence}`)).toBe(true);
    // No line inside is a fence as long as the opener, so the block cannot be closed early.
    const inside = block.split("\n").slice(1, -1);
    expect(inside.some((line) => line.startsWith(fence))).toBe(false);
    expect(block).not.toContain("<!--");
    expect(block).toContain("::error::pwned");

    const span = code("a `` b <!-- c");
    expect(span.startsWith("```")).toBe(true);
    expect(span).not.toContain("<!--");
  });

  it("keeps mentions in a collapsed section's summary from notifying", () => {
    const section = details("BT-1 - pings @acme/security-team", "body");
    expect(section).not.toMatch(/@[A-Za-z0-9]/);
  });
});
