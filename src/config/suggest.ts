/** Levenshtein distance, small inputs only (config keys, option names, test ids). */
function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
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

/** The closest candidate to a mistyped word, or null when nothing is close enough to be a typo. */
export function nearestWord(word: string, candidates: readonly string[]): string | null {
  const [best] = nearestWords(word, candidates, 1);
  if (best === undefined) return null;
  const allowed = Math.max(2, Math.floor(word.length / 3));
  return editDistance(word.toLowerCase(), best.toLowerCase()) <= allowed ? best : null;
}
