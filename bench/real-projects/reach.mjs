// How many tests reach a function: the plain runner's failures when the function throws on
// entry (a probe put at the top of its body). Runner-agnostic and cheap (one run per function,
// cached), and a lower bound: a test that expects the function to throw still passes.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importBundled, ROOT } from "../lib.mjs";
import { countsOf } from "./counts.mjs";
import { goReachOf } from "./go-reach.mjs";
import { shell } from "./timing.mjs";
import { freshCopy, removeCopy, writeMutated } from "./trees.mjs";

const PROBE = "fix-loop-reach-probe";

/** A function's source with a throw at the top of its body, or null when none can be put there. */
export async function probed(source, functionName, language) {
  if (!existsSync(path.join(ROOT, "src/mutation/index.ts"))) return null;
  const { findFunction } = await importBundled("src/mutation/index.ts");
  const span = findFunction(source, functionName, language);
  if (!span) return null;
  if (language === "python") {
    const lineStart = source.indexOf("\n", span.bodyStart - 1) + 1;
    const firstLine = source.slice(lineStart).match(/^([ \t]+)\S/m);
    if (!firstLine || lineStart <= 0) return null;
    const at = lineStart + source.slice(lineStart).indexOf(firstLine[0]);
    return `${source.slice(0, at)}${firstLine[1]}raise RuntimeError("${PROBE}")\n${source.slice(at)}`;
  }
  const thrower = `throw new Error("${PROBE}");`;
  if (source[span.bodyStart - 1] === "{")
    return source.slice(0, span.bodyStart) + thrower + source.slice(span.bodyStart);
  return `${source.slice(0, span.bodyStart)}(() => { ${thrower} })()${source.slice(span.bodyEnd)}`;
}

/**
 * Tests reaching `fn` of `file` in the library, from the cache or one probed run; null if
 * unknown. The probed run is bounded as a mutant's plain run is (`limitSeconds`): a probe that
 * throws in a server's handler can leave a request, and so the runner, waiting for ever
 * (express under mocha without --exit).
 */
export async function reachOf(library, root, scratch, file, fn, language, limitSeconds = null) {
  const cacheFile = path.join(scratch, "reach.json");
  const cache = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
  const key = `${library.name}@${library.commit}:${file}:${fn}`;
  if (key in cache) return cache[key];
  if (language === "go") {
    // One coverage pass gives every function's reach: all go in the cache at once.
    const all = await goReachOf(root, library.env);
    for (const name of await functionsOf(root, file, language))
      cache[`${library.name}@${library.commit}:${file}:${name}`] = 0;
    for (const [at, tests] of Object.entries(all))
      cache[`${library.name}@${library.commit}:${at}`] = tests;
    cache[key] ??= 0;
    writeFileSync(cacheFile, `${JSON.stringify(cache, null, 2)}\n`);
    return cache[key];
  }
  const source = readFileSync(path.join(root, file), "utf8");
  const withProbe = await probed(source, fn, language);
  let reach = null;
  if (withProbe !== null) {
    const copy = freshCopy(root, path.join(scratch, "mutants", `${library.name}-reach`));
    writeMutated(copy, file, withProbe);
    const run = shell(library.test, copy, library.env, limitSeconds);
    const counts = run.code === 124 ? null : countsOf(library.runner, run.output);
    reach = counts ? counts.failed : null;
    removeCopy(copy);
  }
  cache[key] = reach;
  writeFileSync(cacheFile, `${JSON.stringify(cache, null, 2)}\n`);
  return reach;
}

async function functionsOf(root, file, language) {
  const { definedNames } = await importBundled("src/mutation/index.ts");
  return definedNames(readFileSync(path.join(root, file), "utf8"), language);
}
