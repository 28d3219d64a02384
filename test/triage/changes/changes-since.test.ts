import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changesSince } from "../../../src/triage/changes/changes-since.js";
import { commitAllOnMain } from "../../support/commit-all.js";
import { createTempProject } from "../../support/temp-project.js";

/** fast-json-stringify writes code in templates: a brace in one is no block of this file. */
const EMIT = `export function header(name) {
  return \`
    function \${name}(input) {
  \`;
}

export function pick(location) {
  if (location.a) {
    return location.b;
  }
  return location.a;
}
`;

/** Functions V8 names by what they are assigned to. */
const ASSIGNED = `function Foo() {}
Foo.prototype.bar = function () {
  return 1;
};
exports.round = (n) => Math.round(n * 100) / 100;
app.set = function set(setting) {
  return setting;
};
`;

/** A class's private members, which V8 names with their `#` (harrisiirak/cron-parser's #createRange). */
const PRIVATE = `export class Parser {
  static #createRange(min, max) {
    const range = [];
    for (let index = min; index <= max; index += 1) range.push(index);
    return range;
  }
  #double = (n) => n * 2;
  parse(min, max) {
    return Parser.#createRange(min, max).map(this.#double);
  }
}
`;

/** Where coverage may name a function two ways, or by another name than its declaration's. */
const NAMED_TWICE = `export const relative: typeof path.relative = function (from) {
  return from;
};
export class NodeCreator {
  constructor(options) {
    this.options = options;
  }
}
export function createETagGenerator(options) {
  return function generateETag(body) {
    return body + options.weak;
  };
}
`;

const BASE = {
  "lib/assigned.js": ASSIGNED,
  "lib/named-twice.ts": NAMED_TWICE,
  "lib/emit.js": EMIT,
  "lib/parser.js": PRIVATE,
  "go.mod": "module example.com/shop\n\ngo 1.22\n",
  "cart/cart.go": `package cart

type Cart struct{ items []int }

func (c *Cart) Total() int {
\tsum := 0
\tfor _, item := range c.items {
\t\tsum += item
\t}
\treturn sum
}

func Count(c Cart) int {
\treturn len(c.items)
}
`,
  "lib/util.js": `export const isEmpty = (o) => Object.keys(o).length === 0;
export const size = (o) => Object.keys(o).length;
export class Basket {
  constructor(items) {
    this.items = items;
  }
  total() {
    return this.items.reduce((sum, item) => sum + item, 0);
  }
}
export const VERSION = "1.0";
`,
  "pkg/sorted.py": `import bisect

LIMIT = 10

class SortedList:
    def _loc(self, pos, idx):
        total = 0
        def parent(i):
            return (i - 1) >> 1
        return parent(pos) + idx

    def add(self, value):
        bisect.insort(self._list, value)
        self._len += 1
`,
  "test/util.test.js": `import { isEmpty } from "../lib/util.js";\nisEmpty({});\n`,
};

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" });
}

