import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  isNamed,
  matchListed
} from "./cli-chunk-X75OOVZ5.js";

// src/flaky/flaky-groups.ts
import { createHash } from "node:crypto";
function flakyTargetGroups(tests, named, flakes) {
  if (!flakes || flakes.tests.length === 0 || named.length === 0) return [];
  const listed = matchListed(flakes.tests, tests);
  return tests.flatMap((test) => {
    const flake = listed.get(test.id);
    if (!flake || !isNamed(test, named)) return [];
    if (test.status !== "passed" && test.status !== "flaky" && test.status !== "failed") return [];
    const signature = `flaky: ${test.id}`;
    return [
      {
        id: flakyGroupId(test.id),
        signature,
        tier: test.tier,
        tests: [test.id],
        status: "open",
        reason: flakeReason(flake)
      }
    ];
  });
}
function flakeReason(flake) {
  const last = flake.commits[0] ? `, last at ${flake.commits[0].slice(0, 12)}` : "";
  return `flaked in ${flake.flakes} of ${flake.runs} runs (${(flake.rate * 100).toFixed(1)}%)${last}`;
}
function flakesOf(tests, flakes) {
  return flakes ? matchListed(flakes.tests, tests) : /* @__PURE__ */ new Map();
}
function flakyGroupId(id) {
  return createHash("sha256").update(`flaky test
${id}`).digest("hex").slice(0, 12);
}

export {
  flakyTargetGroups,
  flakesOf
};
