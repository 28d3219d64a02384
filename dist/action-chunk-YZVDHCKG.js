import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/text/quantities.ts
function plural(count, noun, pluralNoun = `${noun}s`) {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}
function formatDuration(ms, style = "spaced") {
  if (style === "compact") {
    if (ms < 1e3) return `${Math.round(ms)}ms`;
    const seconds2 = ms / 1e3;
    if (seconds2 < 120 || seconds2 % 60 !== 0)
      return `${Number.isInteger(seconds2) ? seconds2 : seconds2.toFixed(1)}s`;
    return `${seconds2 / 60}m`;
  }
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1)} s`;
  const minutes = Math.floor(ms / 6e4);
  const seconds = Math.round(ms % 6e4 / 1e3);
  return `${minutes} min ${seconds} s`;
}
function formatUsd(usd) {
  return `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`;
}
function formatPercent(score) {
  return score === null ? "n/a" : `${Math.round(score * 100)}%`;
}

export {
  plural,
  formatDuration,
  formatUsd,
  formatPercent
};
