import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  DEFAULT_COVERAGE_LIMITS,
  SourceReader,
  alternate,
  chooseCoverageTests,
  culpritOf,
  declaredOn,
  describeDownService,
  failureSignature,
  frameCaller,
  frameCulprit,
  frameOnlyPassedTheValue,
  identifierOf,
  isAnonymous,
  isProjectCode,
  isTierKindName,
  redirectReport,
  rerunCommandFor,
  stackCulprits
} from "./action-chunk-IY7UM53W.js";
import {
  failedInQuarantine,
  failsTheRun,
  helperOwner,
  isHelperUnit,
  isTestPath,
  plural,
  removeSharedFolder,
  runnerNamed,
  shareFolder,
  splitFunctionId
} from "./action-chunk-DX6RRUZF.js";
import {
  VERSION
} from "./action-chunk-SLG3UUXN.js";
import {
  resultsSchema
} from "./action-chunk-ZCTGRCSM.js";

// src/triage/spectrum/tier-coverage.ts
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
function coverageForTiers(tiers, options) {
  const runners = /* @__PURE__ */ new Map();
  let scratch = null;
  for (const tier of tiers) {
    const runner = tier.coverageRunner?.({
      ...options,
      env: { ...options.env, ...tier.env },
      commandFor: (tests) => {
        const command = tier.selectiveCommand(tests);
        if (command === null) return null;
        scratch ??= mkdtempSync(path.join(tmpdir(), "fix-loop-coverage-reports-"));
        shareFolder(scratch, options.runAs);
        const redirect = redirectReport(command, tier.reports, scratch);
        for (const report of tier.reports) {
          const folder = path.dirname(path.join(scratch, report));
          mkdirSync(folder, { recursive: true });
          for (let at = folder; at !== scratch && at.startsWith(scratch); at = path.dirname(at))
            shareFolder(at, options.runAs);
        }
        return redirect?.command ?? command;
      }
    });
    if (runner) runners.set(tier.name, runner);
  }
  if (runners.size === 0) return null;
  return {
    recordsCollection: (tests) => tests.every((test) => runners.get(test.tier)?.recordsCollection?.([test]) === true),
    async run(tests, signal) {
      const found = /* @__PURE__ */ new Map();
      try {
        for (const [tier, runner] of runners) {
          const mine = tests.filter((test) => test.tier === tier);
          if (mine.length === 0 || signal?.aborted) continue;
          for (const [id, functions] of await runner.run(mine, signal)) found.set(id, functions);
        }
        return found;
      } finally {
        if (scratch) await removeSharedFolder(scratch);
        scratch = null;
      }
    }
  };
}

// src/triage/spectrum/shared-helpers.ts
import { readdirSync } from "node:fs";
import path2 from "node:path";
var SHARED_CALLERS = 3;
var MAX_FILES = 2e3;
var SOURCE = /\.(?:[cm]?[jt]sx?|py)$/;
function sharedHelpers(root, source, called) {
  const counter = callerCounter(root, source);
  const known = /* @__PURE__ */ new Map();
  return (id) => {
    let shared = known.get(id);
    if (shared === void 0) {
      const name = identifierOf(splitFunctionId(id).function);
      const callers = name ? counter(splitFunctionId(id).file, name) : 0;
      const onPath = [...called].filter(
        (other) => other !== id && name !== null && callsName(source, other, name)
      ).length;
      shared = callers >= SHARED_CALLERS && onPath * 2 < callers;
      known.set(id, shared);
    }
    return shared;
  };
}
function blameHelpersCaller(blamed, ranked, failing, source, isShared) {
  const result = new Map(blamed);
  for (const [test, suspect] of blamed) {
    if (!isShared(suspect.fn)) continue;
    const name = identifierOf(splitFunctionId(suspect.fn).function);
    const ran = failing.get(test) ?? /* @__PURE__ */ new Set();
    const caller = ranked.find(
      (each) => each.fn !== suspect.fn && ran.has(each.fn) && name !== null && callsName(source, each.fn, name) && !isShared(each.fn)
    );
    if (caller) result.set(test, caller);
  }
  return result;
}
function callsName(source, id, name) {
  const { file, function: fn } = splitFunctionId(id);
  return source.callsOf(file, fn).has(name);
}
function callerCounter(root, source) {
  const filesOf = /* @__PURE__ */ new Map();
  const callsIn = /* @__PURE__ */ new Map();
  return (file, name) => {
    const top = file.includes("/") ? file.split("/")[0] : "";
    let counts = callsIn.get(top);
    if (!counts) {
      counts = /* @__PURE__ */ new Map();
      const files = filesOf.get(top) ?? listSources(root, top);
      filesOf.set(top, files);
      for (const each of files)
        for (const calls of source.callsIn(each).values())
          for (const called of calls) counts.set(called, (counts.get(called) ?? 0) + 1);
      callsIn.set(top, counts);
    }
    return counts.get(name) ?? 0;
  };
}
function listSources(root, top) {
  const found = [];
  const walk = (dir, deep) => {
    let entries;
    try {
      entries = readdirSync(path2.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.length >= MAX_FILES) return;
      const relative = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      if (entry.isDirectory()) {
        if (deep) walk(relative, true);
      } else if (SOURCE.test(entry.name) && !isTestPath(relative)) found.push(relative);
    }
  };
  walk(top, top !== "");
  return found;
}

