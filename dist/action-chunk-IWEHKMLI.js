import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/results/kept-attempt.ts
function isKeptAttempt(attempt) {
  return attempt.rejected === null && attempt.verified.passed;
}
function keptAttempt(results, group) {
  return results.attempts.filter((a) => a.group === group && isKeptAttempt(a)).at(-1) ?? null;
}

export {
  isKeptAttempt,
  keptAttempt
};
