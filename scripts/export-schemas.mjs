// Writes the JSON Schemas of the config file and results.json into schema/, from the zod
// definitions in src/. Run by `npm run build`, so CI's dist check also catches a stale schema.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const entry = `
import * as z from "zod";
import { configSchema } from "./src/config/schema.ts";
import { resultsSchema } from "./src/results/schema.ts";
import { planReportSchema } from "./src/results/plan-report.ts";
export const config = z.toJSONSchema(configSchema, { io: "input", unrepresentable: "any" });
export const results = z.toJSONSchema(resultsSchema, { io: "output", unrepresentable: "any" });
export const planReport = z.toJSONSchema(planReportSchema, { io: "output", unrepresentable: "any" });
`;

const outfile = path.join(tmpdir(), `fix-loop-schemas-${process.pid}.mjs`);
await build({
  stdin: { contents: entry, resolveDir: process.cwd(), loader: "ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  outfile,
  logLevel: "warning",
});
const { config, results, planReport } = await import(pathToFileURL(outfile).href);
await rm(outfile, { force: true });

const documents = {
  "fix-loop.schema.json": { ...config, title: "fix-loop configuration (.github/fix-loop.yml)" },
  "results.schema.json": { ...results, title: "fix-loop results.json, version 1" },
  "plan-report.schema.json": { ...planReport, title: "fix-loop plan --json, version 1" },
};
await mkdir("schema", { recursive: true });
for (const [name, schema] of Object.entries(documents)) {
  await writeFile(path.join("schema", name), `${JSON.stringify(schema, null, 2)}\n`);
}
