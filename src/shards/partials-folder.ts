import { readdir } from "node:fs/promises";
import path from "node:path";
import { messageOf, UserError } from "../errors.js";
import { type LegPartial, readPartial } from "./partial.js";

/** Every leg's partial in a folder (the merge job's download of the fix-loop-partial-* artifacts). */
export async function readPartialsIn(folder: string): Promise<LegPartial[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    throw new UserError(`cannot read the legs' partial results in ${folder}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  const files = names.filter((name) => name.endsWith(".json")).sort();
  if (files.length === 0)
    throw new UserError(`no partial results in ${folder}: did the legs upload fix-loop-partial-*?`);
  return Promise.all(files.map((name) => readPartial(path.join(folder, name))));
}
