/**
 * A mocha project with one price module and ten tests over its three functions, a setup file of
 * its own (`--require test/setup.js`) that writes the pid of every mocha process that loads it
 * to pids.log, and a tier that runs it through mocha-junit-reporter.
 */
export const MOCHA_PRICES = {
  // Its own package.json: a project in the temp folder must not take a stray one above it.
  "package.json": '{ "private": true }\n',
  "lib/prices.js": `function total(prices) { return prices.reduce((sum, price) => sum + price, 0); }
function discount(price, percent) { return price - (price * percent) / 100; }
function tax(price) { return price * 1.2; }
module.exports = { total, discount, tax };
`,
  "test/setup.js": `require("node:fs").appendFileSync(require("node:path").join(__dirname, "..", "pids.log"), process.pid + "\\n");\n`,
  "test/prices.test.js": `const assert = require("node:assert");
const { total, discount, tax } = require("../lib/prices.js");
describe("prices", () => {
  it("totals", () => assert.strictEqual(total([1, 2]), 3));
  it("totals nothing", () => assert.strictEqual(total([]), 0));
  it("taxes", () => assert.strictEqual(tax(10), 12));
  it("taxes nothing", () => assert.strictEqual(tax(0), 0));
  it("totals and taxes", () => assert.strictEqual(tax(total([5, 5])), 12));
  it("discounts nothing", () => assert.strictEqual(discount(50, 0), 50));
});
describe("discounts", () => {
  it("takes a tenth", () => assert.strictEqual(discount(100, 10), 90));
  it("takes a half", () => assert.deepStrictEqual({ price: discount(100, 50) }, { price: 50 }));
  it("takes a quarter", () => assert.ok(discount(100, 25) === 75, "a quarter off"));
  it("takes it all", () => assert.equal(discount(100, 100), 0));
});
`,
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: npx mocha --require test/setup.js --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml
    junit: reports/junit.xml
`,
};