// src/triage/frames/helper-callers.ts
function helpersCallers(failed, root) {
  const replaced = /* @__PURE__ */ new Map();
  if (!root) return replaced;
  const byHelper = /* @__PURE__ */ new Map();
  for (const test of failed) {
    if (frameOnlyPassedTheValue(test)) continue;
    const helper = frameCulprit(test, root);
    if (!helper) continue;
    const entry = byHelper.get(helper.key) ?? { helper, tests: [] };
    entry.tests.push({ id: test.id, caller: frameCaller(test, root) });
    byHelper.set(helper.key, entry);
  }
  const source = new SourceReader(root);
  const count = callerCounter(root, source);
  const callersOf = (culprit) => {
    const name = identifierOf(culprit.function);
    return name ? count(culprit.file, name) : 0;
  };
  for (const { helper, tests } of byHelper.values()) {
    const callers = new Set(tests.map((test) => test.caller?.key ?? null));
    const [only] = tests;
    const caller = only?.caller;
    if (callers.size !== 1 || !caller) continue;
    if (callersOf(helper) < SHARED_CALLERS || callersOf(caller) >= SHARED_CALLERS) continue;
    for (const test of tests) replaced.set(test.id, caller);
  }
  return replaced;
}

// src/triage/merge-groups.ts
function mergeByCulprit(entries, rank2) {
  const parent = entries.map((_, index) => index);
  const find = (index) => {
    let root = index;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[index] = root;
    return root;
  };
  const owner = /* @__PURE__ */ new Map();
  entries.forEach((entry, index) => {
    for (const culprit of entry.culprits) {
      const other = owner.get(culprit.key);
      if (other === void 0) owner.set(culprit.key, index);
      else parent[find(index)] = find(other);
    }
  });
  joinBySignature(entries, { find, parent });
  joinByMention(entries, { find, parent });
  const clusters = /* @__PURE__ */ new Map();
  entries.forEach((entry, index) => {
    const root = find(index);
    clusters.set(root, [...clusters.get(root) ?? [], entry]);
  });
  const merged = [...clusters.values()].map((members) => mergeCluster(members, rank2));
  return merged.map(({ group, culprits }) => ({
    ...group,
    triage: { ...group.triage, keptApart: keptApart(culprits, merged.length - 1) }
  }));
}
function joinCulpritless(entries, { find, parent }, keysOf, matches) {
  const owners = /* @__PURE__ */ new Map();
  entries.forEach((entry, index) => {
    if (entry.culprits.length === 0) return;
    for (const key of keysOf(entry)) owners.set(key, (owners.get(key) ?? /* @__PURE__ */ new Set()).add(index));
  });
  entries.forEach((entry, index) => {
    if (entry.culprits.length > 0 || find(index) !== index) return;
    const roots = /* @__PURE__ */ new Set();
    for (const key of matches(entry))
      for (const owner of owners.get(key) ?? []) roots.add(find(owner));
    const [only] = roots;
    if (roots.size === 1 && only !== void 0) parent[index] = only;
  });
}
function joinBySignature(entries, union) {
  joinCulpritless(
    entries,
    union,
    (entry) => entry.plainIds,
    (entry) => entry.plainIds
  );
}
function joinByMention(entries, union) {
  joinCulpritless(
    entries,
    union,
    (entry) => entry.culprits.map((culprit) => culprit.function).filter(isDistinctiveName),
    (entry) => new Set(entry.said.join("\n").match(/[A-Za-z_$][\w$]*/g) ?? [])
  );
}
function isDistinctiveName(name) {
  return name.length >= 6 && /[a-z][A-Z]|_|\d/.test(name.replace(/^_+|_+$/g, ""));
}
function mergeCluster(members, rank2) {
  const ordered = [...members].sort(
    (a, b) => b.group.tests.length - a.group.tests.length || // Of two the same size, the one that names its culprit says more as the signature.
    Math.sign(b.culprits.length) - Math.sign(a.culprits.length) || (a.group.id < b.group.id ? -1 : a.group.id > b.group.id ? 1 : 0)
  );
  const [lead, ...rest] = ordered;
  const tests = [...new Set(ordered.flatMap((member) => member.group.tests))];
  const tier = ordered.map((member) => member.group.tier).reduce((best, next) => rank2(next) < rank2(best) ? next : best);
  const culprits = uniqueCulprits(ordered.flatMap((member) => member.culprits));
  const plainIds = new Set(ordered.flatMap((member) => [...member.plainIds]));
  plainIds.delete(lead.group.id);
  return {
    group: {
      ...lead.group,
      tests,
      tier,
      triage: {
        culprit: culprits[0] ? describeCulprit(culprits[0]) : null,
        merged: rest.map((member) => member.group.id),
        signatures: [...plainIds].sort(),
        keptApart: null
      }
    },
    culprits
  };
}
function uniqueCulprits(culprits) {
  const seen = /* @__PURE__ */ new Map();
  for (const culprit of culprits) if (!seen.has(culprit.key)) seen.set(culprit.key, culprit);
  return [...seen.values()];
}
function describeCulprit(culprit) {
  return {
    file: culprit.file,
    function: culprit.function,
    source: culprit.source,
    ...culprit.score === void 0 ? {} : { score: Math.round(culprit.score * 1e3) / 1e3 }
  };
}
function keptApart(culprits, others) {
  if (others === 0) return null;
  const of = others === 1 ? "the other group" : `the ${others} other groups`;
  if (culprits.length === 0) {
    return `no culprit found (no project frame in the stack, no coverage), so only the same signature or a mention of a culprit function could join it; none of ${of} has either`;
  }
  const names = culprits.map((c) => `${c.key} (${c.source})`).join(", ");
  return `no shared culprit: its tests point at ${names}, and no test in ${of} is blamed on them`;
}

