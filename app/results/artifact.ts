import { strFromU8 } from "fflate";
import type { Logger } from "probot";
import { messageOf } from "../../src/errors.js";
import { isResultsArtifact, RESULTS_ARTIFACT, RESULTS_FILE } from "../../src/github/artifacts.js";
import type { RepositoryRef } from "../../src/github/repository.js";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import type { GitHub } from "../github/snapshots.js";
import { mergeResults } from "./merge.js";
import { unzipBounded, ZipLimitError, type ZipLimits } from "./unzip-bounded.js";

/** Larger than any honest results.json; a bigger artifact is refused rather than unpacked. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The results a workflow run uploaded, validated with the shared schema and merged when a matrix
 * uploaded several (`fix-loop-results`, `fix-loop-results-<group>`); null (logged) when the run
 * has none, or none that is valid. An invalid artifact is skipped, the others still count.
 */
export async function downloadResults(
  octokit: GitHub,
  repo: RepositoryRef,
  runId: number,
  log: Logger,
): Promise<Results | null> {
  const artifacts = await octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, {
    ...repo,
    run_id: runId,
    per_page: 100,
  });
  const wanted = artifacts
    .filter((artifact) => isResultsArtifact(artifact.name) && !artifact.expired)
    // The verify job's artifact first: it is the base the fix jobs' results are folded into.
    .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
  if (wanted.length === 0) {
    log.info(`run ${runId} has no ${RESULTS_ARTIFACT} artifact; nothing to report`);
    return null;
  }
  const all: Results[] = [];
  for (const artifact of wanted) {
    const results = await readResultsArtifact(octokit, repo, runId, artifact, log);
    if (results) all.push(results);
  }
  return mergeResults(all);
}

/** One results artifact of a run, downloaded and validated; null (logged) when it is not. */
export async function readResultsArtifact(
  octokit: GitHub,
  repo: RepositoryRef,
  runId: number,
  artifact: { id: number; name: string; size_in_bytes: number },
  log: Logger,
): Promise<Results | null> {
  const source = `run ${runId}, artifact ${artifact.name}`;
  if (artifact.size_in_bytes > MAX_BYTES) {
    log.warn(`${source}: ${artifact.size_in_bytes} bytes is more than results ever need; skipped`);
    return null;
  }
  return parseResultsZip(await downloadArtifactZip(octokit, repo, artifact.id), source, log);
}

/**
 * GitHub answers the download with a redirect to blob storage, which refuses a request that
 * still carries the GitHub token; so the redirect is followed by hand, without it.
 */
async function downloadArtifactZip(
  octokit: GitHub,
  repo: RepositoryRef,
  artifactId: number,
): Promise<Uint8Array> {
  const response = await octokit.rest.actions.downloadArtifact({
    ...repo,
    artifact_id: artifactId,
    archive_format: "zip",
    request: { redirect: "manual" },
  });
  const status = response.status as number;
  if (status >= 300 && status < 400) {
    const location = response.headers.location;
    if (!location) throw new Error(`artifact ${artifactId}: redirect without a location`);
    const blob = await fetch(location, { redirect: "follow" });
    if (!blob.ok) throw new Error(`artifact ${artifactId}: blob storage answered ${blob.status}`);
    return new Uint8Array(await blob.arrayBuffer());
  }
  return new Uint8Array(response.data as ArrayBuffer);
}

/**
 * What one results artifact may hold: a matrix run uploads one results.json per artifact, so
 * a few entries are plenty; the rest is refused before it can exhaust memory or the event loop.
 */
const ZIP_LIMITS: ZipLimits = {
  maxEntries: 256,
  maxEntryBytes: MAX_BYTES,
  maxTotalBytes: 2 * MAX_BYTES,
};

/** The results inside an artifact zip, or null (logged) when there are none or they do not parse. */
export async function parseResultsZip(
  zip: Uint8Array,
  source: string,
  log: Logger,
): Promise<Results | null> {
  let files: Map<string, Uint8Array>;
  try {
    files = await unzipBounded(zip, (name) => name.split("/").pop() === RESULTS_FILE, ZIP_LIMITS);
  } catch (error) {
    const why =
      error instanceof ZipLimitError
        ? `refused: ${error.message}`
        : `not a readable zip (${messageOf(error)})`;
    log.warn(`${source}: ${why}; ignored`);
    return null;
  }
  const entry = [...files.keys()].sort((a, b) => a.length - b.length)[0];
  const bytes = entry ? files.get(entry) : undefined;
  if (!bytes) {
    log.warn(`${source}: holds no ${RESULTS_FILE}; ignored`);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(strFromU8(bytes));
  } catch {
    log.warn(`${source}: ${RESULTS_FILE} is not JSON; ignored`);
    return null;
  }
  const parsed = resultsSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
      .join("; ");
    log.warn(`${source}: ${RESULTS_FILE} is not fix-loop results v1 (${where}); ignored`);
    return null;
  }
  return parsed.data;
}
