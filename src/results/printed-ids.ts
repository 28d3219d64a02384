import { readFile } from "node:fs/promises";

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

/** The `tests` list of a JSON file of tests (results.json's form), or null where there is none. */
export async function readPrintedList(file: string): Promise<PrintedTest[] | null> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
  const list = (data as { tests?: unknown } | null)?.tests;
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