// src/triage/subtests.ts
function failedSubtestOf(tests, root) {
  const failed = tests.filter((test) => test.status === "failed");
  const isBelow = (child, parent) => child.tier === parent.tier && nameOf(child).startsWith(`${nameOf(parent)}/`);
  const leaves = failed.filter((test) => !failed.some((other) => isBelow(other, test)));
  const stands = /* @__PURE__ */ new Map();
  for (const test of failed) {
    const leaf = leaves.find((other) => isBelow(other, test));
    if (leaf && frameCulprit(test, root) === null) stands.set(test.id, leaf);
  }
  return stands;
}
function nameOf(test) {
  return test.runnerId ?? test.id;
}

// src/triage/group.ts
function groupFailures(tests, tierOrder = [...new Set(tests.map((test) => test.tier))], options = {}) {
  const rank2 = tierRank(tierOrder);
  const byId = /* @__PURE__ */ new Map();
  const subtests = failedSubtestOf(tests, options.root);
  for (const test of tests) {
    if (test.status !== "failed") continue;
    const stand = subtests.get(test.id) ?? test;
    const culprit = options.coverageCulprits?.get(stand.id) ?? null;
    const signature = failureSignature(stand, {
      root: options.root,
      culprit,
      callerOfHelper: options.helpersCallers?.get(stand.id) ?? null
    });
    const plainId = failureSignature(test, { root: options.root }).id;
    let entry = byId.get(signature.id);
    if (!entry) {
      entry = {
        group: {
          id: signature.id,
          signature: signature.text,
          tier: test.tier,
          tests: [],
          status: "open",
          reason: null
        },
        culprits: [],
        plainIds: /* @__PURE__ */ new Set(),
        said: []
      };
      byId.set(signature.id, entry);
    }
    const group = entry.group;
    if (!group.tests.includes(test.id)) group.tests.push(test.id);
    if (rank2(test.tier) < rank2(group.tier)) group.tier = test.tier;
    if (signature.culprit && !entry.culprits.some((c) => c.key === signature.culprit?.key)) {
      entry.culprits.push(signature.culprit);
    }
    entry.plainIds.add(plainId);
    entry.said.push(...test.evidence?.summary ?? [], test.evidence?.message ?? "");
  }
  return mergeByCulprit([...byId.values()], rank2).sort(compareGroups(tierOrder));
}
function compareGroups(tierOrder) {
  const rank2 = tierRank(tierOrder);
  return (a, b) => rank2(a.tier) - rank2(b.tier) || b.tests.length - a.tests.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
function tierRank(tierOrder) {
  return (tier) => {
    const index = tierOrder.indexOf(tier);
    return index === -1 ? tierOrder.length : index;
  };
}
function knownGroupFor(known, found) {
  const ids = /* @__PURE__ */ new Set([found.id, ...found.triage?.merged ?? []]);
  return known.find(
    (group) => ids.has(group.id) || (group.triage?.merged ?? []).some((id) => ids.has(id)) || (group.triage?.signatures ?? []).some((id) => ids.has(id))
  );
}

// src/triage/spectrum/deepest-culprit.ts
function staticReach(ids, source) {
  const byName = /* @__PURE__ */ new Map();
  for (const id of ids) {
    const name = identifierOf(splitFunctionId(id).function);
    if (name) byName.set(name, [...byName.get(name) ?? [], id]);
  }
  const callees = (id) => {
    const { file, function: fn } = splitFunctionId(id);
    return [...source.callsOf(file, fn)].flatMap((name) => byName.get(name) ?? []);
  };
  const reached = /* @__PURE__ */ new Map();
  return (from, to) => {
    let set = reached.get(from);
    if (!set) {
      set = /* @__PURE__ */ new Set();
      const queue = callees(from);
      while (queue.length > 0) {
        const next = queue.pop();
        if (next === from || set.has(next)) continue;
        set.add(next);
        queue.push(...callees(next));
      }
      reached.set(from, set);
    }
    return set.has(to);
  };
}
function deepestCulprits(blamed, ranked, failing, reaches, isShared = () => false) {
  const callersOf = (fn) => [...failing].flatMap(([test, functions]) => functions.has(fn) ? [test] : []).join("\n");
  const deepened = /* @__PURE__ */ new Map();
  const deepen = (suspect) => {
    const known = deepened.get(suspect.fn);
    if (known) return known;
    let current = ranked.find((each) => each.fn === suspect.fn) ?? suspect;
    const callers = callersOf(suspect.fn);
    for (; ; ) {
      const deeper = ranked.find(
        (other) => other.fn !== current.fn && other.score === current.score && other.passed === current.passed && reaches(current.fn, other.fn) && !reaches(other.fn, current.fn) && !isShared(other.fn) && callersOf(other.fn) === callers
      );
      if (!deeper) break;
      current = deeper;
    }
    deepened.set(suspect.fn, current);
    return current;
  };
  const result = new Map([...blamed].map(([test, suspect]) => [test, deepen(suspect)]));
  const sizes = /* @__PURE__ */ new Map();
  for (const suspect of result.values()) sizes.set(suspect.fn, (sizes.get(suspect.fn) ?? 0) + 1);
  const order = [...sizes.keys()].sort(
    (a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0)
  );
  const into = /* @__PURE__ */ new Map();
  for (const fn of order) {
    const callee = order.find(
      (other) => other !== fn && !into.has(other) && reaches(fn, other) && !reaches(other, fn)
    );
    if (callee) into.set(fn, callee);
  }
  const suspectOf = new Map([...result.values()].map((suspect) => [suspect.fn, suspect]));
  for (const [test, suspect] of result) {
    let fn = suspect.fn;
    const seen = /* @__PURE__ */ new Set();
    while (into.has(fn) && !seen.has(fn)) {
      seen.add(fn);
      fn = into.get(fn);
    }
    const target = suspectOf.get(fn);
    if (target && target !== suspect) result.set(test, target);
  }
  return result;
}

// src/triage/spectrum/error-handlers.ts
var ERROR_PARAMETER = /^\s*(?:self\s*,\s*)?(?:err|error|exc|exception|ex)\s*(?:[,)=:]|$)/i;
function handlesError(source, id) {
  const { file, function: fn } = splitFunctionId(id);
  const name = identifierOf(fn);
  const lines = source.linesOf(file);
  if (!name || !lines) return false;
  for (const [index, text] of lines.entries()) {
    if (declaredOn(text) !== name) continue;
    const after = text.slice(text.indexOf(name) + name.length);
    const open = after.indexOf("(");
    const parameters = open === -1 ? lines[index + 1] ?? "" : after.slice(open + 1);
    return ERROR_PARAMETER.test(parameters);
  }
  return false;
}

