import { UserError } from "../errors.js";

export interface ConfigProblem {
  /** Key path like "tiers[0].gate", or "" for the whole file. */
  path: string;
  line: number | null;
  message: string;
}

/** A config that cannot be used; `message` lists every problem with its key path and line. */
export class ConfigError extends UserError {
  override name = "ConfigError";

  constructor(
    readonly file: string,
    readonly problems: ConfigProblem[],
  ) {
    super(formatProblems(file, problems));
  }
}

function formatProblems(file: string, problems: ConfigProblem[]): string {
  // In the file's order, as an editor shows it; problems with no line last.
  const inFileOrder = [...problems].sort(
    (a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER),
  );
  const lines = inFileOrder.map((p) => {
    const where = [p.line === null ? null : `line ${p.line}`, p.path || null]
      .filter(Boolean)
      .join(", ");
    return where ? `  ${where}: ${p.message}` : `  ${p.message}`;
  });
  const noun = problems.length === 1 ? "problem" : "problems";
  return `${file} has ${problems.length} ${noun}:\n${lines.join("\n")}`;
}
