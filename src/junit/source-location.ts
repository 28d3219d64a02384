/** Source files a test framework reports; anything else in a classname is not a path. */
const SOURCE_FILE =
  /\.(?:[cm]?[jt]sx?|py|go|rb|java|kt|kts|scala|rs|php|cs|swift|ex|exs|dart|vue|svelte|feature)$/i;

/** "path/to/file.ext:LINE" inside stack traces and failure texts. */
const PATH_WITH_LINE =
  /((?:[A-Za-z]:)?[\w@.+~/\\-]*[\w-]\.(?:[cm]?[jt]sx?|py|go|rb|java|kt|kts|scala|rs|php|cs|swift|ex|exs|dart|vue|svelte|feature)):(\d+)/g;

export function looksLikeSourceFile(text: string): boolean {
  return text.length > 0 && !/\s/.test(text) && SOURCE_FILE.test(text);
}

export interface SourceLocation {
  file: string | null;
  line: number | null;
}

function baseName(path: string): string {
  return path.split(/[/\\]/).pop() ?? path;
}

/**
 * Go's standard library and module cache in a stack, wherever the toolchain lives:
 * /usr/local/go/src, Debian's /usr/lib/go-1.19/src, setup-go's .../go/1.22.1/x64/src.
 */
export const GO_TOOLCHAIN =
  /(?:^|\/)(?:goroot|go(?:-[\d.]+|\/[\d.]+\/[\w-]+)?)\/src\/|(?:^|\/)go\/pkg\/mod\//;

function isThirdParty(path: string): boolean {
  return (
    path.includes("node_modules") ||
    path.startsWith("node:") ||
    path.includes("site-packages") ||
    GO_TOOLCHAIN.test(path)
  );
}

/** A JavaScript stack's frame line: `    at fn (test/a.js:7:14)`, `    at /abs/test/a.js:7:14`. */
const JS_FRAME = /^\s*at\s/;

/**
 * Where a failure happened, read from its text. For a known test file, the mention of that file
 * nearest the failing line: the first of a JavaScript stack's frames (innermost first: morgan's
 * assertion at line 617, not the `after` helper at 1606 that the callback ran under), else the
 * last mention (pytest, playwright and vitest print the test's own frame last or alone). Without
 * one, the first frame outside dependencies.
 */
export function findLocationInText(text: string, knownFile: string | null): SourceLocation | null {
  let fallback: SourceLocation | null = null;
  let inKnownFile: SourceLocation | null = null;
  let innermostFrame: SourceLocation | null = null;
  const knownBase = knownFile ? baseName(knownFile) : null;
  // Node and vitest print frames as file:// URLs; the path inside is what the pattern knows.
  const plain = text.replace(/file:\/\/(?=\/|[A-Za-z]:)/g, "");
  for (const textLine of plain.split("\n")) {
    for (const match of textLine.matchAll(PATH_WITH_LINE)) {
      const path = match[1] ?? "";
      const line = Number(match[2]);
      if (!(line > 0) || isThirdParty(path)) continue;
      if (knownBase && baseName(path) === knownBase) {
        inKnownFile = { file: path, line };
        if (!innermostFrame && JS_FRAME.test(textLine)) innermostFrame = inKnownFile;
      } else if (!fallback) fallback = { file: path, line };
    }
  }
  return innermostFrame ?? inKnownFile ?? (knownFile ? null : fallback);
}
