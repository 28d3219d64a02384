/**
 * A wrong value returned deep inside the code (cents is off by one), so no stack names it and
 * only coverage can: "cents" and "label" fail with two shapes of assertion, "tax" passes.
 * Each test file logs its loads to loads.log (one line per runner start).
 */
const PRICES_BODY = [
  "function cents(amount) {",
  "  return Math.round(amount * 100) + 1; // seeded: off by one",
  "}",
  "function label(amount) {",
  '  return String(cents(amount)) + " c";',
  "}",
  "function tax(amount) {",
  "  return Math.round(amount * 20) / 100;",
  "}",
];

/** A vitest project (ESM); link node_modules to this repository's. */
export const PRICES_VITEST: Record<string, string> = {
  "package.json": '{ "type": "module" }',
  "vitest.config.mjs": 'export default { test: { include: ["test/**/*.test.js"] } };\n',
  "src/prices.js": [...PRICES_BODY, "export { cents, label, tax };"].join("\n"),
  "test/prices.test.js": [
    'import { appendFileSync } from "node:fs";',
    'import { describe, expect, it } from "vitest";',
    'import { cents, label, tax } from "../src/prices.js";',
    'appendFileSync("loads.log", "load\\n");',
    'describe("prices", () => {',
    '  it("cents", () => { expect(cents(1.5)).toBe(150); });',
    "  it(\"label\", () => { expect(label(2) === '200 c', 'the label of 2 is wrong').toBe(true); });",
    '  it("tax", () => { expect(tax(10)).toBe(2); });',
    "});",
  ].join("\n"),
};

/** A jest project (CommonJS); link node_modules to jestModules(). */
export const PRICES_JEST: Record<string, string> = {
  "package.json": '{ "private": true }',
  "src/prices.js": [...PRICES_BODY, "module.exports = { cents, label, tax };"].join("\n"),
  "test/prices.test.js": [
    'const { appendFileSync } = require("node:fs");',
    'const { cents, label, tax } = require("../src/prices.js");',
    'appendFileSync("loads.log", "load\\n");',
    'describe("prices", () => {',
    '  test("cents", () => { expect(cents(1.5)).toBe(150); });',
    "  test(\"label\", () => { if (label(2) !== '200 c') throw new Error('the label of 2 is wrong'); });",
    '  test("tax", () => { expect(tax(10)).toBe(2); });',
    "});",
  ].join("\n"),
};

/** The jest-junit command for PRICES_JEST, its report at reports/junit.xml. */
export const PRICES_JEST_COMMAND =
  "JEST_JUNIT_ADD_FILE_ATTRIBUTE=true JEST_JUNIT_OUTPUT_FILE=reports/junit.xml node_modules/.bin/jest --ci --reporters=default --reporters=jest-junit";