// src/triage/spectrum/ochiai.ts
function blameByOchiai(failing, passing, hints = {}) {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const blamed = /* @__PURE__ */ new Map();
  let left = [...failing].filter(([, functions]) => functions.size > 0);
  while (left.length > 0) {
    const best = rank(left, passedCount, filePassedCount, hints)[0];
    if (!best) break;
    const callers = left.filter(([, functions]) => functions.has(best.fn));
    const rivals = rivalsOf(best, left, passedCount);
    const uncontested = callers.filter(
      ([, functions]) => ![...functions].some((fn) => rivals.has(fn))
    );
    const after = left.filter(([test]) => !uncontested.some(([taken2]) => taken2 === test));
    const next = rank(after, passedCount, filePassedCount, hints)[0];
    const waits = uncontested.length > 0 && next !== void 0 && rivals.has(next.fn);
    const taken = new Set((waits ? uncontested : callers).map(([test]) => test));
    for (const test of taken) blamed.set(test, best);
    left = left.filter(([test]) => !taken.has(test));
  }
  return blamed;
}
function topIsTied(failing, passing) {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const left = [...failing].filter(([, functions]) => functions.size > 0);
  const [first, second] = rank(left, passedCount, filePassedCount);
  if (!first || !second) return false;
  return byEvidence(left, passedCount, filePassedCount)(first, second) === 0;
}
function rankAll(failing, passing, hints = {}) {
  const { passedCount, filePassedCount } = passingCounts(passing);
  const left = [...failing].filter(([, functions]) => functions.size > 0);
  return rank(left, passedCount, filePassedCount, hints);
}
function passingCounts(passing) {
  const passedCount = /* @__PURE__ */ new Map();
  const filePassedCount = /* @__PURE__ */ new Map();
  for (const functions of passing.values()) {
    for (const fn of functions) passedCount.set(fn, (passedCount.get(fn) ?? 0) + 1);
    for (const file of new Set([...functions].map(fileOf)))
      filePassedCount.set(file, (filePassedCount.get(file) ?? 0) + 1);
  }
  return { passedCount, filePassedCount };
}
function rivalsOf(best, left, passedCount) {
  const rivals = /* @__PURE__ */ new Set();
  for (const [, functions] of left) {
    if (functions.has(best.fn)) continue;
    for (const fn of functions) if ((passedCount.get(fn) ?? 0) <= best.passed) rivals.add(fn);
  }
  return rivals;
}
function rank(failing, passedCount, filePassedCount = /* @__PURE__ */ new Map(), hints = {}) {
  const failedCount = /* @__PURE__ */ new Map();
  for (const [, functions] of failing) {
    for (const fn of functions) failedCount.set(fn, (failedCount.get(fn) ?? 0) + 1);
  }
  const total = failing.length;
  const evidence = byEvidence(failing, passedCount, filePassedCount, hints);
  return [...failedCount].map(([fn, failed]) => {
    const passed = passedCount.get(fn) ?? 0;
    return { fn, failed, passed, score: failed / Math.sqrt(total * (failed + passed)) };
  }).sort((a, b) => evidence(a, b) || (a.fn < b.fn ? -1 : a.fn > b.fn ? 1 : 0));
}
function byEvidence(failing, passedCount, filePassedCount, hints = {}) {
  const named = namedByTests(failing.map(([test]) => test));
  const inFile = (suspect) => filePassedCount.get(fileOf(suspect.fn)) ?? 0;
  const depth = hints.depthOnStack ?? (() => 0);
  return (a, b) => b.score - a.score || (passedCount.get(a.fn) ?? 0) - (passedCount.get(b.fn) ?? 0) || depth(b.fn) - depth(a.fn) || inFile(a) - inFile(b) || Number(isConstructor(a.fn)) - Number(isConstructor(b.fn)) || named(b.fn) - named(a.fn);
}
function isConstructor(id) {
  const { file, function: fn } = splitFunctionId(id);
  return JS_FILE.test(file) && /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(fn);
}
var JS_FILE = /\.(?:[cm]?[jt]sx?)$/;
function namedByTests(tests) {
  const squash = (text) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  const names = tests.map(squash);
  const counted = /* @__PURE__ */ new Map();
  return (fn) => {
    let count = counted.get(fn);
    if (count === void 0) {
      const name = squash(helperOwner(fn.slice(fn.lastIndexOf(":") + 1)));
      count = name.length < 3 ? 0 : names.filter((test) => test.includes(name)).length;
      counted.set(fn, count);
    }
    return count;
  };
}
function fileOf(fn) {
  return fn.slice(0, fn.lastIndexOf(":"));
}

