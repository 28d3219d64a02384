/** The runner's own switch that ends its process once its tests are done, in words. */
const FORCE_EXIT: Record<string, string> = {
  mocha: "mocha's --exit ends it",
  jest: "jest's --forceExit ends it",
  node: "node's --test-force-exit ends it",
};

/**
 * Why a runner that wrote its report may still run: "it may be waiting on handles its tests
 * left open (mocha's --exit ends it)". `runner` is the runner's name, when known.
 */
export function openHandlesHint(runner: string | null | undefined): string {
  const force = runner ? FORCE_EXIT[runner] : undefined;
  return `it may be waiting on handles its tests left open${force ? ` (${force})` : ""}`;
}

/** "124 passed, 15 failed": a written report's counts. */
export function reportCounts(counts: Readonly<Record<string, number>>): string {
  return ["passed", "failed", "skipped"]
    .filter((status) => (counts[status] ?? 0) > 0)
    .map((status) => `${counts[status]} ${status}`)
    .join(", ");
}
