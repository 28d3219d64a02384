// How many Go functions that take an `error` the spectrum's error-handler rule
// (src/triage/spectrum/go-error-handlers.ts) sets aside, over the installed Go's standard library
// (or DIR): each such function with its first lines, to read whether it collects or reports
// the error (set aside rightly) or decides on it (logic that can be the fault).
//
//   node bench/go-error-handlers.mjs [--root DIR] [--all]
//
// 2026-11-29, go1.19's src: 210 functions take an `error`, 23 set aside; each stores, appends,
// prints or panics with it (setError, saveError, AddError, PrintError, reportError, error(err)).
// Left in: the predicates (90 return bool: isTemporary), the translators (mapErr, noEOF,
// underlyingError, wrapSyscallError), the closers (close(err), cancel(err)).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { importBundled } from "./lib.mjs";

const { values } = parseArgs({
  options: { root: { type: "string" }, all: { type: "boolean", default: false } },
});
const goroot =
  values.root ?? spawnSync("go", ["env", "GOROOT"], { encoding: "utf8" }).stdout?.trim();
if (!goroot) {
  console.log("go is not installed and no --root was given: nothing to measure");
  process.exit(0);
}
const root = values.root ?? path.join(goroot, "src");
const { goCollectsError } = await importBundled("src/triage/spectrum/go-error-handlers.ts");

const DECLARATION =
  /^func\s*(?:\(\s*(?:\w+\s+)?\*?\s*(\w+)[^)]*\)\s*)?([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\(([^)]*)\)/;
let taking = 0;
const setAside = [];
for (const file of goFiles(root)) {
  const lines = readFileSync(file, "utf8").split("\n");
  for (const [index, text] of lines.entries()) {
    const declared = DECLARATION.exec(text);
    if (!declared?.[3].split(",").some((p) => /^\s*(?:\w+\s+)?error\s*$/.test(p))) continue;
    taking += 1;
    const fn = declared[1] ? `pkg.(*${declared[1]}).${declared[2]}` : `pkg.${declared[2]}`;
    if (goCollectsError(lines, fn))
      setAside.push(
        `${path.relative(root, file)}:${index + 1} ${text.trim()}\n      ${bodyOf(lines, index)}`,
      );
  }
}
if (values.all) for (const line of setAside) console.log(`  ${line}`);
console.log(
  `${taking} functions take an error; ${setAside.length} set aside as collecting or reporting it`,
);

function bodyOf(lines, index) {
  return lines
    .slice(index + 1, index + 4)
    .map((line) => line.trim())
    .join(" | ")
    .slice(0, 120);
}

function* goFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "testdata" && entry.name !== "vendor") yield* goFiles(full);
    } else if (entry.name.endsWith(".go") && !entry.name.endsWith("_test.go")) yield full;
  }
}
