import { readFile } from "node:fs/promises";

/**
 * The test ids a results.json holds: what fix-loop last printed, so an alias from that run
 * resolves before the tiers run again. Missing or unreadable results hold none.
 */
export async function printedTestIds(file: string): Promise<string[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return [];
  }
  const list = (data as { tests?: unknown } | null)?.tests;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return typeof id === "string" ? [id] : [];
  });
}
