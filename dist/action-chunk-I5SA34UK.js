import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  DEFAULT_COVERAGE_LIMITS,
  MIN_PASSING,
  SHARED_CALLERS,
  SourceReader,
  blamelessInSource,
  callerCounter,
  chooseCoverageTests,
  culpritOf,
  describeDownService,
  failedAnAssertion,
  failureSignature,
  frameCaller,
  frameCulprit,
  frameOnlyPassedTheValue,
  framedKeys,
  identifierOf,
  isNamedProjectFunction,
  isTierKindName,
  localiseByCoverage,
  oneGroupSpectrum,
  preflightWords,
  rankAll,
  redirectReport,
  reportsAFailure,
  rerunCommandFor,
  runCoverage,
  staticReach,
  unitCulprit,
  unitKeys
} from "./action-chunk-LG4XIEGI.js";
import {
  failedInQuarantine,
  failsTheRun,
  removeSharedFolder,
  runnerNamed,
  shareFolder,
  splitFunctionId,
  withSourceSnapshot
} from "./action-chunk-SS2VXKTL.js";
import {
  VERSION
} from "./action-chunk-SLG3UUXN.js";
import {
  resultsSchema
} from "./action-chunk-KIINKITQ.js";
import {
  plural
} from "./action-chunk-YZVDHCKG.js";

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

// src/triage/cause-label.ts
function labelledByCause(group, cause) {
  const triage = group.triage;
  const blamed = triage?.culprit;
  if (!triage || !blamed || triage.signatureFrom !== "coverage") return group;
  const at = group.signature.lastIndexOf(" in ");
  const named = at < 0 ? "" : group.signature.slice(at + " in ".length);
  if (!named.endsWith(`:${blamed.function}`) || named === cause.key) return group;
  return {
    ...group,
    signature: `${group.signature.slice(0, at)} in ${cause.key}`,
    triage: { ...triage, signatureFrom: cause.source }
  };
}

// src/triage/merge-groups.ts
function mergeByCulprit(entries, rank) {
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
  const merged = [...clusters.values()].map((members) => mergeCluster(members, rank));
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
function mergeCluster(members, rank) {
  const ordered = [...members].sort(
    (a, b) => b.group.tests.length - a.group.tests.length || // Of two the same size, the one that names its culprit says more as the signature.
    Math.sign(b.culprits.length) - Math.sign(a.culprits.length) || (a.group.id < b.group.id ? -1 : a.group.id > b.group.id ? 1 : 0)
  );
  const [lead, ...rest] = ordered;
  const tests = [...new Set(ordered.flatMap((member) => member.group.tests))];
  const tier = ordered.map((member) => member.group.tier).reduce((best, next) => rank(next) < rank(best) ? next : best);
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
        keptApart: null,
        ...lead.culprits[0] ? { signatureFrom: lead.culprits[0].source } : {}
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
    ...culprit.score === void 0 ? {} : { score: rounded(culprit.score) },
    ...culprit.closeBehind?.length ? {
      closeBehind: culprit.closeBehind.map((close) => ({
        file: close.file,
        function: close.function,
        score: rounded(close.score)
      }))
    } : {}
  };
}
function rounded(score) {
  return Math.round(score * 1e3) / 1e3;
}
function keptApart(culprits, others) {
  if (others === 0) return null;
  const of = otherGroups(others);
  if (culprits.length === 0) {
    return `no culprit found (no project frame in its stacks, and coverage, where it ran, named none), so only the same signature or a mention of a culprit function could join it; none of ${of} has either`;
  }
  const names = culprits.map((c) => `${c.key} (${c.source})`).join(", ");
  return `no shared culprit: its tests point at ${names}, and no test in ${of} is blamed on them`;
}
function otherGroups(count) {
  return count === 1 ? "the other group" : `the ${count} other groups`;
}
function keptApartAmong(reason, others) {
  if (reason === null || others === 0) return null;
  return reason.replace(/the other group\b|the \d+ other groups/, otherGroups(others));
}

