import { generateKeyPairSync } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";

/**
 * A real RSA key, as GitHub issues for an App: Probot signs real JWTs with it. Making a 2048-bit
 * key costs 0.1 to 0.5 s of CPU, and each worker that loads the app's tests made its own (about
 * 8 % of the unit project's CPU), so it is made once and kept under the temp dir for the next
 * worker and run; it is renamed into place only once written whole.
 */
export function appPrivateKey(): string {
  const kept = path.join(tmpdir(), "fix-loop-test-app-key.pem");
  try {
    const known = readFileSync(kept, "utf8");
    if (known.includes("-----END RSA PRIVATE KEY-----")) return known;
  } catch {
    // Not made yet: made below.
  }
  const key = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  }).privateKey;
  const partial = `${kept}.${process.pid}-${threadId}`;
  writeFileSync(partial, key, { mode: 0o600 });
  renameSync(partial, kept);
  return key;
}
