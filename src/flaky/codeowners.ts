/**
 * CODEOWNERS, as GitHub reads it: one rule a line (a gitignore-style pattern, then owners), `#`
 * comments, and the last rule that matches a path wins (a rule with no owners then means none).
 */
export interface OwnersRule {
  pattern: string;
  owners: string[];
  matches: (path: string) => boolean;
}

/** Where GitHub looks, in its order; the first that exists is used. */
export const CODEOWNERS_PATHS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];

export function parseCodeowners(text: string): OwnersRule[] {
  const rules: OwnersRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, "").trim();
    if (!line) continue;
    const [pattern = "", ...owners] = line.split(/\s+/);
    const regex = patternRegex(pattern);
    if (!regex) continue;
    rules.push({ pattern, owners, matches: (path) => regex.test(path) });
  }
  return rules;
}

/** The owners of a file: those of the last rule that matches it; none when no rule does. */
export function ownersOf(rules: readonly OwnersRule[], path: string): string[] {
  const file = path.replace(/^\.?\/+/, "");
  for (let index = rules.length - 1; index >= 0; index -= 1) {
    const rule = rules[index];
    if (rule?.matches(file)) return rule.owners;
  }
  return [];
}

/**
 * A pattern as a regex over a repository-relative path. A leading `/`, or a `/` inside, anchors
 * it at the root; otherwise it matches at any depth. `*` is any run within a name, `?` one
 * character, `**` any number of directories. A pattern whose last name has no `*` matches a
 * directory's whole contents too.
 * GitHub does not support `!` or `[...]` in CODEOWNERS: such a line is skipped.
 */
function patternRegex(pattern: string): RegExp | null {
  if (!pattern || pattern.startsWith("!") || /[[\]]/.test(pattern)) return null;
  const anchored = pattern.startsWith("/") || pattern.replace(/\/$/, "").includes("/");
  const body = pattern.replace(/^\//, "").replace(/\/$/, "");
  let source = "";
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index] ?? "";
    if (body.startsWith("**/", index)) {
      source += "(?:.*/)?";
      index += 2;
    } else if (body.startsWith("/**", index) && index + 3 === body.length) {
      source += "/.*";
      index += 2;
    } else if (body.startsWith("**", index)) {
      source += ".*";
      index += 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else source += char.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  // `docs/*` names the files in docs/, not deeper (GitHub's documented difference from gitignore).
  const contents = body.split("/").at(-1)?.includes("*") ? "" : "(?:/.*)?";
  return new RegExp(`^${anchored ? "" : "(?:.*/)?"}${source}${contents}$`);
}
