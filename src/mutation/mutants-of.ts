import { codeTextOf } from "./code-text.js";
import { findFunction } from "./find-function.js";
import type { Language } from "./language.js";
import { OPERATOR_SITES, OPERATORS, type OperatorName, type Site } from "./operators.js";
import { lineOf } from "./text-scan.js";

/** The source with one small change inside one function: a fault a good test notices. */
export interface Mutant {
  operator: OperatorName;
  /** 1-based line of the change in the source. */
  line: number;
  mutatedSource: string;
  /** What changed, in a few words: "`<` -> `<=`". */
  description: string;
}

export interface MutantsOptions {
  functionName: string;
  language: Language;
  /** Shuffles each operator's sites: the same seed, the same order. Default 1. */
  seed?: number;
  /** At most this many (after the order): default all. */
  limit?: number;
}

/**
 * Every mutant of the named function's body (none when the source has no such function), each
 * a copy of the whole source with one change. Deterministic: each operator's sites in an order
 * shuffled by the seed, then one of each operator in turn (comparison boundary, negated
 * condition, null check, dropped `+ 1`, added `+ 1`, swapped arguments, arithmetic, logical,
 * equality), so a cap on how many are tried still tries every kind. Two changes giving the same
 * source are one mutant.
 */
export function mutantsOf(source: string, options: MutantsOptions): Mutant[] {
  const code = codeTextOf(source, options.language);
  const span = findFunction(source, options.functionName, options.language, code);
  if (!span) return [];
  const scope = {
    source,
    code,
    start: span.bodyStart,
    end: span.bodyEnd,
    language: options.language,
  };
  const random = seeded(options.seed ?? 1);
  const queues = OPERATORS.map((operator) => shuffled(OPERATOR_SITES[operator](scope), random));
  const mutants: Mutant[] = [];
  const seen = new Set<string>([source]);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  while (mutants.length < limit && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const site = queue.shift();
      if (!site || mutants.length >= limit) continue;
      const mutatedSource = applied(source, site);
      if (seen.has(mutatedSource)) continue;
      seen.add(mutatedSource);
      mutants.push({
        operator: site.operator,
        line: lineOf(source, site.start),
        mutatedSource,
        description: site.description,
      });
    }
  }
  return mutants;
}

function applied(source: string, site: Site): string {
  return source.slice(0, site.start) + site.replacement + source.slice(site.end);
}

/** mulberry32: a small PRNG whose sequence depends only on its seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let at = items.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [items[at], items[other]] = [items[other] as T, items[at] as T];
  }
  return items;
}
