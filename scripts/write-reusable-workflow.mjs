// Writes .github/workflows/pipeline.yml, the reusable workflow, from src/workflows/: the one
// source of the pipeline's jobs, which `fix-loop init --expanded` renders too. Run by
// `npm run build`, so CI's dist check also catches a stale file.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const entry = `
export { REUSABLE_WORKFLOW } from "./src/workflows/reusable-workflow.ts";
export { REUSABLE_WORKFLOW_PATH } from "./src/workflows/fix-loop-home.ts";
`;

// Inside the project, so the bundle finds yaml in node_modules (kept external: it needs require).
const outfile = path.resolve("node_modules/.cache", `fix-loop-workflow-${process.pid}.mjs`);
await mkdir(path.dirname(outfile), { recursive: true });
await build({
  stdin: { contents: entry, resolveDir: process.cwd(), loader: "ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  outfile,
  logLevel: "warning",
});
const { REUSABLE_WORKFLOW, REUSABLE_WORKFLOW_PATH } = await import(pathToFileURL(outfile).href);
await rm(outfile, { force: true });
await writeFile(REUSABLE_WORKFLOW_PATH, REUSABLE_WORKFLOW);
