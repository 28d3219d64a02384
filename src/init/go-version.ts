/**
 * The oldest Go that runs init's go tier: it runs its JUnit converter with `go run
 * pkg@version`, which came with Go 1.17 (before it, go run took no version: "can only use
 * path@version syntax with 'go get'").
 */
const TIER_GO_FLOOR: [number, number] = [1, 17];

/**
 * The Go version the workflow sets up: go.mod's `go` line, a floor of the language the module
 * needs, raised to the oldest Go that runs the tier (google/go-cmp v0.6.0 says `go 1.13`), and
 * to the oldest its own CI tests on where that is newer (go-humanize: go.mod 1.16, CI 1.19, and
 * a fuzz test that needs 1.18 would not build on 1.17); "stable" when go.mod names none.
 */
export function goVersionFor(goMod: string, tested: readonly [number, number][] = []): string {
  const line = goMod.match(/^go\s+(\d+)\.(\d+)((?:\.\d+)?)/m);
  if (!line) return "stable";
  const declared: [number, number] = [Number(line[1]), Number(line[2])];
  const floor = newer(declared, TIER_GO_FLOOR) ? declared : TIER_GO_FLOOR;
  const ci = tested.find((version) => newer(version, floor));
  if (ci) return ci.join(".");
  return floor === declared ? `${declared.join(".")}${line[3]}` : floor.join(".");
}

/** Whether `a` is `b` or later. */
function newer(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]);
}
