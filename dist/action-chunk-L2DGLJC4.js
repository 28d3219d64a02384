import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  messageOf
} from "./action-chunk-O2P565NO.js";

// src/action/upload-results.ts
import path from "node:path";
function uploadResults(file, name, env) {
  return uploadArtifact(name, [file], path.dirname(file), env);
}
async function uploadArtifact(name, files, root, env) {
  if (!env.ACTIONS_RUNTIME_TOKEN || !(env.ACTIONS_RESULTS_URL || env.ACTIONS_RUNTIME_URL)) {
    return {
      uploaded: false,
      reason: "the artifact service is not available here (no ACTIONS_RUNTIME_TOKEN)"
    };
  }
  try {
    const { DefaultArtifactClient } = await import("./action-artifact-6N7ST45K.js");
    const client = new DefaultArtifactClient();
    const response = await client.uploadArtifact(name, files, root);
    return { uploaded: true, id: response.id ?? null };
  } catch (error) {
    return { uploaded: false, reason: messageOf(error) };
  }
}

export {
  uploadResults,
  uploadArtifact
};
