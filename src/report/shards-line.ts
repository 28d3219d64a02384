import type { ShardsReport } from "../results/schema.js";

/** "4 legs (slowest 3m 2s), spread 8 %": a sharded verify's legs, for a summary's facts. */
export function shardsLine(shards: ShardsReport | undefined): string | null {
  if (!shards || shards.legs.length === 0) return null;
  const slowest = Math.max(...shards.legs.map((leg) => leg.durationMs));
  return `${shards.legs.length} legs (slowest ${(slowest / 1000).toFixed(1)} s), spread ${Math.round(shards.spread * 100)} %`;
}
