// `npm run bench`: runs every benchmark script in bench/ (one at a time, so they do not share
// the CPU) and prints their figures. `npm run bench -- verify` runs only names containing "verify".
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? "";
const scripts = readdirSync(here)
  .filter(
    (name) =>
      name.endsWith(".mjs") && !["lib.mjs", "run-all.mjs"].includes(name) && name.includes(filter),
  )
  .sort();

let failed = 0;
for (const script of scripts) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, [path.join(here, script)], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
