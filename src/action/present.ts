import { appendFile } from "node:fs/promises";
import * as core from "@actions/core";
import { renderMarkdown } from "../report/markdown.js";
import type { Results } from "../results/schema.js";
import { annotationsFor, emitAnnotations } from "./annotations.js";
import { uploadResults } from "./upload-results.js";

export interface PresentOptions {
  resultsFile: string;
  artifactName: string;
  projectRoot: string;
  workspace: string;
  redact: (text: string) => string;
  notes: string[];
  env: NodeJS.ProcessEnv;
}

/** Groups whose tests still fail: what a matrix of fix jobs should take on. */
export function failingGroupIds(results: Results): string[] {
  return results.groups
    .filter((g) => g.status === "open" || g.status === "deferred")
    .map((g) => g.id);
}

/** Everything a person or a later job sees of a run: summary, annotations, artifact, outputs. */
export async function presentResults(results: Results, options: PresentOptions): Promise<void> {
  await writeStepSummary(
    renderMarkdown(results, { redact: options.redact, notes: options.notes }),
    options.env,
  );
  emitAnnotations(
    annotationsFor(results, {
      projectRoot: options.projectRoot,
      workspace: options.workspace,
      redact: options.redact,
    }),
  );
  const upload = await uploadResults(options.resultsFile, options.artifactName, options.env);
  if (upload.uploaded) core.info(`uploaded results.json as the artifact ${options.artifactName}`);
  else
    core.warning(
      `results.json was not uploaded as an artifact: ${upload.reason}. It is at ${options.resultsFile}.`,
    );
  setOutputs(results, options.resultsFile);
}

export function setOutputs(results: Results, resultsFile: string): void {
  core.setOutput("outcome", results.outcome);
  core.setOutput("results", resultsFile);
  core.setOutput("trust-score", results.trust.score === null ? "" : String(results.trust.score));
  core.setOutput("pr-urls", JSON.stringify(results.run?.fixPullRequests.map((pr) => pr.url) ?? []));
  core.setOutput("groups", JSON.stringify(failingGroupIds(results)));
}

/** Appends to the job summary; a run outside Actions has none, and that is fine. */
async function writeStepSummary(markdown: string, env: NodeJS.ProcessEnv): Promise<void> {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!file) {
    core.info("no GITHUB_STEP_SUMMARY: the summary is only in results.json");
    return;
  }
  await appendFile(file, markdown);
}
