import { describe, expect, it } from "vitest";
import { framesRelativeTo } from "../../src/evidence/relative-frames.js";

describe("a stack's frames relative to the project", () => {
  it("makes an anonymous frame's path relative, as mocha leaves a named frame's", () => {
    const stack = [
      'Error: expected 412 "Precondition Failed", got 404 "Not Found"',
      "    at Test._assertStatus (node_modules/supertest/lib/test.js:252:14)",
      "    at /repo/app/node_modules/supertest/lib/test.js:308:13",
      "    at async load (file:///repo/app/lib/load.mjs:4:9)",
      "    at /repo/app/index.js:10:5",
      " ❯ print /repo/app/src/utils.ts:47:18",
    ].join("\n");
    expect(framesRelativeTo(stack, "/repo/app")).toBe(
      [
        'Error: expected 412 "Precondition Failed", got 404 "Not Found"',
        "    at Test._assertStatus (node_modules/supertest/lib/test.js:252:14)",
        "    at node_modules/supertest/lib/test.js:308:13",
        "    at async load (lib/load.mjs:4:9)",
        "    at index.js:10:5",
        " ❯ print src/utils.ts:47:18",
      ].join("\n"),
    );
  });

  it("leaves a message's own absolute path, and a folder that only begins with the root's name", () => {
    const text = [
      "Error: ENOENT: no such file or directory, open '/repo/app/missing.json'",
      "    at /repo/app-other/index.js:1:1",
    ].join("\n");
    expect(framesRelativeTo(text, "/repo/app")).toBe(text);
  });
});
