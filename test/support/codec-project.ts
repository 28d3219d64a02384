/**
 * A jest project (CommonJS) whose failing tests compare values their describe body computed
 * while jest collected them, as entities' encode tests do: `encode` adds a stray ";" (seeded),
 * and per input the block encodes it, declares two tests on the value, then pads it with
 * `armour` for a third. "encodes" calls nothing itself, "round trips" calls only `decode` with
 * the bad value, "armours" passes. Taken whole, the block's calls would give every test
 * `armour` as well as `encode`. Each test file logs its loads to loads.log. Link node_modules
 * to jestModules(); PRICES_JEST_COMMAND runs it.
 */
export const CODEC_JEST: Record<string, string> = {
  "package.json": '{ "private": true }',
  "src/codec.js": [
    "function encode(text) {",
    '  return text.split("&").join("&amp;") + ";"; // seeded: a stray ";"',
    "}",
    "function decode(text) {",
    '  return text.split("&amp;").join("&");',
    "}",
    "function armour(text) {",
    '  return "[" + text + "]";',
    "}",
    "module.exports = { armour, decode, encode };",
  ].join("\n"),
  "test/codec.test.js": [
    'const { appendFileSync } = require("node:fs");',
    'const { armour, decode, encode } = require("../src/codec.js");',
    'appendFileSync("loads.log", "load\\n");',
    'describe("codec", () => {',
    '  for (const input of ["a & b", "c & d"]) {',
    "    const encoded = encode(input);",
    '    test("encodes " + input, () => { expect(encoded).toBe(input.replace("&", "&amp;")); });',
    '    test("round trips " + input, () => { expect(decode(encoded)).toBe(input); });',
    "    const armoured = armour(input);",
    '    test("armours " + input, () => { expect(armoured).toBe("[" + input + "]"); });',
    "  }",
    '  test("decodes", () => { expect(decode("x &amp; y")).toBe("x & y"); });',
    "});",
  ].join("\n"),
};
