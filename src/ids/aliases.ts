import { createHash } from "node:crypto";
import { editDistance } from "../config/suggest.js";

/**
 * Short aliases for ids too long to type: `T-3F2A` for a test, `G-7C1E` for a group. An alias
 * is the start of a hash of the id as fix-loop prints it, so it is the same in every run and on
 * every machine, and needs no table to be read back: any alias whose hex starts the id's hash
 * names it. Two ids of one listing that share the short form are both shown longer, and a
 * short form shared by two known ids is refused as ambiguous, naming both.
 */
export type AliasKind = "test" | "group";

const PREFIX: Record<AliasKind, string> = { test: "T", group: "G" };
const SHORT = 4;
const ALIAS = /^([TG])-([0-9A-F]{4,64})$/i;

function hashOf(id: string): string {
  return createHash("sha256").update(id).digest("hex").toUpperCase();
}

/** The alias of one id, in its short form. */
export function aliasOf(kind: AliasKind, id: string): string {
  return `${PREFIX[kind]}-${hashOf(id).slice(0, SHORT)}`;
}

/**
 * Each id's alias, lengthened two digits at a time where ids of the listing share a short form,
 * until none do. A hash shares its longest prefix with a neighbour in sorted order, so a sort
 * and one look at each neighbour does it: a run's thousands of tests take milliseconds.
 */
export function aliasesOf(kind: AliasKind, ids: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(ids)]
    .map((id) => ({ id, hash: hashOf(id) }))
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  const aliases = new Map<string, string>();
  sorted.forEach(({ id, hash }, index) => {
    const shared = Math.max(
      commonPrefix(hash, sorted[index - 1]?.hash ?? ""),
      commonPrefix(hash, sorted[index + 1]?.hash ?? ""),
    );
    let length = SHORT;
    while (length <= shared && length < hash.length) length += 2;
    aliases.set(id, `${PREFIX[kind]}-${hash.slice(0, length)}`);
  });
  return aliases;
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * The known ids whose short alias is one typo away from the text, where it is written like one:
 * `T-D10I` or `T-D1O1` for T-D101 (a letter for a digit).
 */
export function idsWithAliasLike(text: string, known: readonly string[]): string[] {
  const typed = text.trim().toUpperCase();
  const letter = /^([TG])-\w{4}$/.exec(typed)?.[1];
  if (!letter) return [];
  const kind: AliasKind = letter === PREFIX.group ? "group" : "test";
  return known.filter((id) => editDistance(aliasOf(kind, id), typed) === 1);
}

/** Whether the text is written as an alias (`T-3F2A`, `g-7c1e`), whether or not it names anything. */
export function isAlias(text: string): boolean {
  return ALIAS.test(text);
}

/** Whether the text is written as a group's alias (`G-7C1E`): verify prints none for a test. */
export function isGroupAlias(text: string): boolean {
  return ALIAS.exec(text.trim())?.[1]?.toUpperCase() === PREFIX.group;
}

export type AliasLookup =
  | { found: string }
  | { ambiguous: string[] }
  | { notAnAlias: true }
  | { unknown: true };

/** The one known id the alias names; the kind is the alias's own letter. */
export function lookUpAlias(text: string, known: Iterable<string>): AliasLookup {
  const match = ALIAS.exec(text.trim());
  if (!match) return { notAnAlias: true };
  const [, letter = "", hex = ""] = match;
  const kind: AliasKind = letter.toUpperCase() === "G" ? "group" : "test";
  const wanted = hex.toUpperCase();
  const named = [...new Set(known)].filter((id) => hashOf(id).startsWith(wanted));
  if (named.length === 1 && named[0] !== undefined) return { found: named[0] };
  if (named.length === 0) return { unknown: true };
  const longer = aliasesOf(kind, named);
  return { ambiguous: named.map((id) => `${longer.get(id)} (${id})`) };
}