// src/triage/spectrum/stack-depth.ts
function depthsOnStacks(failing, root) {
  const depths = /* @__PURE__ */ new Map();
  for (const test of failing)
    stackCulprits(test, root).forEach((key, index) => {
      depths.set(key, Math.max(depths.get(key) ?? 0, index + 1));
    });
  return (key) => depths.get(key) ?? 0;
}

// src/triage/spectrum/localise.ts
async function localiseByCoverage(failing, passed, options) {
  const limits = { ...DEFAULT_COVERAGE_LIMITS, ...options.limits };
  const taken = options.taken ?? /* @__PURE__ */ new Map();
  const tiersTaken = new Set(failing.filter((test) => taken.has(test.id)).map((t) => t.tier));
  const untaken = (test) => !tiersTaken.has(test.tier);
  const toRun = chooseCoverageTests(
    failing.filter(untaken),
    passed.filter(untaken),
    limits,
    options.root
  );
  const chosen = {
    failing: [...failing.filter((test) => taken.has(test.id)), ...toRun.failing],
    passing: [...passed.filter((test) => taken.has(test.id)), ...toRun.passing]
  };
  if (chosen.failing.length === 0) return /* @__PURE__ */ new Map();
  const deadline = AbortSignal.timeout(limits.timeLimitMs);
  const covered = new Map(taken);
  if (toRun.failing.length > 0)
    for (const [id, functions] of await runCoverage(options.runner, toRun, deadline))
      covered.set(id, functions);
  const source = options.root ? new SourceReader(options.root) : null;
  const named = (id) => {
    const { file, function: fn } = splitFunctionId(id);
    return culpritOf(file, helperOwner(fn), "coverage", options.root);
  };
  const inSource = (id) => !source?.lacksName(splitFunctionId(id).file, named(id).function);
  const projectOnly = (functions) => new Set([...functions ?? []].filter((id) => isNamedProjectFunction(id) && inSource(id)));
  const handler = /* @__PURE__ */ new Map();
  const isHandler = (id) => {
    let handles = handler.get(id);
    if (handles === void 0) {
      handles = source !== null && handlesError(source, id);
      handler.set(id, handles);
    }
    return handles;
  };
  const suspectsOf = (functions) => {
    const all = projectOnly(functions);
    const others = new Set([...all].filter((id) => !isHandler(id)));
    return others.size > 0 ? others : all;
  };
  const failingCoverage = new Map(
    chosen.failing.map((test) => [test.id, suspectsOf(covered.get(test.id))])
  );
  const passingCoverage = new Map(
    chosen.passing.filter((test) => covered.has(test.id)).map((test) => [test.id, projectOnly(covered.get(test.id))])
  );
  if (tiersTaken.size > 0 && topIsTied(failingCoverage, passingCoverage)) {
    const inTaken = (test) => tiersTaken.has(test.tier);
    const more = chooseCoverageTests(
      failing.filter(inTaken),
      passed.filter(inTaken),
      { ...limits, maxPassing: DEFAULT_COVERAGE_LIMITS.maxPassing },
      options.root
    ).passing.filter((test) => !covered.has(test.id));
    if (more.length > 0)
      for (const [id, functions] of await runCoverage(
        options.runner,
        { failing: [], passing: more },
        deadline
      ))
        passingCoverage.set(id, projectOnly(functions));
  }
  const culprits = /* @__PURE__ */ new Map();
  const onStack = depthsOnStacks(failing, options.root);
  const hints = { depthOnStack: (id) => onStack(named(id).key) };
  let blamedBy = blameByOchiai(failingCoverage, passingCoverage, hints);
  if (source && options.root) {
    const called = new Set([...failingCoverage.values()].flatMap((functions) => [...functions]));
    const ranked = rankAll(failingCoverage, passingCoverage, hints);
    const isShared = sharedHelpers(options.root, source, called);
    blamedBy = blameHelpersCaller(blamedBy, ranked, failingCoverage, source, isShared);
    blamedBy = deepestCulprits(
      blamedBy,
      ranked,
      failingCoverage,
      staticReach(called, source),
      isShared
    );
  }
  for (const [test, suspect] of blamedBy) {
    const blamed = { ...named(suspect.fn), score: suspect.score };
    const called = () => [...failingCoverage.get(test) ?? []].flatMap((id) => {
      const { file, function: fn } = splitFunctionId(id);
      const helper = fn.slice(fn.indexOf("/") + 1);
      return isHelperUnit(id) ? [named(id).key, culpritOf(file, helper, "coverage", options.root).key] : [named(id).key];
    });
    culprits.set(test, provenHelper(blamed, called, options.proven ?? []) ?? blamed);
  }
  return culprits;
}
function provenHelper(blamed, called, proven) {
  const helpers = proven.filter((each) => each.caller.key === blamed.key);
  if (helpers.length === 0) return null;
  const keys = called();
  const helper = helpers.find((each) => keys.includes(each.culprit.key));
  return helper ? { ...helper.culprit, source: "coverage", score: blamed.score } : null;
}
function isNamedProjectFunction(id) {
  const { file, function: fn } = splitFunctionId(id);
  return isProjectCode(file) && !isAnonymous(fn) && fn !== "<module>" && fn !== JEST_MODULE && !ISTANBUL_COUNTER.test(fn) && !TYPESCRIPT_HELPER.test(fn);
}
var JEST_MODULE = "Object.<anonymous>";
var ISTANBUL_COUNTER = /^cov_[0-9a-z]+$/;
var TYPESCRIPT_HELPER = /^(?:Object\.<anonymous>\.)?__(?:importDefault|importStar|createBinding|setModuleDefault|exportStar)$/;
async function runCoverage(runner, chosen, deadline) {
  if (deadline.aborted) return /* @__PURE__ */ new Map();
  return runner.run(alternate(chosen.failing, chosen.passing), deadline).catch(() => /* @__PURE__ */ new Map());
}

