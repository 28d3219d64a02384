import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What a start of the Action and of the hook program loads before it does anything: the files
// dist/main.js and dist/hooks.js import statically, read from the bundles as built. esbuild
// marks each module it bundles with a `// node_modules/...` or `// src/...` comment.

const DIST = path.resolve(import.meta.dirname, "../../dist");

// Imports of the chunks esbuild wrote (a bundled package's own text may say `from "./x"` too).
const CHUNK = String.raw`\./(?:action|hooks|cli)-[\w-]+\.js`;
const STATIC_IMPORT = new RegExp(
  String.raw`(?:^|[\n;])\s*import\s*(?:[^"';]*?\s*from\s*)?"(${CHUNK})"`,
  "g",
);
const DYNAMIC_IMPORT = new RegExp(String.raw`\bimport\(\s*"(${CHUNK})"\s*\)`, "g");

/** The bundle and every chunk it imports statically, transitively: what loads at its start. */
function loadedAtStart(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, target] of readFileSync(path.join(DIST, file), "utf8").matchAll(STATIC_IMPORT))
      visit(path.normalize(target as string));
  };
  visit(entry);
  return [...seen];
}

/** The bundled modules (as esbuild's comments name them) in these dist files. */
function modulesIn(files: readonly string[]): string {
  return files
    .map((file) => readFileSync(path.join(DIST, file), "utf8"))
    .flatMap((text) => text.match(/^\/\/ (?:node_modules|src)\/\S+/gm) ?? [])
    .join("\n");
}

const chunksOf = (prefix: string) =>
  readdirSync(DIST).filter((name) => name.startsWith(prefix) && name.endsWith(".js"));

describe("what a start loads", () => {
  it("dist/main.js: the inputs, guards and mode table, no mode's work and no artifact client", () => {
    const atStart = modulesIn(loadedAtStart("main.js"));
    expect(atStart).toContain("// src/action/main.ts");
    expect(atStart).toContain("// src/action/modes/registry.ts");
    for (const later of [
      "// node_modules/@actions/artifact/",
      "// node_modules/undici/",
      "// node_modules/@octokit/",
      "// src/action/modes/run-and-present.ts",
      "// src/action/modes/check/run-check.ts",
      "// src/action/modes/publish/run-publish.ts",
      "// src/fix/run-fix.ts",
      "// src/triage/triage.ts",
    ]) {
      expect(atStart).not.toContain(later);
      // ...and it is in the Action's chunks, loaded when used (the check above would pass
      // vacuously if esbuild stopped naming modules).
      expect(modulesIn(chunksOf("action-"))).toContain(later);
    }
  });

  it("dist/hooks.js: neither picomatch (a file write's guard) nor git's code (a Stop's)", () => {
    const atStart = modulesIn(loadedAtStart("hooks.js"));
    expect(atStart).toContain("// src/hooks/handle-event.ts");
    for (const later of ["// node_modules/picomatch/", "// src/hooks/worktree-baseline.ts"]) {
      expect(atStart).not.toContain(later);
      expect(modulesIn(chunksOf("hooks-"))).toContain(later);
    }
  });

  it("every chunk a bundle imports, statically or when used, is in dist/", () => {
    const bundles = ["main.js", "hooks.js", "cli.js"];
    const files = [...bundles, ...chunksOf("action-"), ...chunksOf("hooks-"), ...chunksOf("cli-")];
    const missing = files.flatMap((file) => {
      const text = readFileSync(path.join(DIST, file), "utf8");
      return [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)]
        .map(([, target]) => target as string)
        .filter((target) => !existsSync(path.join(DIST, target)))
        .map((target) => `${file} -> ${target}`);
    });
    expect(missing).toEqual([]);
  });
});
