// The fix loop's figures, per scenario: agent sessions and model requests, prompt size per
// attempt, the time from the end of an attempt to the engine's verdict, and the fix run's
// overhead over the agent's own time. The real claude CLI talks to the scripted model server.
// The scenarios are TypeScript (they share the tests' fixtures), so they are bundled first,
// inside the package so fix-loop finds its own dist/hooks.js.
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
const outfile = path.join(outdir, "fix-overhead.mjs");
await build({
  entryPoints: [path.join(ROOT, "bench", "fix-overhead-scenarios.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
const { main } = await import(pathToFileURL(outfile).href);
await main();
