import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { execa } from "execa";
import { hardenedGit as git } from "../git/hardened-git.js";

/**
 * actions/checkout leaves the token in the repository's git config (an http extraheader, or an
 * includeIf pointing at a git-credentials-*.config file in RUNNER_TEMP). The agent can read
 * files, so while it works they are taken away, and put back afterwards.
 */
export interface HiddenCredentials {
  /** How many config entries were hidden. */
  count: number;
  restore(): Promise<void>;
}

interface ConfigEntry {
  key: string;
  value: string;
}

async function localEntries(cwd: string, pattern: string): Promise<ConfigEntry[]> {
  const result = await execa("git", ["config", "--local", "--get-regexp", pattern], {
    cwd,
    reject: false,
  });
  if (result.exitCode !== 0) return [];
  return String(result.stdout)
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const space = line.indexOf(" ");
      return space < 0
        ? { key: line, value: "" }
        : { key: line.slice(0, space), value: line.slice(space + 1) };
    });
}

export async function hideCheckoutCredentials(cwd: string): Promise<HiddenCredentials> {
  const headers = await localEntries(cwd, "^http\\..*\\.extraheader$");
  const includes = (await localEntries(cwd, "^includeif\\..*\\.path$")).filter((entry) =>
    /^git-credentials-.*\.config$/.test(path.basename(entry.value)),
  );
  const files = new Map<string, string>();
  for (const include of includes) {
    const content = await readFile(include.value, "utf8").catch(() => null);
    if (content !== null) files.set(include.value, content);
  }
  const entries = [...headers, ...includes];
  for (const key of new Set(entries.map((entry) => entry.key))) {
    await git(cwd, ["config", "--local", "--unset-all", key]);
  }
  for (const file of files.keys()) await rm(file, { force: true });

  return {
    count: entries.length,
    async restore() {
      for (const [file, content] of files) await writeFile(file, content, { mode: 0o600 });
      for (const entry of entries)
        await git(cwd, ["config", "--local", "--add", entry.key, entry.value]);
    },
  };
}