async function changed(files: Record<string, string>): Promise<string> {
  const root = await createTempProject(BASE);
  commitAllOnMain(root, "base");
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

describe("changesSince", () => {
  it("names each changed function as stacks and coverage name it, in JavaScript, Python and Go", async () => {
    const root = await changed({
      "lib/util.js": BASE["lib/util.js"]
        .replace("length === 0", "length <= 0")
        .replace("sum + item, 0", "sum + item, 1")
        .replace('"1.0"', '"1.1"'),
      "pkg/sorted.py": BASE["pkg/sorted.py"]
        .replace("(i - 1) >> 1", "i >> 1")
        .replace("        self._len += 1\n", ""),
      "cart/cart.go": BASE["cart/cart.go"].replace("sum := 0", "sum := 1"),
      "test/util.test.js": "// a test's change is not the project's\n",
    });
    const found = await changesSince(root, "HEAD");
    expect(found.base).toBe(git(root, "rev-parse", "HEAD").trim());
    expect([...found.functions].sort()).toEqual([
      "cart/cart.go:cart.(*Cart).Total",
      "lib/util.js:isEmpty",
      "lib/util.js:total",
      "pkg/sorted.py:SortedList._loc.<locals>.parent",
      "pkg/sorted.py:SortedList.add",
    ]);
  });

  it("reads a template that opens a brace over several lines as text, not code", async () => {
    const root = await changed({
      "lib/emit.js": `${EMIT.replace("return location.b", "return location.c")}`,
    });
    const found = await changesSince(root, "HEAD");
    expect([...found.functions]).toEqual(["lib/emit.js:pick"]);
  });

  it("names a function assigned to a property as V8 does (exports.round, Foo.bar; a named one by its name)", async () => {
    const root = await changed({
      "lib/assigned.js": ASSIGNED.replace("n * 100", "n * 10")
        .replace("return 1", "return 2")
        .replace("return setting", "return !setting"),
    });
    const found = await changesSince(root, "HEAD");
    expect([...found.functions].sort()).toEqual([
      "lib/assigned.js:Foo.bar",
      "lib/assigned.js:exports.round",
      "lib/assigned.js:set",
    ]);
  });

  it("gives both names where coverage may use either, a constructor and its class; a helper is its own name alone", async () => {
    const root = await changed({
      "lib/named-twice.ts": NAMED_TWICE.replace("return from;", "return !from;")
        .replace("this.options = options;", "this.options = {};")
        .replace("body + options.weak", "body - options.weak"),
    });
    const found = await changesSince(root, "HEAD");
    expect([...found.functions].sort()).toEqual([
      "lib/named-twice.ts:NodeCreator",
      "lib/named-twice.ts:constructor",
      "lib/named-twice.ts:generateETag",
      "lib/named-twice.ts:relative",
    ]);
  });

  it("names a class's private method and arrow field with their # (cron-parser's #createRange)", async () => {
    const root = await changed({
      "lib/parser.js": PRIVATE.replace("index <= max", "index < max").replace("n * 2", "n * 3"),
    });
    const found = await changesSince(root, "HEAD");
    expect([...found.functions].sort()).toEqual([
      "lib/parser.js:#createRange",
      "lib/parser.js:#double",
    ]);
  });

  it("counts committed changes since the base as well as the tree's own", async () => {
    const root = await changed({
      "lib/util.js": BASE["lib/util.js"].replace("keys(o).length;", "keys(o).length + 1;"),
    });
    git(root, "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qam", "size");
    await writeFile(
      path.join(root, "cart/cart.go"),
      BASE["cart/cart.go"].replace("len(c.items)", "len(c.items) - 1"),
    );
    const found = await changesSince(root, "HEAD~1");
    expect([...found.functions].sort()).toEqual(["cart/cart.go:cart.Count", "lib/util.js:size"]);
  });

  it("reads a project in a folder of its repository with paths from that folder", async () => {
    const root = await changed({});
    await mkdir(path.join(root, "app/lib"), { recursive: true });
    await writeFile(path.join(root, "app/lib/util.js"), BASE["lib/util.js"]);
    git(root, "add", "-A");
    git(root, "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "app");
    await writeFile(
      path.join(root, "app/lib/util.js"),
      BASE["lib/util.js"].replace("length === 0", "length < 1"),
    );
    await writeFile(path.join(root, "lib/util.js"), "export const gone = 1;\n");
    const found = await changesSince(path.join(root, "app"), "HEAD");
    expect([...found.functions]).toEqual(["lib/util.js:isEmpty"]);
  });

  it("runs no program the repository's config names, and reads a config that drops diff prefixes", async () => {
    const root = await changed({
      "lib/util.js": BASE["lib/util.js"].replace("length === 0", "length < 1"),
    });
    const marker = path.join(root, "external-ran");
    const driver = path.join(root, "driver.sh");
    await writeFile(driver, `#!/bin/sh\ntouch ${marker}\n`, { mode: 0o755 });
    git(root, "config", "diff.external", driver);
    git(root, "config", "diff.noprefix", "true");
    await writeFile(path.join(root, ".gitattributes"), "*.js diff=conv\n");
    git(root, "config", "diff.conv.textconv", driver);
    const found = await changesSince(root, "HEAD");
    expect([...found.functions]).toEqual(["lib/util.js:isEmpty"]);
    expect(existsSync(marker)).toBe(false);
  });

  it("says how to get a base the clone does not have", async () => {
    const root = await changed({});
    await expect(changesSince(root, "0123456789abcdef0123456789abcdef01234567")).rejects.toThrow(
      /is not in this clone: fetch it \(actions\/checkout's fetch-depth: 2/,
    );
    await expect(changesSince(root, "--output=/tmp/x")).rejects.toThrow(/is not in this clone/);
  });
});
