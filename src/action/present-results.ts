import { renderMarkdown } from "../report/markdown.js";
import type { Results } from "../results/schema.js";
import { annotationsFor } from "./annotations.js";
import type { ActionIO } from "./io.js";
import { uploadResults } from "./upload-results.js";

export interface PresentOptions {
  resultsFile: string;
  artifactName: string;
  projectRoot: string;
  workspace: string;
  redact: (text: string) => string;
  notes: string[];
  /** Warnings that quote text fix-loop did not write (an error's message): shown as code. */
  problems?: string[];
  env: NodeJS.ProcessEnv;
}

/** Groups whose tests still fail: what a matrix of fix jobs should take on. */
export function failingGroupIds(results: Results): string[] {
  return results.groups
    .filter((g) => g.status === "open" || g.status === "deferred")
    .map((g) => g.id);
}

/** Each failing group's tests: what check needs to judge a bundle for one of them. */
export function failingGroupTests(results: Results): Record<string, string[]> {
  const failing = new Set(failingGroupIds(results));
  return Object.fromEntries(
    results.groups.filter((g) => failing.has(g.id)).map((g) => [g.id, g.tests]),
  );
}

/** Everything a person or a later job sees of a run: summary, annotations, artifact, outputs. */
export async function presentResults(
  results: Results,
  io: ActionIO,
  options: PresentOptions,
): Promise<void> {
  await io.appendSummary(
    renderMarkdown(results, {
      redact: options.redact,
      notes: options.notes,
      problems: options.problems,
    }),
  );
  const annotations = annotationsFor(results, {
    projectRoot: options.projectRoot,
    workspace: options.workspace,
    redact: options.redact,
  });
  for (const annotation of annotations) io.annotate(annotation);
  const upload = await uploadResults(options.resultsFile, options.artifactName, options.env);
  if (upload.uploaded) io.info(`uploaded results.json as the artifact ${options.artifactName}`);
  else
    io.warning(
      `results.json was not uploaded as an artifact: ${upload.reason}. It is at ${options.resultsFile}.`,
    );
  setOutputs(results, options.resultsFile, io);
}

function setOutputs(results: Results, resultsFile: string, io: ActionIO): void {
  io.setOutput("outcome", results.outcome);
  io.setOutput("results", resultsFile);
  io.setOutput("trust-score", results.trust.score === null ? "" : String(results.trust.score));
  io.setOutput("pr-urls", JSON.stringify(results.run?.fixPullRequests.map((pr) => pr.url) ?? []));
  io.setOutput("groups", JSON.stringify(failingGroupIds(results)));
  io.setOutput("group-tests", JSON.stringify(failingGroupTests(results)));
}