// src/triage/triage.ts
async function triageFailures(tests, tierOrder, options = {}) {
  const subtests = failedSubtestOf(tests, options.root);
  const failed = tests.filter((test) => test.status === "failed" && !subtests.has(test.id));
  const withoutCulprit = failed.filter((test) => {
    const signature = failureSignature(test, { root: options.root });
    const shown = signature.culprit !== null && !frameOnlyPassedTheValue(test);
    return !shown && isCodeFailure(signature.kind);
  });
  const helpers = helpersCallers(failed, options.root);
  const plain = groupFailures(tests, tierOrder, { root: options.root, helpersCallers: helpers });
  if (!options.coverage || withoutCulprit.length === 0) return plain;
  const passed = tests.filter(
    (test) => test.status === "passed" && withoutCulprit.some((f) => f.tier === test.tier)
  );
  const localise = (runner, taken2 = options.taken) => localiseByCoverage(withoutCulprit, passed, {
    runner,
    limits: options.coverageLimits,
    root: options.root,
    taken: taken2,
    proven: provenByStacks(failed, withoutCulprit, options.root)
  });
  if (plain.length > 1) {
    const coverageCulprits = await localise(options.coverage);
    return groupFailures(tests, tierOrder, {
      root: options.root,
      coverageCulprits,
      helpersCallers: helpers
    });
  }
  const taken = options.taken;
  if (!taken || !withoutCulprit.some((test) => taken.has(test.id))) return plain;
  const name = (coverageCulprits) => {
    const blamed = /* @__PURE__ */ new Map();
    for (const culprit of coverageCulprits.values())
      blamed.set(culprit.key, (blamed.get(culprit.key) ?? 0) + 1);
    if (blamed.size === 0 || coverageCulprits.size < withoutCulprit.length) return null;
    const causes = [...blamed.values()].filter((count) => count >= SPLIT_AT).length;
    if (blamed.size > 1 && causes !== blamed.size) return null;
    const named = groupFailures(tests, tierOrder, {
      root: options.root,
      coverageCulprits,
      helpersCallers: helpers
    });
    return named.length === blamed.size ? named : null;
  };
  const fromTaken = name(await localise(NO_RUNS));
  if (fromTaken) return fromTaken;
  const madeBefore = withoutCulprit.filter((test) => calledNoProjectFunction(taken.get(test.id)));
  if (madeBefore.length === 0 || !options.coverage.recordsCollection?.(madeBefore)) return plain;
  const limits = { ...DEFAULT_COVERAGE_LIMITS, ...options.coverageLimits };
  const files = new Set(madeBefore.map((test) => test.file));
  const inFiles = (test) => files.has(test.file);
  const chosen = chooseCoverageTests(
    withoutCulprit.filter(inFiles),
    passed.filter(inFiles),
    limits,
    options.root
  );
  const collected = await runCoverage(
    options.coverage,
    chosen,
    AbortSignal.timeout(limits.timeLimitMs)
  );
  return name(await localise(NO_RUNS, new Map([...taken, ...collected]))) ?? plain;
}
function calledNoProjectFunction(functions) {
  return functions !== void 0 && ![...functions].some(isNamedProjectFunction);
}
var SPLIT_AT = 3;
var NO_RUNS = { run: async () => /* @__PURE__ */ new Map() };
function provenByStacks(failed, toLocalise, root) {
  return failed.filter((test) => !toLocalise.includes(test)).flatMap((test) => {
    const culprit = frameCulprit(test, root);
    const caller = frameCaller(test, root);
    return culprit && caller ? [{ culprit, caller }] : [];
  });
}
function isCodeFailure(kind) {
  return kind !== "connection-refused" && kind !== "http-status";
}

