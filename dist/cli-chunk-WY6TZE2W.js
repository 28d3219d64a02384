import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/cli/exit-codes.ts
var EXIT = {
  passed: 0,
  failed: 1,
  usage: 2,
  gate: 3,
  internal: 4
};
function exitCodeFor(results) {
  if (!results.preflight.ok || results.services.some((service) => !service.healthy))
    return EXIT.gate;
  switch (results.outcome) {
    case "passed":
    case "fixed":
      return EXIT.passed;
    default:
      return EXIT.failed;
  }
}
var EXIT_INTERRUPTED = 130;

export {
  EXIT,
  exitCodeFor,
  EXIT_INTERRUPTED
};
