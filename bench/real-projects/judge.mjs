// Reading one verify of a mutated tree: how its failures were grouped and whom triage blamed,
// against the function the mutant changed.

/** The groups of a results.json, the culprit of each, and the failing tests. */
export function groupingOf(results) {
  const failing = (results?.tests ?? [])
    .filter((test) => test.status === "failed")
    .map((test) => test.id);
  const groups = (results?.groups ?? []).map((group) => ({
    tests: [...group.tests].sort(),
    culprit: group.triage?.culprit
      ? {
          file: group.triage.culprit.file,
          function: group.triage.culprit.function,
          source: group.triage.culprit.source,
          closeBehind: group.triage.culprit.closeBehind ?? [],
        }
      : null,
  }));
  return { failing, groups, key: JSON.stringify(groups.map((group) => group.tests).sort()) };
}

/**
 * The verdict on one bug: its group count, and whether the culprit of its largest group (top 1)
 * is the mutated function, or at least in its file. Paths compare relative to the tree's root,
 * with the form noted when the culprit's differs (issue 29: "one path form per file").
 */
export function judged(grouping, mutant) {
  const largest = [...grouping.groups].sort((a, b) => b.tests.length - a.tests.length)[0] ?? null;
  const culprit = largest?.culprit ?? null;
  // A real bug's fix may change several functions (BugsJS): the culprit may be any of them. A
  // mutant made while going through a function may sit in a helper that function declares:
  // the helper is the function it changed too (providers.mjs, `innermost`).
  const changed = mutant.fixed ?? [
    { file: mutant.file, function: mutant.function },
    ...(mutant.innermost ? [{ file: mutant.file, function: mutant.innermost }] : []),
  ];
  const inFiles = changed.filter((each) => culprit !== null && samePath(culprit.file, each.file));
  const inFile = inFiles.length > 0;
  const names = (named) =>
    changed.some(
      (each) =>
        samePath(named.file, each.file) &&
        (each.file.endsWith(".go")
          ? sameGoFunction(named.function, each.function)
          : sameFunction(named.function, each.function)),
    );
  const top1 = culprit !== null && names(culprit);
  return {
    groups: grouping.groups.length,
    failing: grouping.failing.length,
    culprit,
    top1,
    // The mutated function is the culprit or one of the functions named close behind it.
    orClose: top1 || (culprit?.closeBehind ?? []).some(names),
    inFile,
    pathForm: culprit && inFile && culprit.file !== inFiles[0].file ? culprit.file : null,
    culprits: grouping.groups.map((group) =>
      group.culprit ? `${group.culprit.file}:${group.culprit.function}` : null,
    ),
  };
}

/** Whether a group of a two-bug tree holds failures that belong to each bug alone. */
export function mergedGroups(grouping, onlyA, onlyB) {
  return grouping.groups.filter(
    (group) => group.tests.some((id) => onlyA.has(id)) && group.tests.some((id) => onlyB.has(id)),
  ).length;
}

function samePath(culpritFile, file) {
  const clean = (value) => value.replace(/\\/g, "/").replace(/^\.\//, "");
  const a = clean(culpritFile);
  const b = clean(file);
  return a === b || a.endsWith(`/${b}`) || b.endsWith(`/${a}`);
}

/**
 * Go culprits are named as Go's stacks name them, `pflag.(*FlagSet).Parse` or `pflag.Parse`;
 * mutants as src/mutation names them, `FlagSet.Parse` or `Parse`. A method and a function of
 * one name are different functions.
 */
function sameGoFunction(culpritFunction, name) {
  const unqualified = culpritFunction.replace(/^[\w-]+\./, "").replace(/\(\*?(\w+)\)/, "$1");
  return unqualified === name;
}

/** `SortedList._loc`, `DateTime#toISO` or `Module.parse` name `_loc`, `toISO`, `parse`. */
function sameFunction(culpritFunction, name) {
  const last = culpritFunction
    .split(/[.#:]|::/)
    .filter(Boolean)
    .at(-1);
  return culpritFunction === name || last === name;
}
