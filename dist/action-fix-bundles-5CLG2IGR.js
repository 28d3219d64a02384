import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  MANIFEST_FILE,
  PATCH_FILE,
  RESULTS_FILE,
  bundleArtifactName,
  bundlesFolder,
  createBundle
} from "./action-chunk-TL5577HI.js";
import "./action-chunk-YO45D3B2.js";
import {
  uploadArtifact
} from "./action-chunk-L2DGLJC4.js";
import {
  keptAttempt
} from "./action-chunk-IWEHKMLI.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import {
  messageOf
} from "./action-chunk-O2P565NO.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";

// src/action/modes/fix/fix-bundles.ts
import path from "node:path";
async function bundleFixes(results, run, io, env) {
  const folder = bundlesFolder(run, env);
  const bundled = { folder, groups: [], problems: [] };
  const fixed = results.groups.filter((group) => group.status === "fixed");
  if (fixed.length === 0) return bundled;
  if (!run.head) {
    bundled.problems.push("the working directory is not a git checkout: no fix bundle made");
    return bundled;
  }
  for (const group of fixed) {
    if (!keptAttempt(results, group.id)) {
      io.info(`${group.id}: fixed by another group's change; no bundle of its own`);
      continue;
    }
    try {
      const created = await createBundle({
        cwd: run.cwd,
        baseSha: run.head,
        results,
        group: group.id,
        outDir: folder,
        redact: run.redact
      });
      bundled.groups.push(group.id);
      io.info(`${group.id}: fix bundle ${created.dir} (sha256 ${created.sha256})`);
      const files = [MANIFEST_FILE, PATCH_FILE, RESULTS_FILE].map((f) => path.join(created.dir, f));
      const upload = await uploadArtifact(bundleArtifactName(group.id), files, created.dir, env);
      if (upload.uploaded) io.info(`uploaded it as the artifact ${bundleArtifactName(group.id)}`);
      else io.warning(`the fix bundle of ${group.id} was not uploaded: ${upload.reason}`);
    } catch (error) {
      bundled.problems.push(
        `${group.id}: verified fix not bundled: ${run.redact(messageOf(error))}`
      );
    }
  }
  return bundled;
}
export {
  bundleFixes
};
