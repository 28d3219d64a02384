import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

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
    const text = await readFile(path.join(coverageDir, file), "utf8").catch(() => "");
    let scripts: V8Script[] = [];
    try {
      scripts = (JSON.parse(text) as { result?: V8Script[] }).result ?? [];
    } catch {
      continue; // a process killed while writing leaves half a file: it says nothing
    }
    for (const id of functionsRun(scripts, root)) called.add(id);
  }
  return called;
}

/** The named functions of files under the root that ran, from one V8 precise-coverage result. */
export function functionsRun(scripts: readonly V8Script[], root: string): string[] {
  const ran: string[] = [];
  for (const script of scripts) {
    const relative = relativeUnder(script.url, root);
    if (!relative) continue;
    for (const fn of script.functions) {
      if (fn.functionName !== "" && (fn.ranges[0]?.count ?? 0) > 0) {
        ran.push(`${relative}:${fn.functionName}`);
      }
    }
  }
  return ran;
}

function relativeUnder(url: string, root: string): string | null {
  let file = url;
  if (url.startsWith("file://")) file = fileURLToPath(url);
  if (!path.isAbsolute(file)) return null;
  const relative = path.relative(root, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join("/");
}
