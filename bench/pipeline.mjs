// The four-job pipeline's cost on the bundled example: the check job's wall time, the fix
// bundle's size, and the model requests check and publish add (none). The scenario is TypeScript
// (it drives the Action's run() with the tests' fake GitHub and scripted model), so it is bundled
// first, inside the package so fix-loop finds its own dist/hooks.js.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { ROOT } from "./lib.mjs";

if (!existsSync(path.join(ROOT, "dist", "hooks.js"))) {
  console.error("dist/hooks.js is missing: run `npm run build` first");
  process.exit(1);
}

const outdir = path.join(ROOT, "node_modules", ".cache", "fix-loop-bench");
mkdirSync(outdir, { recursive: true });
const outfile = path.join(outdir, "pipeline.mjs");
await build({
  entryPoints: [path.join(ROOT, "bench", "pipeline-scenario.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
const { main } = await import(pathToFileURL(outfile).href);
await main(ROOT);
