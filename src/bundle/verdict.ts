import * as z from "zod";
import { messageOf } from "../errors.js";
import { groupIdSchema, sha256Schema } from "./manifest.js";
import type { LoadedBundle } from "./read-bundle.js";
import { BundleRefusedError } from "./refusal.js";

/** One bundle `check` passed: its group and the sha256 of the exact bundle it checked. */
export interface VerdictEntry {
  group: string;
  sha256: string;
  /**
   * A plan bundle: the review of check's own runs of its tests, which publish makes the review
   * pull request's body (never the plan job's own review text).
   */
  review?: string;
}

/** A verdict value that cannot be read: the message says what is wrong with it. */
export class VerdictError extends Error {
  override name = "VerdictError";
}

/** A review longer than this is cut (the pull request's body holds about 65,000). */
export const MAX_REVIEW_CHARS = 60_000;
const MAX_VERDICT_CHARS = 256 * 1024;
const entrySchema = z
  .object({
    group: groupIdSchema,
    sha256: sha256Schema,
    review: z.string().max(MAX_REVIEW_CHARS).optional(),
  })
  .strict();
const listSchema = z.array(entrySchema).max(256);

/**
 * The job-output value `check` sets for the bundles it passed: a compact JSON array of
 * {group, sha256}, sorted by group. It never holds a new line, so it is safe in GITHUB_OUTPUT.
 */
export function formatVerdict(entries: readonly VerdictEntry[]): string {
  const valid = listSchema.parse(
    entries.map(({ group, sha256, review }) => ({
      group,
      sha256,
      ...(review === undefined ? {} : { review: cutReview(review) }),
    })),
  );
  return JSON.stringify(mergeEntries(valid));
}

/**
 * Reads what `publish` received: one verdict (a JSON array), or `toJSON(needs.check.outputs)`
 * (a JSON object whose values are verdicts or empty). The object form exists because a matrix
 * job's legs overwrite one output of the same name: each leg writes its own output
 * (`verdict-<job-index>`), and publish reads them all. With `legGroups` (the verify job's groups,
 * in the matrix's order), `verdict-<i>` speaks only for the group leg i checked, legGroups[i]:
 * a verdict of one group cannot vouch for a bundle of another. Throws VerdictError on anything
 * else, and when two values name different sha256s for one group.
 */
export function parseVerdict(text: string, legGroups: readonly string[] = []): VerdictEntry[] {
  if (text.length > MAX_VERDICT_CHARS) {
    throw new VerdictError(`the verdict is ${text.length} characters, over ${MAX_VERDICT_CHARS}`);
  }
  const json = parseJson(text, "the verdict");
  if (Array.isArray(json)) {
    if (legGroups.length > 0)
      throw new VerdictError(
        "the verdict is one list, but groups were given: pass the check job's outputs (toJSON(needs.check.outputs)), one verdict-<job-index> per leg",
      );
    return mergeEntries(parseList(json, "the verdict"));
  }
  if (json === null || typeof json !== "object") {
    throw new VerdictError(
      "the verdict must be a JSON array of {group, sha256}, or the check job's outputs as a JSON object",
    );
  }
  const entries: VerdictEntry[] = [];
  for (const [name, value] of Object.entries(json)) {
    if (typeof value !== "string")
      throw new VerdictError(`output ${JSON.stringify(name)} is not a string`);
    if (value.trim() === "") continue;
    const what = `output ${JSON.stringify(name)}`;
    const list = parseList(parseJson(value, what), what);
    if (legGroups.length > 0) checkLegSpeaksForItself(name, list, legGroups);
    entries.push(...list);
  }
  return mergeEntries(entries);
}

/** A leg's output names only the group that leg checked; anything else is a forged verdict. */
function checkLegSpeaksForItself(
  name: string,
  entries: readonly VerdictEntry[],
  legGroups: readonly string[],
): void {
  const index = /^verdict-(\d+)$/.exec(name)?.[1];
  if (index === undefined)
    throw new VerdictError(
      `output ${JSON.stringify(name)} is not a leg's verdict (verdict-<job-index>), so no group is its own`,
    );
  const own = legGroups[Number(index)];
  for (const entry of entries) {
    if (entry.group !== own)
      throw new VerdictError(
        `output ${JSON.stringify(name)} names group ${entry.group}, but leg ${index} checked ${own === undefined ? "no group" : `group ${own}`}: a leg's verdict speaks only for its own group`,
      );
  }
}

/**
 * Publish takes a bundle only when check passed these exact bytes: the sha256 recomputed from
 * the files must be the one the verdict names for the bundle's group. Returns that verdict
 * entry; throws BundleRefusedError.
 */
export function acceptBundle(bundle: LoadedBundle, verdict: readonly VerdictEntry[]): VerdictEntry {
  const group = bundle.manifest.group;
  const passed = verdict.find((entry) => entry.group === group);
  if (!passed) {
    throw new BundleRefusedError([`check did not pass a bundle for group ${group}`]);
  }
  if (passed.sha256 !== bundle.sha256) {
    throw new BundleRefusedError([
      `the bundle for group ${group} changed after check: check passed sha256 ${passed.sha256}, this one is ${bundle.sha256}`,
    ]);
  }
  return passed;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new VerdictError(`${what} is not JSON: ${messageOf(error)}`);
  }
}

function parseList(json: unknown, what: string): VerdictEntry[] {
  const parsed = listSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  throw new VerdictError(
    `${what} is not a list of {group, sha256}${where}: ${issue?.message ?? "invalid"}`,
  );
}

function cutReview(review: string): string {
  if (review.length <= MAX_REVIEW_CHARS) return review;
  const note = "\n\n(cut: the review is longer than a pull request's body holds)\n";
  return `${review.slice(0, MAX_REVIEW_CHARS - note.length)}${note}`;
}

/**
 * One entry per group, sorted; the same group with two sha256s, or two reviews, is a
 * contradiction.
 */
function mergeEntries(entries: readonly VerdictEntry[]): VerdictEntry[] {
  const byGroup = new Map<string, VerdictEntry>();
  for (const entry of entries) {
    const known = byGroup.get(entry.group);
    if (known && (known.sha256 !== entry.sha256 || known.review !== entry.review)) {
      throw new VerdictError(`the verdict names two different bundles for group ${entry.group}`);
    }
    byGroup.set(entry.group, entry);
  }
  return [...byGroup.values()].sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : 0));
}
