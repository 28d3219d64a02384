import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/config/suggest.ts
function editDistance(a, b) {
  let before = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost
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
function nearestWords(word, candidates, count) {
  const lower = word.toLowerCase();
  return [...new Set(candidates)].map((candidate, index) => ({
    candidate,
    index,
    distance: editDistance(lower, candidate.toLowerCase())
  })).sort((a, b) => a.distance - b.distance || a.index - b.index).slice(0, count).map(({ candidate }) => candidate);
}
function nearestIds(id, candidates, count) {
  const lower = id.toLowerCase();
  const shared = (candidate) => {
    let at = 0;
    while (at < lower.length && at < candidate.length && lower[at] === candidate[at]) at++;
    return at;
  };
  return [...new Set(candidates)].map((candidate, index) => {
    const other = candidate.toLowerCase();
    return { candidate, index, start: shared(other), distance: editDistance(lower, other) };
  }).sort((a, b) => b.start - a.start || a.distance - b.distance || a.index - b.index).slice(0, count).map(({ candidate }) => candidate);
}
function nearestWord(word, candidates) {
  const [best] = nearestWords(word, candidates, 1);
  if (best === void 0) return null;
  const allowed = Math.max(2, Math.floor(word.length / 3));
  if (editDistance(word.toLowerCase(), best.toLowerCase()) <= allowed) return best;
  return candidates.find((candidate) => singular(candidate) === singular(word)) ?? null;
}
function singular(word) {
  return word.toLowerCase().replace(/ies$/, "y").replace(/s$/, "");
}

export {
  editDistance,
  nearestWords,
  nearestIds,
  nearestWord
};
