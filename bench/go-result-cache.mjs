// A green go tier on a tree whose test results go has cached (CI that keeps GOCACHE): verify
// against the tier's own command, both warm. Four packages whose tests take 0.3 s each: a verify
// that made go run them again would take over a second more than the command, which runs none.
//
//   node bench/go-result-cache.mjs [--rounds 5]
//
// 2026-11-29, 2 cores, load 2: the command 0.11 s, verify 0.30 s (fix-loop's own start and
// report); with go test's -exec hook, which kept the test binaries before, verify took 1.11 s.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CLI, fmt, fmtCpu, loadLine, measured, median, tempProject } from "./lib.mjs";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
for (const tool of ["go", "gotestsum"])
  if (spawnSync(tool, ["--version"]).error || spawnSync(tool, ["version"]).error) {
    console.log(`${tool} is not installed: nothing to measure`);
    process.exit(0);
  }
const files = { "go.mod": "module example.com/slow\n\ngo 1.19\n" };
for (const name of ["a", "b", "c", "d"])
  files[`${name}/${name}_test.go`] =
    `package ${name}\n\nimport (\n\t"testing"\n\t"time"\n)\n\nfunc TestSlow(t *testing.T) { time.Sleep(300 * time.Millisecond) }\n`;
const root = tempProject(files);
const command = "mkdir -p reports && gotestsum --junitfile reports/junit.xml -- ./...";
mkdirSync(path.join(root, ".github"));
writeFileSync(
  path.join(root, ".github/fix-loop.yml"),
  `tiers:\n  - name: unit\n    command: "${command}"\n    junit: reports/junit.xml\n`,
);
const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod" };
const plain = () => measured("sh", ["-c", command], { cwd: root, env });
const verify = () => measured(process.execPath, [CLI, "verify", "--plain"], { cwd: root, env });
plain();
if (verify().code !== 0) throw new Error(`verify failed in ${root}`);
const rounds = Number(values.rounds);
const times = { plain: [], verify: [] };
for (let round = 0; round < rounds; round++) {
  times.plain.push(plain());
  times.verify.push(verify());
}
const wall = (runs) => median(runs.map((run) => run.ms));
const cpu = (runs) => median(runs.map((run) => run.cpuMs));
console.log(
  `the tier's command, warm: ${fmt(wall(times.plain))} wall, ${fmtCpu(cpu(times.plain))} CPU`,
);
console.log(
  `fix-loop verify, warm:    ${fmt(wall(times.verify))} wall, ${fmtCpu(cpu(times.verify))} CPU`,
);
console.log(`(medians of ${rounds} alternating rounds; ${loadLine()})`);
rmSync(root, { recursive: true, force: true });
