import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  UserError
} from "./action-chunk-O2P565NO.js";

// src/shards/leg.ts
var MAX_LEGS = 64;
function parseLeg(text) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || total < 1 || index < 1 || index > total || total > MAX_LEGS) {
    throw new UserError(
      `--shard takes i/N, the leg i of N counted from 1 (N at most ${MAX_LEGS}): got "${text}"`
    );
  }
  return { index, total };
}
var legName = (leg) => `${leg.index}/${leg.total}`;

// src/shards/split.ts
function splitByTime(units, times, total) {
  const known = units.map((unit) => times.get(unit)).filter((ms) => ms !== void 0);
  const mean = known.length > 0 ? known.reduce((sum, ms) => sum + ms, 0) / known.length : 1;
  const weighed = [...new Set(units)].map((unit) => ({ unit, ms: times.get(unit) ?? mean })).sort((a, b) => b.ms - a.ms || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
  const legs = Array.from({ length: total }, () => ({ units: [], expectedMs: 0 }));
  for (const { unit, ms } of weighed) {
    let least = 0;
    for (let index = 1; index < total; index++) {
      if ((legs[index]?.expectedMs ?? 0) < (legs[least]?.expectedMs ?? 0)) least = index;
    }
    const leg = legs[least];
    leg.units.push(unit);
    leg.expectedMs += ms;
  }
  for (const leg of legs) leg.units.sort();
  return legs;
}
function spreadOf(legMs) {
  if (legMs.length === 0) return 0;
  const mean = legMs.reduce((sum, ms) => sum + ms, 0) / legMs.length;
  return mean > 0 ? Math.max(...legMs) / mean - 1 : 0;
}

export {
  parseLeg,
  legName,
  splitByTime,
  spreadOf
};
