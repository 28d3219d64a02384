import { lstat, readFile } from "node:fs/promises";
import path from "node:path";
import type * as z from "zod";
import { messageOf } from "../errors.js";
import { type Results, resultsSchema } from "../results/schema.js";
import { bundleSha256, MANIFEST_FILE, PATCH_FILE, RESULTS_FILE, sha256Hex } from "./layout.js";
import { type BundleLimits, bundleLimits } from "./limits.js";
import { type Manifest, manifestSchema } from "./manifest.js";
import { BundleRefusedError, show } from "./refusal.js";

/** A bundle folder read and its manifest validated; `sha256` is recomputed from the bytes. */
export interface LoadedBundle {
  dir: string;
  manifest: Manifest;
  patch: Buffer;
  results: Results;
  sha256: string;
}

/**
 * Reads a bundle folder (as download-artifact leaves it): the three files must be regular files
 * within the size caps, the manifest must match its schema and the patch its recorded sha256.
 * Throws BundleRefusedError with every reason.
 */
export async function readBundle(
  dir: string,
  limits: Partial<BundleLimits> = {},
): Promise<LoadedBundle> {
  const caps = bundleLimits(limits);
  const reasons: string[] = [];
  const manifestBytes = await readCapped(dir, MANIFEST_FILE, caps.maxManifestBytes, reasons);
  const patch = await readCapped(dir, PATCH_FILE, caps.maxPatchBytes, reasons);
  const resultsBytes = await readCapped(dir, RESULTS_FILE, caps.maxResultsBytes, reasons);
  if (!manifestBytes || !patch || !resultsBytes) throw new BundleRefusedError(reasons);

  const manifest = parseJsonFile(MANIFEST_FILE, manifestBytes, manifestSchema, reasons);
  const results = parseJsonFile(RESULTS_FILE, resultsBytes, resultsSchema, reasons);
  if (manifest) {
    const patchSha = sha256Hex(patch);
    if (patch.byteLength !== manifest.patch.bytes || patchSha !== manifest.patch.sha256) {
      reasons.push(
        `${PATCH_FILE} (${patch.byteLength} bytes, sha256 ${patchSha}) is not the patch the manifest names (${manifest.patch.bytes} bytes, sha256 ${manifest.patch.sha256})`,
      );
    }
  }
  if (!manifest || !results || reasons.length > 0) throw new BundleRefusedError(reasons);
  return {
    dir,
    manifest,
    patch,
    results,
    sha256: bundleSha256({ manifest: manifestBytes, patch, results: resultsBytes }),
  };
}

async function readCapped(
  dir: string,
  name: string,
  cap: number,
  reasons: string[],
): Promise<Buffer | null> {
  const file = path.join(dir, name);
  const info = await lstat(file).catch(() => null);
  if (!info) {
    reasons.push(`${name} is missing from ${show(dir)}`);
    return null;
  }
  if (!info.isFile()) {
    reasons.push(`${name} is not a regular file`);
    return null;
  }
  if (info.size > cap) {
    reasons.push(`${name} is ${info.size} bytes, over the cap of ${cap}`);
    return null;
  }
  return readFile(file);
}

function parseJsonFile<T>(
  name: string,
  bytes: Buffer,
  schema: z.ZodType<T>,
  reasons: string[],
): T | null {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    reasons.push(`${name} is not JSON: ${messageOf(error)}`);
    return null;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 10)) {
    const where = issue.path.length > 0 ? issue.path.join(".") : "(top level)";
    reasons.push(`${name}: ${show(where)} ${issue.message}`);
  }
  return null;
}
