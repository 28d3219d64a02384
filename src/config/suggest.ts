/**
 * Edit distance with a swap of two neighbouring letters as one edit (optimal string alignment):
 * "teirs" is one edit from "tiers", two from "tests". Small inputs only (config keys, option
 * names, test ids).
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current[j] = best;
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The `count` candidates closest to `word`, closest first (ties keep the candidates' order). */
export function nearestWords(word: string, candidates: readonly string[], count: number): string[] {
  const lower = word.toLowerCase();
  return [...new Set(candidates)]
    .map((candidate, index) => ({
      candidate,
      index,
      distance: editDistance(lower, candidate.toLowerCase()),
    }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/**
 * The `count` test ids closest to `id`: first those that share the longest start with it (an id
 * is a path, file and suites first: "tests.test_compliance > nope" is nearer its file's tests
 * than a short id of another file, a few edits away), then by edits.
 */
export function nearestIds(id: string, candidates: readonly string[], count: number): string[] {
  const lower = id.toLowerCase();
  const shared = (candidate: string) => {
    let at = 0;
    while (at < lower.length && at < candidate.length && lower[at] === candidate[at]) at++;
    return at;
  };
  return [...new Set(candidates)]
    .map((candidate, index) => {
      const other = candidate.toLowerCase();
      return { candidate, index, start: shared(other), distance: editDistance(lower, other) };
    })
    .sort((a, b) => b.start - a.start || a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** The closest candidate to a mistyped word, or null when nothing is close enough to be a typo. */
export function nearestWord(word: string, candidates: readonly string[]): string | null {
  const [best] = nearestWords(word, candidates, 1);
  if (best === undefined) return null;
  const allowed = Math.max(2, Math.floor(word.length / 3));
  if (editDistance(word.toLowerCase(), best.toLowerCase()) <= allowed) return best;
  // The singular of a plural key, three edits from it: `retry` for `retries`.
  return candidates.find((candidate) => singular(candidate) === singular(word)) ?? null;
}

function singular(word: string): string {
  return word.toLowerCase().replace(/ies$/, "y").replace(/s$/, "");
}
