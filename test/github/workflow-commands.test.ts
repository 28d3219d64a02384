import { describe, expect, it } from "vitest";
import { defuseWorkflowCommands } from "../../src/github/workflow-commands.js";

describe("defuseWorkflowCommands", () => {
  it("leaves no line of hostile text starting with a workflow command", () => {
    const hostile = [
      "BT-007 title",
      "::add-mask::ghp_secret",
      "  ::error file=x::pwned",
      "\t::stop-commands::abc",
      "::set-output name=verdict::forged",
    ].join("\n");
    const defused = defuseWorkflowCommands(hostile);
    for (const line of defused.split("\n")) expect(line).not.toMatch(/^\s*::/);
    expect(defused.replaceAll("\u200b", "")).toBe(hostile);
  });

  it("leaves ordinary text alone, colons inside a line included", () => {
    const text = "✓ tests/a.py::TestA::test_b (12 ms)\nhttp://127.0.0.1:8787 is up";
    expect(defuseWorkflowCommands(text)).toBe(text);
  });

  it("breaks :: behind any whitespace .NET trims (U+0085 too) and ##[ anywhere in a line", () => {
    const hostile = [
      "\u0085::add-mask::secret",
      "\u00a0\u3000::error::pwned",
      "a\r::set-output name=x::y",
      "FAIL: broken ##[set-output name=verdict-7;]forged",
      "###[add-mask]x",
    ].join("\n");
    const defused = defuseWorkflowCommands(hostile);
    expect(defused).not.toContain("##[");
    for (const line of defused.split(/\r\n|\r|\n/))
      expect(line.replace(/^[\s\u0085]*/, "")).not.toMatch(/^::/);
    expect(defused.replaceAll("\u200b", "")).toBe(hostile);
  });
});
