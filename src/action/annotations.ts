import path from "node:path";
import { failsTheRun } from "../flaky/quarantine-match.js";
import type { Results, TestResult } from "../results/schema.js";

/** GitHub shows at most this many error annotations per step. */
export const ERROR_ANNOTATION_LIMIT = 10;

export interface Annotation {
  title: string;
  message: string;
  /** Relative to the repository root, as GitHub wants it. */
  file?: string;
  startLine?: number;
}

export interface AnnotationOptions {
  /** The project root the results' paths are relative to. */
  projectRoot: string;
  /** The repository root (GITHUB_WORKSPACE). */
  workspace: string;
  redact: (text: string) => string;
  limit?: number;
}

/**
 * One error annotation per failing gate and failing test, on its file and line when known.
 * Past the limit, the last slot summarises the rest so nothing is silently lost.
 */
export function annotationsFor(results: Results, options: AnnotationOptions): Annotation[] {
  const limit = options.limit ?? ERROR_ANNOTATION_LIMIT;
  const all = [...gateAnnotations(results, options), ...testAnnotations(results, options)];
  if (all.length <= limit) return all;
  const shown = all.slice(0, limit - 1);
  const rest = all.slice(limit - 1);
  shown.push({
    title: `fix-loop: ${rest.length} more failures`,
    message: `${rest.map((a) => a.title.replace(/^fix-loop: /, "")).join(", ")}. The job summary lists every failure with its evidence.`,
  });
  return shown;
}

function gateAnnotations(results: Results, options: AnnotationOptions): Annotation[] {
  const config = repositoryPath(results.config, options);
  const preflight = results.preflight.problems.map((problem) => ({
    title: `fix-loop: preflight ${problem.kind} ${problem.name}`,
    message: options.redact(problem.message),
    ...(config ? { file: config } : {}),
  }));
  const services = results.services
    .filter((service) => !service.healthy)
    .map((service) => ({
      title: `fix-loop: service ${service.name} is down`,
      message: options.redact(`${service.probe}: ${service.error ?? "no healthy answer"}`),
      ...(config ? { file: config } : {}),
    }));
  return [...preflight, ...services];
}

function testAnnotations(results: Results, options: AnnotationOptions): Annotation[] {
  return (
    results.tests
      // A quarantined failure fails nothing: the summary lists it, no error points at it.
      .filter(failsTheRun)
      .map((test) => {
        const location = test.evidence?.location;
        const file = repositoryPath(location?.file ?? test.file, options);
        const line = location?.line ?? undefined;
        return {
          title: `fix-loop: ${test.id} ${test.status}`,
          message: options.redact(messageOf(test)),
          ...(file ? { file } : {}),
          ...(file && line ? { startLine: line } : {}),
        };
      })
  );
}

function messageOf(test: TestResult): string {
  const lines = [`${test.id} ${test.title}`];
  const evidence = test.evidence;
  if (evidence?.message) lines.push(evidence.message);
  for (const line of evidence?.summary.slice(0, 5) ?? [])
    if (line !== evidence?.message) lines.push(line);
  if (evidence?.timedOut) lines.push("timed out");
  return lines.join("\n");
}

/** A path GitHub can place on the diff: relative to the repository root, inside it. */
function repositoryPath(file: string, options: AnnotationOptions): string | null {
  const absolute = path.resolve(options.projectRoot, file);
  const relative = path.relative(options.workspace, absolute);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join("/");
}
