import { closeSync, openSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { glob } from "tinyglobby";
import { type Config, TIER_NAMES } from "../config/schema.js";
import { messageOf, UserError } from "../errors.js";
import { startProblem } from "../process/diagnose.js";
import { isExecutableSync } from "../process/is-executable.js";
import { parseScriptHeader, type ScriptHeader } from "./header.js";
import { reviewStateOf } from "./review-marker.js";
import type { ScriptTest } from "./script-test.js";

export interface DiscoveryProblem {
  /** The script concerned, relative to the project root, when there is one. */
  file?: string;
  message: string;
}

/** Every problem found with the test scripts, reported at once; the CLI prints them and exits 2. */
export class TestDiscoveryError extends UserError {
  override readonly name = "TestDiscoveryError";
  constructor(readonly problems: DiscoveryProblem[]) {
    super(
      [
        `${problems.length} problem${problems.length === 1 ? "" : "s"} with the test scripts:`,
        ...problems.map((problem) => `  - ${problem.message}`),
      ].join("\n"),
    );
  }
}

export interface DiscoverOptions {
  /** The project root; globs and reported paths are relative to it. */
  cwd: string;
  config: Config;
  /** Do not report a glob that matches no file. */
  emptyGlobsAllowed?: boolean;
  /** Scripts skipped because they carry a `# REVIEW:` line (generated, not accepted yet). */
  onInReview?: (files: string[]) => void;
}

/** Where a script was found: under a tier's own tests: glob, or the top-level tests: glob. */
interface Found {
  file: string;
  tier: string | null;
}

const HEADER_BYTES = 16 * 1024;
const IGNORED = ["**/node_modules/**", "**/.git/**"];

/**
 * Finds the test scripts of every tier and of the top-level `tests:` glob (where each script
 * names its tier in a `# TIER:` header), reads their headers, and checks them. Throws a
 * TestDiscoveryError listing every problem at once.
 */
export async function discoverScripts(options: DiscoverOptions): Promise<ScriptTest[]> {
  const { cwd, config } = options;
  const problems: DiscoveryProblem[] = [];
  const found = new Map<string, Found>();

  const sources = [
    ...config.tiers.map((tier) => ({ tier: tier.name as string | null, globs: tier.tests ?? [] })),
    { tier: null, globs: config.tests ?? [] },
  ];
  for (const source of sources) {
    for (const pattern of source.globs) {
      const files = await glob(pattern, {
        cwd,
        dot: true,
        onlyFiles: true,
        ignore: IGNORED,
        expandDirectories: false,
      });
      const where = source.tier === null ? "tests:" : `tier "${source.tier}"`;
      if (files.length === 0 && !options.emptyGlobsAllowed)
        problems.push({ message: `${where} glob "${pattern}" matches no file` });
      for (const file of files) {
        const earlier = found.get(file);
        if (earlier && earlier.tier !== source.tier) {
          problems.push({
            file,
            message: `${file} is matched by both ${describeSource(earlier.tier)} and ${describeSource(source.tier)}: list each script in one place`,
          });
        }
        if (!earlier) found.set(file, { file, tier: source.tier });
      }
    }
  }

  const tierNames = config.tiers.map((tier) => tier.name);
  const checked = await Promise.all(
    [...found.values()]
      .sort((a, b) => compare(a.file, b.file))
      .map((entry) => inspect(cwd, entry, tierNames)),
  );
  const inReview = checked.flatMap((result) => (result.inReview ? [result.inReview] : []));
  if (inReview.length > 0) options.onInReview?.(inReview);
  const byId = new Map<string, string>();
  const scripts: ScriptTest[] = [];
  for (const result of checked) {
    problems.push(...result.problems);
    if (!result.script) continue;
    const other = byId.get(result.script.id);
    if (other) {
      problems.push({
        file: result.script.file,
        message: `duplicate test id "${result.script.id}" in ${other} and ${result.script.file}`,
      });
      continue;
    }
    byId.set(result.script.id, result.script.file);
    scripts.push(result.script);
  }
  if (problems.length > 0) throw new TestDiscoveryError(problems);
  const tierOrder = [...tierNames, ...TIER_NAMES.filter((name) => !tierNames.includes(name))];
  return scripts.sort(
    (a, b) => tierOrder.indexOf(a.tier) - tierOrder.indexOf(b.tier) || compare(a.file, b.file),
  );
}

async function inspect(
  cwd: string,
  entry: Found,
  tierNames: readonly string[],
): Promise<{ script: ScriptTest | null; problems: DiscoveryProblem[]; inReview?: string }> {
  const { file } = entry;
  const absolutePath = resolve(cwd, file);
  const problems: DiscoveryProblem[] = [];
  const report = (message: string) => problems.push({ file, message });

  let start: Buffer;
  try {
    start = readStart(absolutePath);
  } catch (error) {
    report(`${file} cannot be read: ${messageOf(error)}`);
    return { script: null, problems };
  }
  if (reviewStateOf(start.toString("utf8")) !== null)
    return { script: null, problems, inReview: file };
  if (!isExecutableSync(absolutePath)) report(`${file} is not executable: run chmod +x ${file}`);
  const badStart = startProblem(start, file);
  if (badStart) report(badStart);

  const header = parseScriptHeader(start.toString("utf8"), file);
  for (const problem of header.problems) report(`${file}: ${problem}`);
  const tier =
    entry.tier ?? tierFromHeader(header, tierNames, (message) => report(`${file}: ${message}`));
  if (problems.length > 0 || tier === null) return { script: null, problems };
  return {
    script: {
      kind: "script",
      id: header.id,
      title: header.title,
      tier,
      file,
      absolutePath,
      requires: header.requires,
      timeoutMs: header.timeoutMs,
    },
    problems,
  };
}

/**
 * The tier a top-level script names: a number is the nth configured tier (or the nth default
 * tier when none are configured); a name must be a configured or default tier.
 */
export function tierFromHeader(
  header: ScriptHeader,
  tierNames: readonly string[],
  report: (message: string) => void,
): string | null {
  const numbered = tierNames.length > 0 ? tierNames : TIER_NAMES;
  const known = [...new Set([...tierNames, ...TIER_NAMES])];
  if (header.tier === null) {
    report(
      `no # TIER: header; a script found through the top-level tests: glob needs one (such as "# TIER: 0" or "# TIER: smoke")`,
    );
    return null;
  }
  if (typeof header.tier === "number") {
    const name = numbered[header.tier];
    if (name) return name;
    report(
      `# TIER: ${header.tier} is out of range: tiers are numbered 0 to ${numbered.length - 1} (${numbered.join(", ")})`,
    );
    return null;
  }
  if (known.includes(header.tier)) return header.tier;
  report(`# TIER: ${header.tier} names no tier: use one of ${known.join(", ")}`);
  return null;
}

function describeSource(tier: string | null): string {
  return tier === null ? "the top-level tests: glob" : `the tests of tier "${tier}"`;
}

/** Synchronous, as the runnable check before each run: one file's first bytes need no trip through the thread pool. */
function readStart(path: string): Buffer {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    return buffer.subarray(0, readSync(fd, buffer, 0, HEADER_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
