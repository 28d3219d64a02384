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
function nearestWord(word, candidates) {
  const [best] = nearestWords(word, candidates, 1);
  if (best === void 0) return null;
  const allowed = Math.max(2, Math.floor(word.length / 3));
  return editDistance(word.toLowerCase(), best.toLowerCase()) <= allowed ? best : null;
}

// src/ids/aliases.ts
import { createHash } from "node:crypto";
var PREFIX = { test: "T", group: "G" };
var SHORT = 4;
var ALIAS = /^([TG])-([0-9A-F]{4,64})$/i;
function hashOf(id) {
  return createHash("sha256").update(id).digest("hex").toUpperCase();
}
function aliasesOf(kind, ids) {
  const sorted = [...new Set(ids)].map((id) => ({ id, hash: hashOf(id) })).sort((a, b) => a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);
  const aliases = /* @__PURE__ */ new Map();
  sorted.forEach(({ id, hash }, index) => {
    const shared = Math.max(
      commonPrefix(hash, sorted[index - 1]?.hash ?? ""),
      commonPrefix(hash, sorted[index + 1]?.hash ?? "")
    );
    let length = SHORT;
    while (length <= shared && length < hash.length) length += 2;
    aliases.set(id, `${PREFIX[kind]}-${hash.slice(0, length)}`);
  });
  return aliases;
}
function commonPrefix(a, b) {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}
function isAlias(text) {
  return ALIAS.test(text);
}
function lookUpAlias(text, known) {
  const match = ALIAS.exec(text.trim());
  if (!match) return { notAnAlias: true };
  const [, letter = "", hex = ""] = match;
  const kind = letter.toUpperCase() === "G" ? "group" : "test";
  const wanted = hex.toUpperCase();
  const named = [...new Set(known)].filter((id) => hashOf(id).startsWith(wanted));
  if (named.length === 1 && named[0] !== void 0) return { found: named[0] };
  if (named.length === 0) return { unknown: true };
  const longer = aliasesOf(kind, named);
  return { ambiguous: named.map((id) => `${longer.get(id)} (${id})`) };
}

export {
  nearestWords,
  nearestWord,
  aliasesOf,
  isAlias,
  lookUpAlias
};