// src/engine/build-results.ts
function buildResults(parts) {
  const finishedAt = /* @__PURE__ */ new Date();
  const outcome = parts.outcome ?? verifyOutcome(parts.gates, parts.run);
  const unknown = parts.run.tests.find((test) => !isTierKindName(test.kind));
  if (unknown)
    throw new Error(`test ${unknown.id} has kind "${unknown.kind}", not in the registry`);
  return resultsSchema.parse({
    version: 1,
    tool: { name: "fix-loop", version: VERSION },
    mode: parts.mode,
    outcome,
    headline: parts.headline ?? headlineFor(outcome, parts.gates, parts.run),
    startedAt: parts.startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - parts.startedAt.getTime(),
    config: parts.configPath,
    preflight: parts.gates.preflight,
    services: parts.gates.services,
    tiers: parts.run.tiers,
    tests: parts.run.tests,
    groups: parts.groups ?? [],
    ...parts.guards ? { guards: parts.guards } : {},
    attempts: parts.attempts ?? [],
    trust: parts.trust ?? { score: null, agreed: 0, total: 0 },
    breaker: parts.breaker ?? { state: "closed", reason: null },
    phases: parts.phases ?? null,
    ...parts.agentNetwork ? { agentNetwork: parts.agentNetwork } : {}
  });
}
function verifyOutcome(gates, run) {
  if (!gates.passed) return "blocked";
  if (run.tiers.some((tier) => tier.status === "failed")) return "failed";
  if (run.tests.some(failsTheRun)) return "failed";
  if (run.tiers.some((tier) => tier.status === "blocked")) return "blocked";
  return "passed";
}
function listIds(ids, max = 5) {
  return ids.length <= max ? ids.join(", ") : `${ids.slice(0, max).join(", ")} and ${ids.length - max} more`;
}
function headlineFor(outcome, gates, run) {
  const notRun = run.tests.filter(
    (test) => test.status === "blocked" || test.status === "skipped"
  ).length;
  const tiersNotRun = run.tiers.filter(
    (tier) => tier.status === "skipped" || tier.status === "blocked"
  ).length;
  const notRunText = (notRun > 0 ? `, ${plural(notRun, "test")} not run` : "") + (notRun === 0 && tiersNotRun > 0 ? `, ${plural(tiersNotRun, "tier")} not run` : "");
  if (!gates.preflight.ok) {
    return `preflight failed: ${gates.preflight.problems.map((p) => p.message).join("; ")}${notRunText}`;
  }
  const down = gates.services.filter((service) => !service.healthy);
  if (down.length > 0) return `${down.map(describeDownService).join("; ")}${notRunText}`;
  const failed = run.tests.filter(failsTheRun).map((test) => test.id);
  const flaky = run.tests.filter((test) => test.status === "flaky").length;
  const quarantined = run.tests.filter(failedInQuarantine).length;
  const flakyText = (flaky > 0 ? `, ${flaky} flaky` : "") + (quarantined > 0 ? `, ${quarantined} failed in quarantine (not counted)` : "");
  const ran = run.tests.length - notRun;
  const brokenTiers = run.tiers.filter((tier) => tier.status === "failed" && tier.reason);
  if (outcome === "failed" && failed.length === 0 && brokenTiers.length > 0) {
    return brokenTiers.map((tier) => `tier ${tier.name}: ${tier.reason}`).join("; ");
  }
  if (failed.length > 0) {
    return `${failed.length} of ${plural(ran, "test")} failed (${listIds(failed)})${flakyText}${notRunText}`;
  }
  if (outcome === "blocked") return `tests blocked${notRunText}`;
  return `all ${plural(ran, "test")} passed${flakyText}${notRunText}`;
}

