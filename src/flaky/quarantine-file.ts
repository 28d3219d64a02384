import { readFile } from "node:fs/promises";
import path from "node:path";
import { messageOf, UserError } from "../errors.js";
import { parseQuarantineList, type QuarantineList } from "./quarantine-list.js";

/** A quarantine file the user named that cannot be read or does not parse. */
export class QuarantineFileError extends UserError {
  override name = "QuarantineFileError";
}

/** `fix-loop verify --quarantine FILE`: the list, from a file in quarantine.json's shape. */
export async function readQuarantineFile(file: string, cwd: string): Promise<QuarantineList> {
  const where = path.resolve(cwd, file);
  let text: string;
  try {
    text = await readFile(where, "utf8");
  } catch (error) {
    throw new QuarantineFileError(
      `cannot read the quarantine file ${where} (${messageOf(error)}): give --quarantine the path of a quarantine.json`,
      { cause: error },
    );
  }
  try {
    return parseQuarantineList(text, where);
  } catch (error) {
    throw new QuarantineFileError(messageOf(error), { cause: error });
  }
}
