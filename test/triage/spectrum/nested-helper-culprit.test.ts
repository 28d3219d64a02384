import { rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commitAllOnMain } from "../../support/commit-all.js";
import { runCli } from "../../support/run-cli.js";
import { readResults } from "../../support/runner-project.js";
import { createTempProject } from "../../support/temp-project.js";

/**
 * css-what's shape: a helper declared inside a long function (`readValueWithParenthesis` in the
 * 480-line `parseSelector`) has the bug. Most failures throw in the helper; the rest throw in the
 * function itself, which parses a `:not(...)` whose inner argument the helper read too far.
 * Coverage ranks the helper's own unit first, and the failures' stacks show the helper failing:
 * the culprit is the helper, not the function around it (coverage named `parseSelector`, and
 * with a base the change of the helper's line was blamed on it too).
 */
const PARSER = `export function parse(selector) {
  return parseSelector(selector, 0, false).tokens;
}

function parseSelector(selector, from, nested) {
  let index = from;
  const tokens = [];

  function readName() {
    const start = index;
    while (index < selector.length && /[\\w-]/.test(selector[index])) index++;
    return selector.slice(start, index);
  }

  function readArgument() {
    index += 1;
    const start = index;
    for (let depth = 1; index < selector.length; index++) {
      const char = selector[index];
      if (char === "(") depth++;
      if (char === ")" && --depth === 0) {
        const value = selector.slice(start, index);
        index++;
        return value;
      }
    }
    throw new Error("Parenthesis not matched");
  }

  while (index < selector.length) {
    const char = selector[index];
    if (char === ")") {
      if (nested) break;
      throw new Error("Unexpected )");
    }
    if (char === ":") {
      index++;
      const name = readName();
      if (selector[index] !== "(") {
        tokens.push({ type: "pseudo", name, data: null });
      } else if (name === "not" || name === "is") {
        const inner = parseSelector(selector, index + 1, true);
        index = inner.end;
        if (selector[index] !== ")") throw new Error(\`Missing closing parenthesis in :\${name}\`);
        index++;
        tokens.push({ type: "pseudo", name, data: inner.tokens });
      } else {
        tokens.push({ type: "pseudo", name, data: readArgument() });
      }
    } else if (char === "." || char === "#") {
      index++;
      tokens.push({ type: char === "." ? "class" : "id", name: readName() });
    } else if (char === " ") {
      index++;
      tokens.push({ type: "descendant" });
    } else if (/\\w/.test(char)) {
      tokens.push({ type: "tag", name: readName() });
    } else {
      throw new Error(\`Unexpected character \${char}\`);
    }
  }
  return { tokens, end: index };
}
`;

const names = (selector: string) => JSON.stringify(selector);
const TESTS = `import { describe, expect, it } from "vitest";
import { parse } from "../src/parse.js";

describe("arguments", () => {
${[":contains(foo)", "a:contains(bar)", ":lang(en)", "p:nth(2)", "li:nth(odd)", ":has(a b)"]
  .map(
    (s) =>
      `  it(${names(s)}, () => { expect(parse(${names(s)}).at(-1).data).toBe(${names(/\((.*)\)$/.exec(s)?.[1] ?? "")}); });`,
  )
  .join("\n")}
});

describe("nested selectors", () => {
${[":not(:contains(x))", "div:not(:lang(fr))", ":is(:nth(1))"]
  .map(
    (s) => `  it(${names(s)}, () => { expect(parse(${names(s)}).at(-1).data).toHaveLength(1); });`,
  )
  .join("\n")}
});

describe("plain selectors", () => {
${[
  "div",
  "div p",
  ".warning",
  "#main",
  "a.link",
  "ul li a",
  "a:hover",
  "p:first-child",
  "#nav .item",
  "span.a.b",
]
  .map((s) => `  it(${names(s)}, () => { expect(parse(${names(s)}).length).toBeGreaterThan(0); });`)
  .join("\n")}
  it(":not(.hidden)", () => { expect(parse(":not(.hidden)")[0].data).toEqual([{ type: "class", name: "hidden" }]); });
  it(":is(a b)", () => { expect(parse(":is(a b)")[0].data).toHaveLength(3); });
});
`;

const PROJECT = {
  "package.json": '{ "type": "module" }',
  "vitest.config.mjs": 'export default { test: { include: ["test/**/*.test.js"] } };\n',
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml"
    junit: reports/junit.xml
`,
  ".gitignore": "reports/\n.fix-loop/\nnode_modules\n",
  "src/parse.js": PARSER,
  "test/parse.test.js": TESTS,
};

/** The bug: the helper no longer steps over the "(" it starts at. */
const BROKEN = PARSER.replace(
  "    index += 1;\n    const start",
  "    index += 0;\n    const start",
);

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function brokenParser(): Promise<string> {
  const root = await createTempProject(PROJECT);
  roots.push(root);
  commitAllOnMain(root, "selectors");
  await symlink(
    path.join(import.meta.dirname, "../../../node_modules"),
    path.join(root, "node_modules"),
  );
  expect(BROKEN).not.toBe(PARSER);
  await writeFile(path.join(root, "src/parse.js"), BROKEN);
  return root;
}

describe("a bug in a helper declared inside a long function (css-what's readValueWithParenthesis)", () => {
  it("is one group blamed on the helper, with and without a base", async () => {
    const root = await brokenParser();

    const plain = await runCli(["verify", "-C", root]);
    expect(plain.code).toBe(1);
    const results = await readResults(root);
    expect(results.tests.filter((test) => test.status === "failed")).toHaveLength(9);
    // The failures' stacks end in the helper for six and in its function for the three nested.
    expect(results.groups.map((group) => [group.tests.length, group.triage?.culprit])).toEqual([
      [
        9,
        expect.objectContaining({
          file: "src/parse.js",
          function: "readArgument",
          source: "coverage",
        }),
      ],
    ]);

    const based = await runCli(["verify", "-C", root, "--base", "HEAD"]);
    expect(based.code).toBe(1);
    expect(
      (await readResults(root)).groups.map((group) => [group.tests.length, group.triage?.culprit]),
    ).toEqual([
      [
        9,
        expect.objectContaining({
          file: "src/parse.js",
          function: "readArgument",
          source: "change",
        }),
      ],
    ]);
  });
});
