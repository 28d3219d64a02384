// Where the benchmark's mutants come from. A provider is a function
//   (library, root, { seed }) => Promise<Candidate[]>
// where a candidate is { file, function, line, operator, description, mutatedSource }: one
// change inside one named function of a file under the library's `mutate` globs, `file` relative
// to the tree's root. The candidates come in the order to try them; run.mjs keeps those the plain
// runner fails at least 3 tests of, in a function at least 5 tests reach.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { importBundled, ROOT } from "../lib.mjs";

/**
 * Mutants from fix-loop's own operators (src/mutation: mutantsOf, definedNames): every function
 * of every file the library lets mutate, shuffled with the seed, a few mutants each.
 */
export async function operatorMutants(library, root, { seed, perFunction = 2, only = null }) {
  const entry = "src/mutation/index.ts";
  if (!existsSync(path.join(ROOT, entry)))
    throw new Error(
      `${entry} is not on this branch: the operators provider needs fix-loop's mutation module`,
    );
  const { definedNames, findFunction, languageOfFile, mutantsOf } = await importBundled(entry);
  const candidates = [];
  for (const file of filesToMutate(library, root)) {
    const language = languageOfFile(file);
    if (!language || (only && ![...only].some((key) => key.startsWith(`${file}:`)))) continue;
    const source = readFileSync(path.join(root, file), "utf8");
    const names = definedNames(source, language);
    const innermostAt = innermostFunction(source, names, (name) =>
      findFunction(source, name, language),
    );
    for (const name of names) {
      if (only && !only.has(`${file}:${name}`)) continue;
      // All of the function's mutants, then a seeded few: mutantsOf's own order takes the
      // operators in turn, so a cap of 2 would always try the first two kinds.
      const all = mutantsOf(source, { functionName: name, language, seed });
      for (const mutant of shuffled(all, seed).slice(0, perFunction)) {
        const innermost = innermostAt(mutant.line);
        candidates.push({
          file,
          function: name,
          ...mutant,
          ...(innermost && innermost !== name ? { innermost } : {}),
        });
      }
    }
  }
  return shuffled(candidates, seed);
}

/**
 * A fixed list of mutants from the operators, by { library, file, function, line, description }
 * (sample.json: the daily sample, drawn once from a full run's counted bugs). Each is made anew
 * from the operators, so the list holds no source; one that no longer comes out is an error.
 */
export function listedMutants(listFile) {
  const entries = JSON.parse(readFileSync(listFile, "utf8"));
  return async (library, root, { seed }) => {
    const listed = entries.filter((entry) => entry.library === library.name);
    // Only the listed functions' mutants are made: each function's are the same whichever others are.
    const all = await operatorMutants(library, root, {
      seed,
      perFunction: Number.POSITIVE_INFINITY,
      only: new Set(listed.map((entry) => `${entry.file}:${entry.function}`)),
    });
    return listed.map((entry) => {
      const found = all.filter((mutant) =>
        ["file", "function", "line", "description"].every((key) => mutant[key] === entry[key]),
      );
      if (found.length === 0)
        throw new Error(`${listFile}: the operators no longer make ${JSON.stringify(entry)}`);
      if (found.length > 1)
        throw new Error(
          `${listFile}: ${found.length} mutants answer to ${JSON.stringify(entry)} (one line, one description); draw another`,
        );
      return found[0];
    });
  };
}

/**
 * Hand-given changes, from a JSON list of { library, file, function, find, replace, description? }:
 * a test input for the harness only, never the benchmark's source of bugs.
 */
export function handGivenMutants(listFile) {
  const entries = JSON.parse(readFileSync(listFile, "utf8"));
  return async (library, root) =>
    entries
      .filter((entry) => entry.library === library.name)
      .map((entry) => {
        const source = readFileSync(path.join(root, entry.file), "utf8");
        const at = source.indexOf(entry.find);
        if (at < 0)
          throw new Error(
            `${listFile}: ${entry.file} of ${library.name} has no ${JSON.stringify(entry.find)}`,
          );
        return {
          file: entry.file,
          function: entry.function,
          line: source.slice(0, at).split("\n").length,
          operator: "hand",
          description: entry.description ?? `${entry.find} -> ${entry.replace}`,
          mutatedSource: source.slice(0, at) + entry.replace + source.slice(at + entry.find.length),
        };
      });
}

/** The files under the library's `mutate` globs and outside its `exclude` ones, sorted. */
export function filesToMutate(library, root) {
  const included = (file) =>
    library.mutate.some((glob) => globToRegExp(glob).test(file)) &&
    !library.exclude.some((glob) => globToRegExp(glob).test(file));
  return walk(root, "").filter(included).sort();
}

function walk(root, relative) {
  const files = [];
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...walk(root, child));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

/** `**` any folders, `*` any name part. */
function globToRegExp(glob) {
  const pattern = glob
    .split("**/")
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*"))
    .join("(?:.*/)?");
  return new RegExp(`^${pattern}$`);
}

/** The same seed, the same order (mulberry32 and Fisher-Yates). */
export function shuffled(items, seed) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/**
 * The named function whose body holds a line and no smaller one does: a mutant the operators
 * made while going through `outer` may sit in a helper `outer` declares, and that helper is the
 * function the mutant changed (judge.mjs takes either name).
 */
function innermostFunction(source, names, spanOf) {
  const lineAt = (offset) => source.slice(0, offset).split("\n").length;
  const spans = names.flatMap((name) => {
    const span = spanOf(name);
    return span ? [{ name, from: span.line, to: lineAt(span.bodyEnd) }] : [];
  });
  return (line) =>
    spans
      .filter((span) => span.from <= line && line <= span.to)
      .sort((a, b) => a.to - a.from - (b.to - b.from))[0]?.name ?? null;
}