// src/triage/subtests.ts
function failedSubtestOf(tests, root) {
  const failed = tests.filter((test) => test.status === "failed");
  const key = (tier, name) => `${tier}\0${name}`;
  const parents = /* @__PURE__ */ new Set();
  for (const test of failed)
    for (const prefix of prefixes(nameOf(test))) parents.add(key(test.tier, prefix));
  const firstLeafBelow = /* @__PURE__ */ new Map();
  for (const test of failed) {
    if (parents.has(key(test.tier, nameOf(test)))) continue;
    for (const prefix of prefixes(nameOf(test))) {
      const below = key(test.tier, prefix);
      if (!firstLeafBelow.has(below)) firstLeafBelow.set(below, test);
    }
  }
  const stands = /* @__PURE__ */ new Map();
  for (const test of failed) {
    const leaf = firstLeafBelow.get(key(test.tier, nameOf(test)));
    if (leaf && frameCulprit(test, root) === null) stands.set(test.id, leaf);
  }
  return stands;
}
function prefixes(name) {
  const out = [];
  for (let at = name.indexOf("/"); at >= 0; at = name.indexOf("/", at + 1))
    out.push(name.slice(0, at));
  return out;
}
function nameOf(test) {
  return test.runnerId ?? test.id;
}

// src/triage/group.ts
function groupFailures(tests, tierOrder = [...new Set(tests.map((test) => test.tier))], options = {}) {
  const rank = tierRank(tierOrder);
  const byId = /* @__PURE__ */ new Map();
  const subtests = failedSubtestOf(tests, options.root);
  for (const test of tests) {
    if (test.status !== "failed") continue;
    const stand = subtests.get(test.id) ?? test;
    const culprit = options.coverageCulprits?.get(stand.id) ?? null;
    const signature = failureSignature(stand, {
      root: options.root,
      culprit,
      callerOfHelper: options.helpersCallers?.get(stand.id) ?? options.harnessFailures?.get(stand.id) ?? null
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
    if (rank(test.tier) < rank(group.tier)) group.tier = test.tier;
    if (signature.culprit && !entry.culprits.some((c) => c.key === signature.culprit?.key)) {
      entry.culprits.push(signature.culprit);
    }
    entry.plainIds.add(plainId);
    entry.said.push(...test.evidence?.summary ?? [], test.evidence?.message ?? "");
  }
  return mergeByCulprit([...byId.values()], rank).sort(compareGroups(tierOrder));
}
function compareGroups(tierOrder) {
  const rank = tierRank(tierOrder);
  return (a, b) => rank(a.tier) - rank(b.tier) || b.tests.length - a.tests.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
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

// src/triage/join-one-cause.ts
function joinAsOneCause(groups, found, tierOrder) {
  const members = groups.filter((group) => group.tests.some((id) => found.tests.has(id)));
  if (members.length < 2) return [...groups];
  const rest = groups.filter((group) => !members.includes(group)).map(
    (group) => group.triage ? {
      ...group,
      triage: {
        ...group.triage,
        keptApart: keptApartAmong(group.triage.keptApart, groups.length - members.length)
      }
    } : group
  );
  const rank = tierRank(tierOrder);
  const [lead, ...others] = [...members].sort(compareGroups(tierOrder));
  const triageOf = (group) => group.triage ?? {};
  const merged = [
    ...triageOf(lead).merged ?? [],
    ...others.flatMap((group) => [group.id, ...triageOf(group).merged ?? []])
  ];
  const signatures = new Set(members.flatMap((group) => triageOf(group).signatures ?? []));
  signatures.delete(lead.id);
  const labelled = labelledByCause(lead, found.culprit);
  const joined = {
    ...labelled,
    tests: [...new Set(members.flatMap((group) => group.tests))],
    tier: members.map((group) => group.tier).reduce((a, b) => rank(b) < rank(a) ? b : a),
    triage: {
      culprit: describeCulprit(found.culprit),
      merged: [...new Set(merged)],
      signatures: [...signatures].sort(),
      keptApart: keptApart([found.culprit], rest.length),
      ...labelled.triage?.signatureFrom ? { signatureFrom: labelled.triage.signatureFrom } : {}
    }
  };
  return [joined, ...rest].sort(compareGroups(tierOrder));
}

// src/triage/changes/change-witness.ts
function blameChanges(groups, tests, tierOrder, evidence) {
  if (evidence.changed.size === 0 || groups.length === 0) return [...groups];
  const ranChanged = changedRunBy(evidence);
  const byId = new Map(tests.map((test) => [test.id, test]));
  const tiers = new Set(groups.map((group) => group.tier));
  const passedCount = /* @__PURE__ */ new Map();
  for (const test of tests)
    if (test.status === "passed" && tiers.has(test.tier) && evidence.coverage.has(test.id))
      for (const key of ranChanged(test)) passedCount.set(key, (passedCount.get(key) ?? 0) + 1);
  const byCause = /* @__PURE__ */ new Map();
  const blame = (cause, group) => byCause.set(cause, [...byCause.get(cause) ?? [], group]);
  const working = [];
  for (const group of groups) {
    const covered = group.tests.flatMap((id) => {
      const test = byId.get(id);
      return test?.status === "failed" && evidence.coverage.has(id) ? [{ id, ran: ranChanged(test) }] : [];
    });
    const ran = covered.map((failure) => failure.ran);
    const cause = likeliestChange(ran, passedCount, culpritKeyOf(group, evidence.root));
    if (!cause) {
      working.push(group);
      continue;
    }
    const splits = causesApart(covered, cause, passedCount);
    const moved = new Set(splits.flatMap((split) => split.tests));
    const stays = moved.size === 0 ? group : { ...group, tests: group.tests.filter((id) => !moved.has(id)) };
    working.push(stays);
    blame(cause, stays);
    for (const split of splits) {
      const culprit = culpritOfKey(split.cause, evidence.root);
      const made = groupFailures(
        split.tests.flatMap((id) => byId.get(id) ?? []),
        tierOrder,
        { root: evidence.root, coverageCulprits: new Map(split.tests.map((id) => [id, culprit])) }
      );
      for (const part of made) {
        working.push(part);
        blame(split.cause, part);
      }
    }
  }
  let result = [...working];
  const blamedAlone = /* @__PURE__ */ new Map();
  for (const [key, members] of byCause) {
    const culprit = culpritOfKey(key, evidence.root);
    if (members.length > 1) {
      const tests2 = new Set(members.flatMap((group) => group.tests));
      result = joinAsOneCause(result, { culprit, tests: tests2 }, tierOrder);
      continue;
    }
    result = result.map((group) => {
      if (group !== members[0]) return group;
      const blamed = renamed(group, culprit);
      blamedAlone.set(blamed, culprit);
      return blamed;
    });
  }
  return result.map((group) => {
    const culprit = blamedAlone.get(group);
    if (!culprit || !group.triage?.keptApart) return group;
    return {
      ...group,
      triage: { ...group.triage, keptApart: keptApart([culprit], result.length - 1) }
    };
  });
}
function causesApart(covered, cause, passedCount) {
  const splits = [];
  let strays = covered.filter((failure) => !failure.ran.has(cause) && failure.ran.size > 0);
  while (strays.length >= SPLIT_AT) {
    const next = likeliestChange(
      strays.map((failure) => failure.ran),
      passedCount,
      null
    );
    if (!next) break;
    const moving = strays.filter((failure) => failure.ran.has(next));
    if (moving.length < SPLIT_AT) break;
    splits.push({ cause: next, tests: moving.map((failure) => failure.id) });
    strays = strays.filter((failure) => !failure.ran.has(next));
  }
  return splits;
}
var SPLIT_AT = 3;
function likeliestChange(failures, passedCount, ownCulprit) {
  const failedCount = /* @__PURE__ */ new Map();
  for (const ran of failures)
    for (const key of ran) failedCount.set(key, (failedCount.get(key) ?? 0) + 1);
  const [best] = [...failedCount].sort(
    ([a, failedA], [b, failedB]) => failedB - failedA || Number(b === ownCulprit) - Number(a === ownCulprit) || (passedCount.get(a) ?? 0) - (passedCount.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0)
  );
  return best?.[0] ?? null;
}
function ranAChange(failed, taken, changed, root) {
  if (!taken || changed.size === 0) return false;
  const ran = changedRunBy({ changed, coverage: taken, root });
  return failed.some((test) => ran(test).size > 0);
}
function changedRunBy(evidence) {
  const keys = /* @__PURE__ */ new Map();
  const keysOf = (id) => {
    let known = keys.get(id);
    if (known === void 0) {
      known = unitKeys(id, evidence.root);
      keys.set(id, known);
    }
    return known;
  };
  return (test) => {
    const ran = /* @__PURE__ */ new Set();
    for (const id of evidence.coverage.get(test.id) ?? [])
      for (const key of keysOf(id)) if (evidence.changed.has(key)) ran.add(key);
    return ran;
  };
}
function culpritKeyOf(group, root) {
  const culprit = group.triage?.culprit;
  return culprit ? culpritOf(culprit.file, culprit.function, "coverage", root).key : null;
}
function culpritOfKey(key, root) {
  const { file, function: fn } = splitFunctionId(key);
  return { ...culpritOf(file, fn, "change", root), key };
}
function renamed(group, culprit) {
  const labelled = labelledByCause(group, culprit);
  const triage = labelled.triage ?? { merged: [], signatures: [], keptApart: null };
  return { ...labelled, triage: { ...triage, culprit: describeCulprit(culprit) } };
}

// src/triage/frames/helper-callers.ts
function helpersCallers(failed, root) {
  const replaced = /* @__PURE__ */ new Map();
  if (!root) return replaced;
  const byHelper = /* @__PURE__ */ new Map();
  for (const test of failed) {
    if (frameOnlyPassedTheValue(test, root)) continue;
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

// src/triage/spectrum/framed-apart.ts
function keepStackCulpritsApart(coverageCulprits, failed, evidence, root) {
  const frames = /* @__PURE__ */ new Map();
  for (const test of failed) {
    const frame = frameCulprit(test, root);
    if (frame) frames.set(test.id, frame);
  }
  const frameless = /* @__PURE__ */ new Map();
  for (const [id, culprit] of coverageCulprits)
    if (!frames.has(id)) frameless.set(culprit.key, [...frameless.get(culprit.key) ?? [], id]);
  const kept = new Map(coverageCulprits);
  for (const [id, culprit] of coverageCulprits) {
    const frame = frames.get(id);
    const others = frameless.get(culprit.key) ?? [];
    if (frame && frame.key !== culprit.key && others.length > 0 && evidence.commonInPassing(culprit.key) && !evidence.reaches(id, frame.key, culprit.key))
      kept.delete(id);
  }
  return kept;
}

// src/triage/spectrum/one-cause.ts
function oneCause(groups, tests, coverage, root) {
  const tiers = new Set(groups.map((group) => group.tier));
  if (tiers.size !== 1) return null;
  const covered = groups.filter((group) => group.tests.some((id) => coverage.has(id)));
  if (covered.length < 2) return null;
  const failingIds = covered.flatMap((group) => group.tests.filter((id) => coverage.has(id)));
  const passingIds = tests.filter((test) => test.status === "passed" && tiers.has(test.tier) && coverage.has(test.id)).map((test) => test.id);
  if (passingIds.length < MIN_PASSING) return null;
  const source = root ? new SourceReader(root) : null;
  const project = (functions) => new Set([...functions ?? []].filter(isNamedProjectFunction));
  const failing = new Map(failingIds.map((id) => [id, project(coverage.get(id))]));
  const passing = new Map(passingIds.map((id) => [id, project(coverage.get(id))]));
  const maxPassing = Math.floor(passingIds.length * MAX_PASSING_SHARE);
  const missed = Math.floor(failing.size * MISSED_SHARE);
  const explains = rankAll(failing, passing).filter(
    (suspect) => suspect.failed >= failing.size - missed && suspect.passed <= maxPassing && !reportsAFailure(source, suspect.fn) && !(source && blamelessInSource(source, suspect.fn, root))
  );
  const failedAt = new Set(
    groups.flatMap(
      (group) => group.triage?.culprit?.source === "frame" ? [culpritOf(group.triage.culprit.file, group.triage.culprit.function, "frame", root).key] : []
    )
  );
  const witnessed = explains.find(
    (suspect) => failedAt.has(unitCulprit(suspect.fn, /* @__PURE__ */ new Set(), root).key)
  );
  const best = witnessed ?? explains[0];
  if (!best) return null;
  const joined = covered.filter((group) => {
    const ids = group.tests.filter((id) => failing.has(id));
    return ids.filter((id) => failing.get(id)?.has(best.fn)).length * 2 > ids.length;
  });
  if (joined.length < 2) return null;
  const failed = tests.filter((test) => failing.has(test.id));
  return {
    culprit: { ...unitCulprit(best.fn, framedKeys(failed, root), root), score: best.score },
    tests: new Set(joined.flatMap((group) => group.tests))
  };
}
var MISSED_SHARE = 0.02;
var MAX_PASSING_SHARE = 0.3;

// src/triage/triage.ts
function triageFailures(tests, tierOrder, options = {}) {
  return withSourceSnapshot(async () => {
    const answered = new Map(options.taken ?? []);
    const groups = await triageByEvidence(tests, tierOrder, options, answered);
    if (!options.changed) return groups;
    return blameChanges(groups, tests, tierOrder, {
      changed: options.changed,
      coverage: answered,
      root: options.root
    });
  });
}
async function triageByEvidence(tests, tierOrder, options, answered) {
  if (!options.coverage) return triageAll(tests, tierOrder, options);
  const coverage = recordingAnswers(options.coverage, answered);
  const groups = await triageAll(tests, tierOrder, { ...options, coverage }, answered);
  const found = groups.length > 1 ? oneCause(groups, tests, answered, options.root) : null;
  return found ? joinAsOneCause(groups, found, tierOrder) : groups;
}
function recordingAnswers(runner, into) {
  return {
    run: async (chosen, signal) => {
      const got = await runner.run(chosen, signal);
      for (const [id, functions] of got) into.set(id, functions);
      return got;
    },
    recordsCollection: runner.recordsCollection?.bind(runner)
  };
}
async function triageAll(tests, tierOrder, options, answered = new Map(options.taken ?? [])) {
  const subtests = failedSubtestOf(tests, options.root);
  const failed = tests.filter((test) => test.status === "failed" && !subtests.has(test.id));
  const withoutCulprit = failed.filter((test) => {
    const signature = failureSignature(test, { root: options.root });
    const shown = signature.culprit !== null && !frameOnlyPassedTheValue(test, options.root);
    return !shown && isCodeFailure(signature.kind);
  });
  const helpers = helpersCallers(failed, options.root);
  const plain = groupFailures(tests, tierOrder, { root: options.root, helpersCallers: helpers });
  if (!options.coverage) return plain;
  const coverage = options.coverage;
  const namedByChange = plain.length === 1 && options.changed !== void 0 && ranAChange(failed, options.taken, options.changed, options.root);
  const spectrum = async () => plain.length !== 1 || namedByChange ? null : nameByOneGroupSpectrum(tests, failed, tierOrder, {
    ...options,
    coverage,
    helpersCallers: helpers,
    withoutCulprit
  });
  if (withoutCulprit.length === 0) return await spectrum() ?? plain;
  const passed = tests.filter(
    (test) => test.status === "passed" && withoutCulprit.some((f) => f.tier === test.tier)
  );
  const localise = (runner, taken2 = options.taken, symptoms) => localiseByCoverage(withoutCulprit, passed, {
    symptoms,
    runner,
    limits: options.coverageLimits,
    root: options.root,
    taken: taken2,
    proven: provenByStacks(failed, withoutCulprit, options.root),
    stacks: failed
  });
  if (plain.length > 1) {
    const symptoms = new Map(plain.flatMap((group) => group.tests.map((id) => [id, group.id])));
    const coverageCulprits = keepStackCulpritsApart(
      await localise(options.coverage, options.taken, symptoms),
      failed,
      {
        reaches: reachedInTest(answered, options.root),
        commonInPassing: commonInPassing(answered, passed, options.root)
      },
      options.root
    );
    return groupFailures(tests, tierOrder, {
      root: options.root,
      coverageCulprits,
      helpersCallers: helpers
    });
  }
  const bySpectrum = await spectrum();
  if (bySpectrum) return bySpectrum;
  const taken = options.taken;
  if (!taken || !withoutCulprit.some((test) => taken.has(test.id))) return plain;
  const name = (coverageCulprits) => {
    const blamed = /* @__PURE__ */ new Map();
    for (const culprit of coverageCulprits.values())
      blamed.set(culprit.key, (blamed.get(culprit.key) ?? 0) + 1);
    if (blamed.size === 0 || coverageCulprits.size < withoutCulprit.length) return null;
    const causes = [...blamed.values()].filter((count) => count >= SPLIT_AT2).length;
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
  if (madeBefore.length === 0 || namedByChange || !options.coverage.recordsCollection?.(madeBefore))
    return plain;
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
async function nameByOneGroupSpectrum(tests, failed, tierOrder, options) {
  const asserted = failed.filter(
    (test) => !options.withoutCulprit.includes(test) && failedAnAssertion(test)
  );
  if (asserted.length + options.withoutCulprit.length !== failed.length) return null;
  const passed = tests.filter(
    (test) => test.status === "passed" && failed.some((f) => f.tier === test.tier)
  );
  const found = await oneGroupSpectrum(failed, passed, {
    runner: options.coverage,
    limits: options.coverageLimits,
    root: options.root,
    taken: options.taken,
    assertedIn: asserted.flatMap((test) => frameCulprit(test, options.root)?.file ?? [])
  });
  if (!found) return null;
  const harnessFiles = new Set([...found.harness].map(fileOfKey));
  const harnessFailures = /* @__PURE__ */ new Map();
  for (const test of asserted) {
    const frame = frameCulprit(test, options.root);
    const blamed = found.culprits.get(test.id);
    if (!frame || !blamed || !harnessFiles.has(fileOfKey(frame.key))) return null;
    harnessFailures.set(test.id, blamed);
  }
  const groups = groupFailures(tests, tierOrder, {
    root: options.root,
    coverageCulprits: found.culprits,
    helpersCallers: options.helpersCallers,
    harnessFailures
  });
  return groups.length === 1 ? groups : null;
}
function reachedInTest(coverage, root) {
  const source = root ? new SourceReader(root) : null;
  return (testId, from, to) => {
    const functions = coverage.get(testId);
    if (!functions || !source) return true;
    const start = unitNamed(functions, from, root);
    const end = unitNamed(functions, to, root);
    if (!start || !end) return true;
    return staticReach(functions, source)(start, end);
  };
}
function commonInPassing(coverage, passed, root) {
  const sets = passed.flatMap((test) => {
    const functions = coverage.get(test.id);
    return functions ? [functions] : [];
  });
  return (key) => {
    const ran = sets.filter(
      (functions) => [...functions].some((id) => unitKeys(id, root).includes(key))
    );
    return ran.length * 2 > sets.length;
  };
}
function unitNamed(functions, key, root) {
  const units = [...functions];
  return units.find((id) => unitKeys(id, root)[0] === key) ?? units.find((id) => unitKeys(id, root).includes(key));
}
function fileOfKey(key) {
  return key.slice(0, key.lastIndexOf(":"));
}
function calledNoProjectFunction(functions) {
  return functions !== void 0 && ![...functions].some(isNamedProjectFunction);
}
var SPLIT_AT2 = 3;
var NO_RUNS = { run: async () => /* @__PURE__ */ new Map() };
function provenByStacks(failed, toLocalise, root) {
  return failed.filter((test) => !toLocalise.includes(test)).flatMap((test) => {
    const culprit = frameCulprit(test, root);
    const caller = frameCaller(test, root);
    return culprit && caller ? [{ culprit, caller }] : [];
  });
}
function isCodeFailure(kind) {
  return kind !== "connection-refused";
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
  const xfailed = run.tests.filter((test) => test.expectedToFail).length;
  const skipped = run.tests.filter(
    (test) => test.status === "skipped" && !test.expectedToFail
  ).length;
  const blocked = run.tests.filter((test) => test.status === "blocked").length;
  const tiersNotRun = run.tiers.filter(
    (tier) => tier.status === "skipped" || tier.status === "blocked"
  ).length;
  const notRunText = (xfailed > 0 ? `, ${xfailed} xfailed (as marked)` : "") + (skipped > 0 ? `, ${skipped} skipped` : "") + (blocked > 0 ? `, ${plural(blocked, "test")} not run` : "") + (skipped + blocked === 0 && tiersNotRun > 0 ? `, ${plural(tiersNotRun, "tier")} not run` : "");
  const afterGate = notRunText.replace(/^, /, "; ");
  if (!gates.preflight.ok) {
    return `${preflightWords(gates.preflight.problems)}${afterGate}`;
  }
  const down = gates.services.filter((service) => !service.healthy);
  if (down.length > 0) return `${down.map(describeDownService).join("; ")}${afterGate}`;
  const failed = run.tests.filter(failsTheRun).map((test) => test.id);
  const flaky = run.tests.filter((test) => test.status === "flaky").length;
  const quarantined = run.tests.filter(failedInQuarantine).length;
  const flakyText = (flaky > 0 ? `, ${flaky} flaky` : "") + (quarantined > 0 ? `, ${quarantined} failed in quarantine (not counted)` : "");
  const ran = run.tests.length - skipped - blocked;
  const brokenTiers = run.tiers.filter((tier) => tier.status === "failed" && tier.reason);
  if (outcome === "failed" && failed.length === 0 && brokenTiers.length > 0) {
    return brokenTiers.map((tier) => `tier ${tier.name}: ${tier.reason}`).join("; ");
  }
  if (failed.length > 0) {
    const tierNotes = brokenTiers.map((tier) => `; tier ${tier.name}: ${tier.reason}`).join("");
    return `${failed.length} of ${plural(ran, "test")} failed (${listIds(failed)})${flakyText}${notRunText}${tierNotes}`;
  }
  if (outcome === "blocked") return `tests blocked${notRunText}`;
  const passedCount = ran - xfailed;
  const passed = passedCount === 1 ? "1 test passed" : `all ${plural(passedCount, "test")} passed`;
  return `${passed}${flakyText}${notRunText}`;
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
  if (uses("tiers"))
    limits.push(
      Math.max(
        TIERS_FLOOR_MS,
        tiers.reduce((sum, tier) => sum + tier.durationMs, 0)
      )
    );
  if (uses("first-runs") && firstRunMs !== void 0) limits.push(firstRunMs * (1 - STOP_RESERVE));
  return Math.round(Math.min(...limits));
}
var TIERS_FLOOR_MS = 3e3;
function coverageOf(source) {
  return source.kind === "junit" ? runnerNamed(source.learned.framework)?.coverage : void 0;
}
var STOP_RESERVE = 0.1;
function coverageLimitsFor(plan, tiers, firstRunMs) {
  const timeLimitMs = coverageTimeLimit(plan, tiers, firstRunMs);
  const tierMs = Object.fromEntries(tiers.map((tier) => [tier.name, tier.durationMs]));
  const oneRun = plan.every(
    (tier) => tier.sources.every((source) => coverageOf(source)?.oneRun === true)
  );
  return oneRun ? { timeLimitMs, tierMs, maxPassing: 5 * DEFAULT_COVERAGE_LIMITS.maxPassing } : { timeLimitMs, tierMs };
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
function coverageAndTriageMs(coverage, triageStarted) {
  const coverageMs = coverage.ms();
  const triageMs = Math.max(0, performance.now() - triageStarted - coverageMs);
  return { coverageMs: Math.round(coverageMs), triageMs: Math.round(triageMs) };
}

export {
  groupFailures,
  compareGroups,
  tierRank,
  knownGroupFor,
  coverageForTiers,
  triageFailures,
  buildResults,
  verifyOutcome,
  tiersForCoverage,
  coverageLimitsFor,
  timedCoverage,
  coverageAndTriageMs
};
