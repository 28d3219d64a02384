import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { culpritOf } from "../../../src/triage/culprit.js";
import { createTempProject } from "../../support/temp-project.js";

// node-lru-cache's shape: the tests import what tsc (here esbuild, as tshy and tsup use) built
// into dist/, with a source map beside it; coverage and stacks name the built file.

const TSC = path.resolve(import.meta.dirname, "../../../node_modules/.bin/tsc");

const CART_TS = [
  "export class Cart {",
  "  #items: number[] = [];",
  "  get size(): number {",
  "    return this.#items.length;",
  "  }",
  "  #sum(): number {",
  "    return this.#items.reduce((total, price) => total + price, 0);",
  "  }",
  "  total(): number {",
  "    return this.#sum() + 1;",
  "  }",
  "}",
  "",
  "export function label(cart: Cart): string {",
  '  return String(cart.size) + " items";',
  "}",
  "",
].join("\n");

async function built(options: string[]): Promise<string> {
  const root = await createTempProject({
    "src/cart.ts": CART_TS,
    "tsconfig.json": JSON.stringify({
      compilerOptions: { target: "es2022", module: "commonjs", outDir: "dist", rootDir: "src" },
    }),
  });
  execFileSync(TSC, ["-p", "tsconfig.json", ...options], { cwd: root });
  return root;
}

describe("a culprit in built code with a source map", () => {
  let root: string;
  beforeAll(async () => {
    root = await built(["--sourceMap"]);
  }, 60_000);

  it("is the project's source file and function it was built from", () => {
    const named = (fn: string, line: number | null = null) => {
      const culprit = culpritOf("dist/cart.js", fn, "coverage", root, line);
      return `${culprit.file}:${culprit.function}`;
    };
    expect(named("#sum")).toBe("src/cart.ts:#sum");
    expect(named("total")).toBe("src/cart.ts:total");
    expect(named("label")).toBe("src/cart.ts:label");
    // A frame's line in the built file: the function that encloses its source line.
    const builtText = execFileSync("grep", ["-n", "reduce", "dist/cart.js"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(named("Cart.#sum", Number(builtText.split(":")[0]))).toBe("src/cart.ts:#sum");
  });

  it("stays the built file where the map or its source is a link out of the project", () => {
    // The tests' output: a map a test wrote, and a source that is a link to a file outside.
    const outside = mkdtempSync(path.join(tmpdir(), "fix-loop-outside-"));
    try {
      writeFileSync(path.join(outside, "secret.ts"), "export function secret() {\n}\n");
      const map = readFileSync(path.join(root, "dist/cart.js.map"), "utf8");
      symlinkSync(path.join(outside, "secret.ts"), path.join(root, "src/linked.ts"));
      writeFileSync(
        path.join(root, "dist/cart.js.map"),
        map.replace('"../src/cart.ts"', '"../src/linked.ts"'),
      );
      expect(culpritOf("dist/cart.js", "total", "coverage", root).file).toBe("dist/cart.js");
      writeFileSync(path.join(outside, "cart.js.map"), map);
      rmSync(path.join(root, "dist/cart.js.map"));
      symlinkSync(path.join(outside, "cart.js.map"), path.join(root, "dist/cart.js.map"));
      expect(culpritOf("dist/cart.js", "label", "coverage", root).file).toBe("dist/cart.js");
      rmSync(path.join(root, "dist/cart.js.map"));
      writeFileSync(path.join(root, "dist/cart.js.map"), map);
      expect(culpritOf("dist/cart.js", "#sum", "coverage", root).file).toBe("src/cart.ts");
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("stays the built file without a map, or where the map leads out of the project", () => {
    const map = path.join(root, "dist/cart.js.map");
    rmSync(map);
    expect(culpritOf("dist/cart.js", "total", "coverage", root).file).toBe("dist/cart.js");
    writeFileSync(
      map,
      JSON.stringify({ version: 3, sources: ["../../outside.ts"], mappings: "AAAA;AACA" }),
    );
    expect(culpritOf("dist/cart.js", "total", "coverage", root).file).toBe("dist/cart.js");
  });
});
