import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePlan } from "../../src/plan/parse-plan.js";
import { namesCalledIn, namesInEntry, ProjectSource } from "../../src/plan/project-functions.js";
import { createTempProject } from "../support/temp-project.js";

let root: string;
let source: ProjectSource;

beforeAll(async () => {
  root = await createTempProject({
    "src/prices.ts": "export const cents = (amount: number) => Math.round(amount * 100);\n",
    "lib/labels.py": "def label(cents):\n    return 'big' if cents >= 100 else 'small'\n",
    "test/prices.test.ts": "function total() { return 1; }\n",
    "tests/test_labels.py": "def helper():\n    return 1\n",
    "tests/test_new.py.pending": "def pending_helper():\n    return 1\n",
    "node_modules/dep/index.js": "export function total() { return 2; }\n",
    "dist/prices.js": "export function bundled() { return 3; }\n",
  });
  source = await ProjectSource.of(root);
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("the functions a plan entry and its test name, looked up in the project's own source", () => {
  it("takes an entry's Function: line, else the calls and backticked names of its text", () => {
    const [named, written] = parsePlan(
      "## LIB-1: a\nFunction: label\nCall `cents(1.5)`.\nExpected: x\n\n## LIB-2: Totals of `total`\nCall cents(2) and round it.\nExpected: format(x) is 3\n",
    );
    expect(named && namesInEntry(named)).toEqual(["label"]);
    expect(written && namesInEntry(written)).toEqual(["total", "cents", "format"]);
    expect(
      namesCalledIn("from prices import cents\nassert prices.cents(1) == label (2)\n"),
    ).toEqual(["cents", "label"]);
  });

  it("finds TypeScript and Python definitions, never in tests, held tests, dependencies or builds", async () => {
    expect(
      await source.find(["label", "cents", "total", "helper", "pending_helper", "bundled"]),
    ).toEqual([
      { name: "label", file: "lib/labels.py", language: "python", line: 1 },
      { name: "cents", file: "src/prices.ts", language: "typescript", line: 1 },
    ]);
  });
});
