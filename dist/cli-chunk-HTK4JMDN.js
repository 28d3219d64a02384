import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/files/ensure-directory.ts
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
async function ensureDirectory(directory) {
  const absolute = path.resolve(directory);
  const existing = await stat(absolute).catch(() => null);
  if (existing?.isDirectory()) return;
  if (existing) throw new Error(`${absolute} exists and is not a folder`);
  const parent = path.dirname(absolute);
  if (parent !== absolute) await ensureDirectory(parent);
  await mkdir(absolute).catch(async (error) => {
    if (error.code === "EEXIST" && (await stat(absolute)).isDirectory()) return;
    throw error;
  });
}

export {
  ensureDirectory
};
