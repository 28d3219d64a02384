import { appendFile } from "node:fs/promises";
import * as core from "@actions/core";
import { defuseWorkflowCommands } from "../github/workflow-commands.js";
import type { Annotation } from "./annotations.js";

/**
 * Everything the Action says to the runner: log, groups, masks, outputs, annotations, the job
 * summary and the step's failure. `run()` takes it as a parameter, so a test can record what a
 * run said, in-process, while the default speaks to the runner through @actions/core.
 */
export interface ActionIO {
  info(text: string): void;
  warning(text: string): void;
  /** Shown only when the run has step debug logging on. */
  debug(text: string): void;
  /** Log groups do not nest: open one only after closing the last. */
  startGroup(title: string): void;
  endGroup(): void;
  /** Masks a value in everything the runner shows from now on. */
  setSecret(secret: string): void;
  setOutput(name: string, value: string): void;
  /** An error annotation, on a file and line when known. */
  annotate(annotation: Annotation): void;
  appendSummary(markdown: string): Promise<void>;
  /** Fails the step with this message (the runner's exit code 1). */
  setFailed(message: string): void;
}

/** The Action's I/O on a runner (or under @github/local-action, which stands in for @actions/core). */
export function runnerIO(env: NodeJS.ProcessEnv = process.env): ActionIO {
  return {
    info: (text) => core.info(defuseWorkflowCommands(text)),
    warning: (text) => core.warning(text),
    debug: (text) => core.debug(text),
    startGroup: (title) => core.startGroup(title),
    endGroup: () => core.endGroup(),
    setSecret: (secret) => core.setSecret(secret),
    setOutput: (name, value) => core.setOutput(name, value),
    annotate: (annotation) =>
      core.error(annotation.message, {
        title: annotation.title,
        ...(annotation.file ? { file: annotation.file } : {}),
        ...(annotation.startLine ? { startLine: annotation.startLine } : {}),
      }),
    async appendSummary(markdown) {
      // A run outside Actions has no job summary, and that is fine.
      const file = env.GITHUB_STEP_SUMMARY;
      if (file) await appendFile(file, markdown);
      else core.info("no GITHUB_STEP_SUMMARY: the summary is only in results.json");
    },
    setFailed: (message) => core.setFailed(message),
  };
}
