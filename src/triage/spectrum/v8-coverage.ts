import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COVERAGE_MOST_BYTES, readRunOutput } from "../../files/read-run-output.js";
import { helperUnit, isHelperUnit } from "./coverage-runner.js";

interface V8Function {
  functionName: string;
  ranges: { startOffset: number; endOffset: number; count: number }[];
}

export interface V8Script {
  url: string;
  functions: V8Function[];
}

/**
 * The named functions that ran at least once, from the files Node writes to NODE_V8_COVERAGE
 * (one per process), as "path/relative/to/root:function" for files under the root.
 */
export async function calledFunctions(coverageDir: string, root: string): Promise<Set<string>> {
  const called = new Set<string>();
  const files = await readdir(coverageDir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith(".json"))) {
    const text = await readRunOutput(path.join(coverageDir, file), COVERAGE_MOST_BYTES);
    let scripts: V8Script[] = [];
    try {
      scripts = (JSON.parse(text) as { result?: V8Script[] }).result ?? [];
    } catch {
      continue; // a process killed while writing leaves half a file: it says nothing
    }
    for (const id of unitsRun(scripts, root)) called.add(id);
  }
  return called;
}

/**
 * The named functions of files under the root that ran, from one V8 precise-coverage result. A
 * helper declared inside another function is named as that function: the source's enclosing
 * function is the one a person reads, and the one a bug at the helper's call site is in (dayjs's
 * `startOf` picks `instanceFactory`'s arguments by a branch; the helper alone ranks first).
 */
export function functionsRun(scripts: readonly V8Script[], root: string): string[] {
  return unitsRun(scripts, root).filter((id) => !isHelperUnit(id));
}

/**
 * What triage ranks: the functions that ran, as functionsRun names them, and each helper
 * declared inside one of them as a unit of its own, `path:outer/helper`, named as `outer`
 * when blamed (helperOwner). A helper's spectrum is sharper than its function's: dayjs's `add`
 * is called for every unit, its `instanceFactorySet` only to add days and weeks; the function
 * alone ties with `$set`, which the helper calls, and which passing tests call no more often.
 */
export function unitsRun(scripts: readonly V8Script[], root: string): string[] {
  const ran: string[] = [];
  for (const script of scripts) {
    const relative = relativeUnder(script.url, root);
    if (!relative) continue;
    for (const fn of script.functions) {
      if (fn.functionName !== "" && (fn.ranges[0]?.count ?? 0) > 0) {
        const outer = enclosingName(fn, script.functions);
        ran.push(`${relative}:${outer}`);
        if (outer !== fn.functionName)
          ran.push(`${relative}:${helperUnit(outer, fn.functionName)}`);
      }
    }
  }
  return ran;
}

/** A local helper's name: a plain identifier (`proto.startOf` is attached to something else). */
const LOCAL_NAME = /^[A-Za-z_$][\w$]*$/;
/**
 * Names that stand for no function of the source: jest's wrapper around a module, and the names
 * compilers give an anonymous default export (babel's `_default`), around all of a module's code.
 */
const NOT_ENCLOSING = new Set(["", "Object.<anonymous>", "_default", "default"]);

/**
 * The innermost function with a source name whose range holds this local helper, else the
 * function's own name. V8 lists a script's functions with their source ranges; which of them
 * ran does not matter (the helper ran inside a call of it, or escaped it).
 */
function enclosingName(fn: V8Function, functions: readonly V8Function[]): string {
  const own = fn.ranges[0];
  if (!own || !LOCAL_NAME.test(fn.functionName)) return fn.functionName;
  let best: { name: string; size: number } | null = null;
  for (const other of functions) {
    const range = other.ranges[0];
    if (!range || other === fn || NOT_ENCLOSING.has(other.functionName) || isSynthetic(other))
      continue;
    const holds = range.startOffset <= own.startOffset && own.endOffset <= range.endOffset;
    const size = range.endOffset - range.startOffset;
    if (holds && size > own.endOffset - own.startOffset && (!best || size < best.size)) {
      best = { name: other.functionName, size };
    }
  }
  return best?.name ?? fn.functionName;
}

/**
 * V8's own functions around a class's fields (`<instance_members_initializer>`,
 * `<static_initializer>`): their range is the class body, so every method would be a "helper"
 * of one, named by no function of the source (yaml's `ToJSContext.setAnchor`).
 */
function isSynthetic(fn: V8Function): boolean {
  return fn.functionName.startsWith("<");
}

function relativeUnder(url: string, root: string): string | null {
  let file = url;
  if (url.startsWith("file://")) file = fileURLToPath(url);
  if (!path.isAbsolute(file)) return null;
  const relative = path.relative(root, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join("/");
}
