import { spawnSync } from "node:child_process";
import path from "node:path";

export interface OlderPython {
  command: string;
  version: string;
}

/**
 * A Python before 3.11 (no `co_qualname`), for what falls back without it: python3.10 or
 * python3.9 on PATH, else one pyenv has installed. Null when the machine has none.
 */
export function olderPython(): OlderPython | null {
  const candidates = ["3.10", "3.9"].flatMap((minor) => [
    `python${minor}`,
    ...pyenvVersions()
      .filter((version) => version.startsWith(`${minor}.`))
      .flatMap((version) => {
        const prefix = spawnSync("pyenv", ["prefix", version], { encoding: "utf8" });
        return prefix.status === 0 ? [path.join(prefix.stdout.trim(), "bin/python3")] : [];
      }),
  ]);
  for (const command of candidates) {
    const asked = spawnSync(command, ["-c", "import sys; print('%d.%d' % sys.version_info[:2])"], {
      encoding: "utf8",
    });
    const version = asked.stdout?.trim() ?? "";
    if (asked.status === 0 && /^3\.(?:9|10)$/.test(version)) return { command, version };
  }
  return null;
}

function pyenvVersions(): string[] {
  const listed = spawnSync("pyenv", ["versions", "--bare"], { encoding: "utf8" });
  return listed.status === 0 ? listed.stdout.split("\n").map((line) => line.trim()) : [];
}
