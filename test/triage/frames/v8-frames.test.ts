import { describe, expect, it } from "vitest";
import { thrownByBuiltin, v8Frames } from "../../../src/triage/frames/v8-frames.js";

// vitest 4's JUnit failure text, ufo with parseQuery broken.
const VITEST = `TypeError: Cannot read properties of null (reading 'length')
 ❯ parseQuery src/query.ts:58:11
 ❯ normalizeURL src/utils.ts:600:34
 ❯ test/normalize.test.ts:88:14`;

// node 20's --test-reporter=junit: the test's error wraps the real one in \`cause:\`.
const NODE_TEST = `Error [ERR_TEST_FAILURE]: Cannot read properties of undefined (reading 'amount')
    at AsyncResource.runInAsyncScope (node:async_hooks:206:9) {
  code: 'ERR_TEST_FAILURE',
  cause: TypeError [Error]: Cannot read properties of undefined (reading 'amount')
      at file:///tmp/tri/nt/src/cart.js:2:55
      at Array.reduce (<anonymous>)
      at total (file:///tmp/tri/nt/src/cart.js:2:16)
      at TestContext.<anonymous> (file:///tmp/tri/nt/test/cart.test.js:5:16)
      at Test.runInAsyncScope (node:async_hooks:206:9)
}`;

// The shape jest and mocha print (plain V8 frames, CommonJS paths, \`new\` and \`async\`).
const JEST = `TypeError: cart.items is not iterable
    at Cart.total (/home/ci/shop/src/cart.js:14:22)
    at new Checkout (/home/ci/shop/src/checkout.js:8:23)
    at async Object.<anonymous> (/home/ci/shop/__tests__/checkout.test.js:12:5)
    at Promise.then.completed (/home/ci/shop/node_modules/jest-circus/build/utils.js:298:28)`;

describe("v8Frames", () => {
  it("reads vitest's frames, outermost first", () => {
    expect(v8Frames(VITEST)).toEqual([
      { file: "test/normalize.test.ts", line: 88, function: "<anonymous>", stack: 0 },
      { file: "src/utils.ts", line: 600, function: "normalizeURL", stack: 0 },
      { file: "src/query.ts", line: 58, function: "parseQuery", stack: 0 },
    ]);
  });

  it("keeps node:test's cause stack after the wrapper's, so the last frames are the real ones", () => {
    const frames = v8Frames(NODE_TEST).map((frame) => `${frame.file}:${frame.function}`);
    expect(frames.slice(-4)).toEqual([
      "node:async_hooks:runInAsyncScope",
      "file:///tmp/tri/nt/test/cart.test.js:<anonymous>",
      "file:///tmp/tri/nt/src/cart.js:total",
      "file:///tmp/tri/nt/src/cart.js:<anonymous>",
    ]);
  });

  it("names methods and constructors as V8 coverage does", () => {
    expect(v8Frames(JEST).map((frame) => frame.function)).toEqual([
      "completed",
      "<anonymous>",
      "Checkout",
      "total",
    ]);
  });
});

describe("an error a built-in threw", () => {
  // jest 29 on entities, replaceCodePoint broken: the value reaches String.fromCodePoint.
  const JEST = `RangeError: Invalid code point 1114112
    at fromCodePoint (<anonymous>)
    at EntityDecoder.emitCodePoint (/p/src/decode.ts:477:39)
    at Object.decode (/p/src/index.ts:84:21)`;

  it("is told by the innermost line of the last stack, which has no source", () => {
    expect(thrownByBuiltin(JEST)).toBe(true);
    expect(
      thrownByBuiltin(`TypeError: x\n    at JSON.parse (native)\n    at load (/p/a.js:1:2)`),
    ).toBe(true);
  });

  it("is not one thrown in project code, nor one whose built-in frame is further out", () => {
    expect(thrownByBuiltin(VITEST)).toBe(false);
    // Array.reduce (<anonymous>) calls the project's arrow, which threw.
    expect(thrownByBuiltin(NODE_TEST)).toBe(false);
    expect(thrownByBuiltin("AssertionError: 1 !== 2")).toBe(false);
  });
});
