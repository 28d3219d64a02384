import { describe, expect, it } from "vitest";
import { declaredEmpty } from "../../../src/triage/frames/empty-body.js";

const lines = (text: string) => text.split("\n");

describe("a function whose body is empty", () => {
  it.each([
    ["a declaration", "const NullObject = function NullObject () { }"],
    ["a plain function", "function noop() {}"],
    ["a body over two lines", "function noop(a, b) {\n}"],
    ["an arrow", "const skip = (value) => {}"],
    ["a method", "class A {\n  reset() { }\n}"],
  ])("is found: %s", (_, text) => {
    const name = /(NullObject|noop|skip|reset)/.exec(text)?.[1] ?? "";
    expect(declaredEmpty(lines(text), name)).toBe(true);
  });

  it.each([
    ["a body that does something", "function parse(text) { return text.trim(); }", "parse"],
    [
      "a default `{}` among its parameters",
      "function parse(options = {}) {\n  return options;\n}",
      "parse",
    ],
    ["a default call among its parameters", "function parse(at = now()) { return at; }", "parse"],
    ["a name the lines do not declare", "function parse() {}", "safeParse"],
    ["a name declared twice, once with a body", "function a() {}\nfunction a() { return 1; }", "a"],
  ])("is not: %s", (_, text, name) => {
    expect(declaredEmpty(lines(text), name)).toBe(false);
  });
});
