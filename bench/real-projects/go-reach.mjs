// How many tests reach each function of a Go library, from coverage: a probe that panics on
// entry would end the package's whole test binary (Go tests do not recover panics), so Go's
// reach is read instead from one coverage profile per top-level test, through the package's
// test binary built once. Subtests count with their parent: a lower bound, as the probe's is.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importBundled } from "../lib.mjs";

/** { "<file>:<function>": tests reaching it } for every function of the module's own non-test files. */
export async function goReachOf(root, env = {}) {
  const { definedNames, findFunction } = await importBundled("src/mutation/index.ts");
  const module = /^module\s+(\S+)/m.exec(readFileSync(path.join(root, "go.mod"), "utf8"))?.[1];
  if (!module) return {};
  const work = mkdtempSync(path.join(tmpdir(), "go-reach-"));
  const run = { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" };
  const reached = new Map();
  try {
    const packages = execFileSync("go", ["list", "-f", "{{.Dir}}", "./..."], run)
      .trim()
      .split("\n")
      .filter((dir) => readdirSync(dir).some((file) => file.endsWith("_test.go")));
    for (const [index, dir] of packages.entries()) {
      const binary = path.join(work, `${index}.test`);
      const built = spawnSync(
        "go",
        [
          "test",
          "-c",
          "-vet=off",
          "-coverpkg=./...",
          "-o",
          binary,
          `./${path.relative(root, dir)}`,
        ],
        run,
      );
      if (built.status !== 0) continue;
      const names = execFileSync(binary, ["-test.list", "."], { ...run, cwd: dir })
        .split("\n")
        .filter((name) => /^(Test|Example|Fuzz)/.test(name));
      for (const [at, name] of names.entries()) {
        const profile = path.join(work, `${index}-${at}.out`);
        spawnSync(binary, [`-test.run=^${name}$`, `-test.coverprofile=${profile}`], {
          ...run,
          cwd: dir,
        });
        const text = readFileSync(profile, "utf8");
        for (const key of coveredFunctions(text, module, root, definedNames, findFunction))
          reached.set(key, (reached.get(key) ?? 0) + 1);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return Object.fromEntries(reached);
}

const sources = new Map();

/** "<file>:<function>" of every function a covered block of the profile starts in. */
function coveredFunctions(profile, module, root, definedNames, findFunction) {
  const covered = new Set();
  for (const line of profile.split("\n")) {
    const block = /^(.+\.go):(\d+)\.\d+,\d+\.\d+ \d+ (\d+)$/.exec(line.trim());
    if (!block || block[3] === "0" || !block[1].startsWith(`${module}/`)) continue;
    const file = block[1].slice(module.length + 1);
    if (file.endsWith("_test.go")) continue;
    const spans = spansOf(path.join(root, file), definedNames, findFunction);
    const at = Number(block[2]);
    const span = spans.find((each) => each.startLine <= at && at <= each.endLine);
    if (span) covered.add(`${file}:${span.name}`);
  }
  return covered;
}

function spansOf(file, definedNames, findFunction) {
  if (!sources.has(file)) {
    const source = readFileSync(file, "utf8");
    const lineAt = (offset) => source.slice(0, offset).split("\n").length;
    sources.set(
      file,
      definedNames(source, "go").map((name) => {
        const span = findFunction(source, name, "go");
        return { name, startLine: span.line, endLine: lineAt(span.bodyEnd) };
      }),
    );
  }
  return sources.get(file);
}
