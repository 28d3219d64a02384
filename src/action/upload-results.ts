import path from "node:path";
import { messageOf } from "../errors.js";

export type UploadOutcome =
  | { uploaded: true; id: number | null }
  | { uploaded: false; reason: string };

/**
 * Uploads results.json as a workflow artifact for the Probot app. An artifact service that is
 * not there (a local run, act, a self-hosted runner without it) is reported, not fatal.
 */
export function uploadResults(
  file: string,
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<UploadOutcome> {
  return uploadArtifact(name, [file], path.dirname(file), env);
}

/** Uploads `files` (paths under `root`, which is the artifact's top) as the artifact `name`. */
export async function uploadArtifact(
  name: string,
  files: string[],
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<UploadOutcome> {
  if (!env.ACTIONS_RUNTIME_TOKEN || !(env.ACTIONS_RESULTS_URL || env.ACTIONS_RUNTIME_URL)) {
    return {
      uploaded: false,
      reason: "the artifact service is not available here (no ACTIONS_RUNTIME_TOKEN)",
    };
  }
  try {
    // Loaded only when needed: the artifact client is most of the bundle.
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const client = new DefaultArtifactClient();
    const response = await client.uploadArtifact(name, files, root);
    return { uploaded: true, id: response.id ?? null };
  } catch (error) {
    return { uploaded: false, reason: messageOf(error) };
  }
}
