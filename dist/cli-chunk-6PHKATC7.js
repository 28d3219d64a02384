import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  ensureDirectory
} from "./cli-chunk-HTK4JMDN.js";
import {
  resultsSchema
} from "./cli-chunk-5WQFVKAQ.js";

// src/results/write.ts
import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
var DEFAULT_RESULTS_PATH = ".fix-loop/results.json";
async function writeResults(file, results) {
  const valid = resultsSchema.parse(results);
  await ensureDirectory(path.dirname(file));
  const temporary = `${file}.${randomBytes(12).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", 420);
  try {
    await handle.writeFile(`${JSON.stringify(valid, null, 2)}
`);
    await handle.close();
    await rename(temporary, file);
  } catch (error) {
    await handle.close().catch(() => void 0);
    await rm(temporary, { force: true });
    throw error;
  }
}

export {
  DEFAULT_RESULTS_PATH,
  writeResults
};
