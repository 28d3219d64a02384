import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Document, LineCounter, parseDocument } from "yaml";
import { configAbove } from "./config-above.js";
import { ConfigError } from "./config-error.js";

export const DEFAULT_CONFIG_PATH = ".github/fix-loop.yml";

/** A config file read as YAML, not yet checked against the schema (load.ts does that). */
export interface ConfigYaml {
  fileName: string;
  data: Record<string, unknown>;
  document: Document;
  lines: LineCounter;
}

/**
 * Reads a config file as YAML; throws ConfigError for a file that is missing, unreadable, not
 * YAML or not a mapping. No schema here (zod loads with load.ts): what only asks a service
 * (probe-ahead.ts) begins on this, while the schema loads.
 */
export async function readConfigYaml(configPath: string, cwd: string): Promise<ConfigYaml> {
  const absolute = path.resolve(cwd, configPath);
  let text: string;
  try {
    text = await readFile(absolute, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === "ENOENT"
        ? await notFound(configPath, cwd)
        : `cannot read the file (${code ?? String(error)})`;
    throw new ConfigError(configPath, [{ path: "", line: null, message }]);
  }
  return parseConfigYaml(text, configPath);
}

/** What to do about a config that is not where it was looked for. */
async function notFound(configPath: string, cwd: string): Promise<string> {
  const above = await configAbove(configPath, cwd);
  if (above === null)
    return "file not found: run `fix-loop init` to write a starter config, or pass --config PATH";
  const relative = path.relative(path.resolve(cwd), above);
  return `file not found in ${path.resolve(cwd)}, but the repository has one in ${above}: run fix-loop there, or pass -C ${relative}`;
}

export function parseConfigYaml(text: string, fileName: string): ConfigYaml {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) {
    throw new ConfigError(
      fileName,
      document.errors.map((error) => ({
        path: "",
        line: lines.linePos(error.pos[0]).line,
        message: `invalid YAML: ${error.message.split("\n")[0]}`,
      })),
    );
  }
  const data = document.toJS() ?? {};
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new ConfigError(fileName, [
      {
        path: "",
        line: 1,
        message: "the config must be a YAML mapping (keys like preflight:, services:, tiers:)",
      },
    ]);
  }
  return { fileName, data, document, lines };
}
