/**
 * The oldest Go that runs init's go tier: it runs its JUnit converter with `go run
 * pkg@version`, which came with Go 1.17 (before it, go run took no version: "can only use
 * path@version syntax with 'go get'").
 */
const TIER_GO_FLOOR: readonly [number, number] = [1, 17];

/**
 * The Go version the workflow sets up: go.mod's `go` line, a floor of the language the module
 * needs, raised to the oldest Go that runs the tier (google/go-cmp v0.6.0 says `go 1.13`); "stable"
 * when go.mod names none.
 */
export function goVersionFor(goMod: string): string {
  const line = goMod.match(/^go\s+(\d+)\.(\d+)((?:\.\d+)?)/m);
  if (!line) return "stable";
  const [major, minor] = [Number(line[1]), Number(line[2])];
  const below =
    major < TIER_GO_FLOOR[0] || (major === TIER_GO_FLOOR[0] && minor < TIER_GO_FLOOR[1]);
  return below ? TIER_GO_FLOOR.join(".") : `${major}.${minor}${line[3]}`;
}
