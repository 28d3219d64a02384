/** The languages whose functions fix-loop can find and mutate. */
export type Language = "javascript" | "typescript" | "python" | "go";

const BY_EXTENSION: Record<string, Language> = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  tsx: "typescript",
  py: "python",
  go: "go",
};

/** The language of a source file by its extension, or null for one fix-loop does not mutate. */
export function languageOfFile(file: string): Language | null {
  if (file.endsWith(".d.ts")) return null;
  const extension = /\.([a-z]+)$/.exec(file)?.[1] ?? "";
  return BY_EXTENSION[extension] ?? null;
}
