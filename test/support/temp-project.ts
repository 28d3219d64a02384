import { chmod, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Files to write: path -> content; a content starting with "#!" is made executable. */
export type ProjectFiles = Record<string, string>;

/** A throwaway project folder with the given files. */
export async function createTempProject(
  files: ProjectFiles,
  prefix = "fix-loop-test-",
): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    if (content.startsWith("#!")) await chmod(file, 0o755);
  }
  return root;
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
