import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { configSchema } from "../../../src/config/schema.js";
import { runVerify } from "../../../src/engine/verify.js";
import { goCollectsError } from "../../../src/triage/spectrum/go-error-handlers.js";
import { GO_JSON_TO_JUNIT } from "../../support/go-json-junit.js";
import { createTempProject } from "../../support/temp-project.js";

const hasGo = spawnSync("go", ["version"]).status === 0;

/**
 * mitchellh/mapstructure's shape (issue 29): a decode gathers what it could not take with
 * `appendErrors(errors []string, err error)`, which only failing decodes reach, so the spectrum
 * scores it 1.0. Here `toInt` refuses negative floats (seeded: `x < 0` for `x != math.Trunc(x)`):
 * two tests with negative floats fail; those that decode an int, a positive float and nothing
 * pass. `toInt` runs in both failures and two passing tests (Ochiai 0.71), `Decode` in every
 * test, `appendErrors` in the failures alone. The failures' messages differ: two signatures, one cause.
 */
const FILES: Record<string, string> = {
  "go.mod": "module example.com/conf\n\ngo 1.19\n",
  "error.go": [
    "package conf",
    "",
    'import "strings"',
    "",
    "// Error is what one decode could not take.",
    "type Error struct{ Errors []string }",
    "",
    'func (e *Error) Error() string { return strings.Join(e.Errors, "; ") }',
    "",
    "func appendErrors(errors []string, err error) []string {",
    "\tswitch e := err.(type) {",
    "\tcase *Error:",
    "\t\treturn append(errors, e.Errors...)",
    "\tdefault:",
    "\t\treturn append(errors, e.Error())",
    "\t}",
    "}",
    "",
  ].join("\n"),
  "decode.go": [
    "package conf",
    "",
    'import "fmt"',
    "",
    "// Decode takes each named value as an int.",
    "func Decode(names []string, values map[string]interface{}) (map[string]int, error) {",
    "\tout := map[string]int{}",
    "\tvar errors []string",
    "\tfor _, name := range names {",
    "\t\tn, err := toInt(values[name])",
    "\t\tif err != nil {",
    '\t\t\terrors = appendErrors(errors, fmt.Errorf("%s: %w", name, err))',
    "\t\t\tcontinue",
    "\t\t}",
    "\t\tout[name] = n",
    "\t}",
    "\tif len(errors) > 0 {",
    "\t\treturn out, &Error{errors}",
    "\t}",
    "\treturn out, nil",
    "}",
    "",
    "func toInt(v interface{}) (int, error) {",
    "\tswitch x := v.(type) {",
    "\tcase int:",
    "\t\treturn x, nil",
    "\tcase float64:",
    "\t\tif x < 0 {",
    '\t\t\treturn 0, fmt.Errorf("unconvertible float64 %v", x)',
    "\t\t}",
    "\t\treturn int(x), nil",
    "\t}",
    '\treturn 0, fmt.Errorf("unsupported type %T", v)',
    "}",
    "",
  ].join("\n"),
  "decode_test.go": [
    "package conf",
    "",
    'import "testing"',
    "",
    "func decoded(t *testing.T, values map[string]interface{}, names ...string) map[string]int {",
    "\tout, err := Decode(names, values)",
    "\tif err != nil {",
    '\t\tt.Fatalf("got an err: %v", err)',
    "\t}",
    "\treturn out",
    "}",
    "",
    "func TestInt(t *testing.T) {",
    '\tif got := decoded(t, map[string]interface{}{"a": 4}, "a"); got["a"] != 4 {',
    '\t\tt.Errorf("got %v", got)',
    "\t}",
    "}",
    "",
    "func TestFloat(t *testing.T) {",
    '\tif got := decoded(t, map[string]interface{}{"a": 4.0}, "a"); got["a"] != 4 {',
    '\t\tt.Errorf("got %v", got)',
    "\t}",
    "}",
    "",
    "func TestNone(t *testing.T) {",
    "\tif got := decoded(t, nil); len(got) != 0 {",
    '\t\tt.Errorf("got %v", got)',
    "\t}",
    "}",
    "",
    "func TestNegativeFloat(t *testing.T) {",
    '\tif got := decoded(t, map[string]interface{}{"a": -4.0}, "a"); got["a"] != -4 {',
    '\t\tt.Errorf("got %v", got)',
    "\t}",
    "}",
    "",
    "func TestMixed(t *testing.T) {",
    '\tout, err := Decode([]string{"b", "c"}, map[string]interface{}{"b": 2, "c": -3.0})',
    '\tif err != nil || out["c"] != -3 {',
    '\t\tt.Errorf("decoding b and c: %v, %v", out, err)',
    "\t}",
    "}",
    "",
  ].join("\n"),
  "tools/junit.mjs": GO_JSON_TO_JUNIT,
};

const COMMAND = "go test -json ./... | node tools/junit.mjs reports/junit.xml";
// Nothing here may reach a module proxy: the fixture needs the standard library only.
const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod" };

describe.skipIf(!hasGo)("a Go function that collects the errors it is handed", () => {
  it("is not blamed while the failing tests ran another function: the converter is", async () => {
    const root = await createTempProject(FILES);
    const config = configSchema.parse({
      retries: 0,
      tiers: [{ name: "unit", command: COMMAND, junit: "reports/junit.xml" }],
    });
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml", env });
    const failed = results.tests.filter((test) => test.status === "failed").map((t) => t.id);
    expect(failed.sort()).toEqual([
      "example.com/conf > TestMixed",
      "example.com/conf > TestNegativeFloat",
    ]);
    expect(results.groups.map((group) => group.triage?.culprit)).toMatchObject([
      { file: "decode.go", function: "conf.toInt", source: "coverage" },
    ]);
  });
});

describe("which Go functions collect or report an error", () => {
  const source = [
    "func appendErrors(errors []string, err error) []string {",
    "func (f *FlagSet) fail(err error) error {",
    "func (d *decodeState) saveError(err error) {",
    "func (p *ReverseProxy) defaultErrorHandler(rw http.ResponseWriter, req *http.Request,",
    "\terr error) {",
    "func mapErr(err error) error {",
    "func isTemporary(err error) bool {",
    "func (f *FlagSet) setFunc(name string, fn func(string) error) {",
    "func (v *Value) Set(s string) error {",
  ];
  it("is one that takes an `error` under a name that keeps or shows it", () => {
    expect(goCollectsError(source, "conf.appendErrors")).toBe(true);
    expect(goCollectsError(source, "pflag.(*FlagSet).fail")).toBe(true);
    expect(goCollectsError(source, "encoding/json.(*decodeState).saveError")).toBe(true);
    // Its parameters spread over two lines.
    expect(goCollectsError(source, "httputil.(*ReverseProxy).defaultErrorHandler")).toBe(true);
  });

  it("is not one that decides on the error, takes a function returning one, or only returns one", () => {
    expect(goCollectsError(source, "net.mapErr")).toBe(false);
    expect(goCollectsError(source, "net.isTemporary")).toBe(false);
    expect(goCollectsError(source, "pflag.(*FlagSet).setFunc")).toBe(false);
    expect(goCollectsError(source, "pflag.(*Value).Set")).toBe(false);
    // Another receiver's method of the same name.
    expect(goCollectsError(source, "pflag.(*Other).fail")).toBe(false);
  });
});
