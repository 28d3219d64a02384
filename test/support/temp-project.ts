import { mkdtempSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Files to write: path -> content; a content starting with "#!" is made executable. */
export type ProjectFiles = Record<string, string>;

/** The folders createTempProject and tempFolder made, until removeTempProjects removes them. */
const made: string[] = [];

/**
 * A throwaway project folder with the given files, removed after its test file
 * (remove-temp-projects.ts).
 */
export async function createTempProject(
  files: ProjectFiles,
  prefix = "fix-loop-test-",
): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  made.push(root);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    if (content.startsWith("#!")) await chmod(file, 0o755);
  }
  return root;
}

/** A folder of its own under the temp folder, removed after its test file as a project's is. */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/**
 * Removes every folder createTempProject and tempFolder made so far. A folder it cannot remove (files another
 * user wrote in it) stays: the test's result is not this function's to decide.
 */
export async function removeTempProjects(): Promise<void> {
  const folders = made.splice(0);
  await Promise.all(
    folders.map((folder) => rm(folder, { recursive: true, force: true }).catch(() => {})),
  );
}

/** A bash test script with the standard headers. */
export function scriptTest(
  header: {
    id: string;
    title?: string;
    tier?: string | number;
    requires?: string;
    timeout?: number;
  },
  body: string,
): string {
  const lines = [
    "#!/usr/bin/env bash",
    `# TEST: ${header.id} - ${header.title ?? `test ${header.id}`}`,
  ];
  if (header.tier !== undefined) lines.push(`# TIER: ${header.tier}`);
  if (header.requires) lines.push(`# REQUIRES: ${header.requires}`);
  if (header.timeout) lines.push(`# TIMEOUT: ${header.timeout}`);
  return `${lines.join("\n")}\n${body}\n`;
}
