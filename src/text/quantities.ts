/** Counts, durations, money and percentages as people read them, in every report and message. */

export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/**
 * "850 ms", "1.2 s", "3 min 4 s" in reports people read; "850ms", "1.2s", "3m" (compact) inside
 * the one-line evidence messages results.json records.
 */
export function formatDuration(ms: number, style: "spaced" | "compact" = "spaced"): string {
  if (style === "compact") {
    if (ms < 1000) return `${Math.round(ms)}ms`;
    const seconds = ms / 1000;
    if (seconds < 120 || seconds % 60 !== 0)
      return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)}s`;
    return `${seconds / 60}m`;
  }
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

export function formatUsd(usd: number): string {
  return `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`;
}

export function formatPercent(score: number | null): string {
  return score === null ? "n/a" : `${Math.round(score * 100)}%`;
}
