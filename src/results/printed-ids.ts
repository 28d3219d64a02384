import { readFile } from "node:fs/promises";
import { type Group, groupSchema } from "./schema.js";

/** A test as the last results.json printed it: its id, the runner's own id, and its file. */
export interface PrintedTest {
  id: string;
  runnerId: string | null;
  file: string | null;
}

/**
 * The tests a results.json holds: what fix-loop last printed, so an alias from that run
 * resolves before the tiers run again, and a runner asked which tests it has can be asked of
 * the wanted tests' files alone. Missing or unreadable results hold none.
 */
export async function printedTests(file: string): Promise<PrintedTest[]> {
  return (await readPrintedList(file)) ?? [];
}

/**
 * The groups a results.json holds, those it holds in the form this version writes: a run of
 * chosen tests continues them (triage/seen-groups.ts). Missing or unreadable results hold none.
 */
export async function printedGroups(file: string): Promise<Group[]> {
  const list = (await readJson(file))?.groups;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = groupSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

async function readJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    const data: unknown = JSON.parse(await readFile(file, "utf8"));
    return data && typeof data === "object" ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `tests` list of a JSON file of tests (results.json's form), or null where there is none. */
export async function readPrintedList(file: string): Promise<PrintedTest[] | null> {
  const list = (await readJson(file))?.tests;
  if (!Array.isArray(list)) return null;
  return list.flatMap((entry) => {
    const { id, runnerId, file } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== "string") return [];
    return [
      {
        id,
        runnerId: typeof runnerId === "string" ? runnerId : null,
        file: typeof file === "string" && file !== "" ? file : null,
      },
    ];
  });
}

/** Each printed test's file, by its id and by its runner's id. */
export function printedFiles(tests: readonly PrintedTest[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const test of tests) {
    if (!test.file) continue;
    files[test.id] = test.file;
    if (test.runnerId) files[test.runnerId] = test.file;
  }
  return files;
}