// src/engine/coverage-tiers.ts
function tiersForCoverage(plan) {
  return plan.map((tier) => {
    const junit = tier.sources.find((source) => source.kind === "junit");
    return {
      name: tier.name,
      coverageRunner: runnerNamed(junit?.learned.framework ?? null)?.coverage?.runner ?? null,
      reports: junit?.reports ?? [],
      env: tier.env,
      selectiveCommand: (tests) => {
        const rerun = rerunCommandFor(tier, tests);
        return rerun?.selective ? rerun.command : null;
      }
    };
  });
}

// src/engine/triage-cost.ts
function coverageTimeLimit(plan, tiers, firstRunMs) {
  const uses = (limit) => plan.some(
    (tier) => tier.sources.some(
      (source) => source.kind === "junit" && coverageOf(source)?.timeLimit === limit
    )
  );
  const limits = [DEFAULT_COVERAGE_LIMITS.timeLimitMs];
  if (uses("tiers")) limits.push(tiers.reduce((sum, tier) => sum + tier.durationMs, 0));
  if (uses("first-runs") && firstRunMs !== void 0) limits.push(firstRunMs * (1 - STOP_RESERVE));
  return Math.round(Math.min(...limits));
}
function coverageOf(source) {
  return source.kind === "junit" ? runnerNamed(source.learned.framework)?.coverage : void 0;
}
var STOP_RESERVE = 0.1;
function coverageLimitsFor(plan, tiers, firstRunMs) {
  const timeLimitMs = coverageTimeLimit(plan, tiers, firstRunMs);
  const oneRun = plan.every(
    (tier) => tier.sources.every((source) => coverageOf(source)?.oneRun === true)
  );
  return oneRun ? { timeLimitMs, maxPassing: 5 * DEFAULT_COVERAGE_LIMITS.maxPassing } : { timeLimitMs };
}
function timedCoverage(runner) {
  let spent = 0;
  if (!runner) return { runner, ms: () => spent };
  return {
    runner: {
      recordsCollection: runner.recordsCollection?.bind(runner),
      async run(tests, signal) {
        const started = performance.now();
        try {
          return await runner.run(tests, signal);
        } finally {
          spent += performance.now() - started;
        }
      }
    },
    ms: () => spent
  };
}

export {
  coverageForTiers,
  groupFailures,
  compareGroups,
  tierRank,
  knownGroupFor,
  triageFailures,
  buildResults,
  verifyOutcome,
  tiersForCoverage,
  coverageLimitsFor,
  timedCoverage
};
