// The benchmark scripts' command lines: a flag they do not know, or a file they cannot read,
// ends the script with what was wrong and how it is called, not a stack trace.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

/** parseArgs' values, or an exit with the error and `usage` (the script's call, from its header). */
export function flagsOf(options, usage) {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    console.error(`${error.message}\nusage: ${usage}`);
    process.exit(2);
  }
}

/** A JSON file the user named, or an exit that says which file and what it should be. */
export function readJsonFlag(file, what) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`cannot read ${file} (${error.code ?? error.message}): it should be ${what}`);
    process.exit(2);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error(`${file} is not JSON (${error.message}): it should be ${what}`);
    process.exit(2);
  }
}
