// The real-projects benchmark in one command: prepare.mjs, green.mjs, then run.mjs, each in
// turn with the flags it knows (the others' are left out). See docs/real-projects-benchmark.md.
//
//   nice -n 19 node bench/real-projects/all.mjs [--sample 30] [--only a,b] [--mirrors DIR] ...
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FLAGS = {
  "prepare.mjs": ["mirrors", "scratch", "only", "keep"],
  "green.mjs": ["scratch", "only", "runs", "keep"],
  "run.mjs": [
    "scratch",
    "only",
    "provider",
    "seed",
    "per-library",
    "per-function",
    "sample",
    "rounds",
    "pairs",
    "budget-minutes",
    "out",
    "changes",
  ],
};
const BOOLEAN = new Set(["keep"]);

const given = parseFlags(process.argv.slice(2));
for (const [script, known] of Object.entries(FLAGS)) {
  const args = Object.entries(given)
    .filter(([name]) => known.includes(name))
    .flatMap(([name, value]) => (BOOLEAN.has(name) ? [`--${name}`] : [`--${name}`, value]));
  console.log(`\n== ${script} ${args.join(" ")}`);
  const result = spawnSync(process.execPath, [path.join(HERE, script), ...args], {
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error(`${script} exited ${result.status}; stopping`);
    process.exit(1);
  }
}

function parseFlags(argv) {
  const flags = {};
  for (let index = 0; index < argv.length; index++) {
    const name = argv[index].replace(/^--/, "");
    if (!Object.values(FLAGS).flat().includes(name)) {
      console.error(
        `unknown flag ${argv[index]}; known: ${[...new Set(Object.values(FLAGS).flat())].join(", ")}`,
      );
      process.exit(2);
    }
    flags[name] = BOOLEAN.has(name) ? true : argv[++index];
  }
  return flags;
}
