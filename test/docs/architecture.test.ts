import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const ADRS = readdirSync(path.join(ROOT, "docs/adr"))
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .map((name) => `docs/adr/${name}`);
const MAPS = ["ARCHITECTURE.md", "docs/adr/README.md", ...ADRS];

/**
 * Every `code` span that reads as a path of this repository: under a top folder, or one of the
 * root's documents and manifests. A pattern (`modes/<mode>/`) is not a path.
 */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? "");
  return spans.filter(
    (span) =>
      !/[<>*…]/.test(span) &&
      (/^(src|app|docs|test|scripts|bench|schema|examples)\//.test(span) ||
        /^([A-Z][\w-]*\.md|action\.yml|app\.yml|package\.json)$/.test(span)),
  );
}

/** The rows of the "Entry points" table: its first column. */
function entryPointRows(text: string): string[] {
  const section = text.split("## Entry points")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1] ?? "");
}

describe("ARCHITECTURE.md and the decision records", () => {
  it.each(MAPS)("%s names only paths that exist", (page) => {
    const named = namedPaths(read(page));
    const missing = named.filter((file) => !existsSync(path.join(ROOT, file)));
    expect(missing).toEqual([]);
  });

  it("lists the entry points scripts/build.mjs bundles, no more and no fewer", () => {
    const built = [...read("scripts/build.mjs").matchAll(/\bin: "([^"]+)"/g)].map(
      (match) => match[1] ?? "",
    );
    expect(built.length).toBeGreaterThan(0);
    expect(entryPointRows(read("ARCHITECTURE.md")).sort()).toEqual(built.sort());
  });

  it("names paths in code, so the check above has something to check", () => {
    expect(namedPaths(read("ARCHITECTURE.md")).length).toBeGreaterThan(100);
  });

  it("has the glossary and the ten changes a newcomer starts from", () => {
    const text = read("ARCHITECTURE.md");
    const glossary = text.split("## Glossary")[1]?.split("\n## ")[0] ?? "";
    const terms = [...glossary.matchAll(/^- \*\*([\w-]+)\*\*/gm)].map((match) => match[1]);
    expect(terms).toEqual([
      "tier",
      "gate",
      "on-failure",
      "signature",
      "culprit",
      "spectrum",
      "ladder",
      "attempt",
      "bundle",
      "verdict",
      "trust",
      "alias",
      "quarantine",
    ]);
    const starts = text.split("## Start here for")[1] ?? "";
    const rows = starts.split("\n").filter((line) => line.startsWith("| "));
    expect(rows.length - 2).toBe(10); // less the header and its rule
  });

  it.each(ADRS)("%s gives the context, the decision and what was rejected", (page) => {
    const text = read(page);
    for (const heading of ["## Context", "## Decision", "## Rejected"])
      expect(text).toContain(heading);
  });

  it.each(["README.md", "docs/development.md"])("%s links ARCHITECTURE.md", (page) => {
    expect(read(page)).toMatch(/\]\((\.\.\/)?ARCHITECTURE\.md\)/);
  });
});
