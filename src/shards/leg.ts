import { UserError } from "../errors.js";
import type { Leg } from "../runners/runner.js";

export type { Leg } from "../runners/runner.js";

/** The most legs a run splits into: GitHub's matrix takes 256 jobs, a run wants far fewer. */
export const MAX_LEGS = 64;

/** `--shard 2/4`: the second of four legs. A mistake gets a sentence saying what is expected. */
export function parseLeg(text: string): Leg {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || total < 1 || index < 1 || index > total || total > MAX_LEGS) {
    throw new UserError(
      `--shard takes i/N, the leg i of N counted from 1 (N at most ${MAX_LEGS}): got "${text}"`,
    );
  }
  return { index, total };
}

export const legName = (leg: Leg): string => `${leg.index}/${leg.total}`;
