const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Parses "10", "10s", "1.5m", "500ms" or a number of seconds into milliseconds; null when malformed. */
export function parseDurationMs(value: number | string): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value * 1000 : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
  if (!match) return null;
  const unit = match[2] ?? "s";
  return Number(match[1]) * (UNIT_MS[unit] ?? 1000);
}
