import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RunAs } from "../process/run-as.js";
import { openLimits } from "./limits.js";
import { whyNoNamespace } from "./namespace.js";

/**
 * Gives the agent user its PID namespaces where they can be made (every command then starts in
 * one that ends with it) and says which, for the log: a missing namespace is a warning, since
 * leftovers are then hunted pid by pid, which a fast forking process can outrun.
 */
export async function attachNamespace(runAs: RunAs): Promise<{ note: string; warning: boolean }> {
  const why = await whyNoNamespace(runAs.via);
  if (why) {
    runAs.namespace = null;
    return {
      note: `no PID namespace for the agent: ${why}; what it leaves running is searched for by uid and killed`,
      warning: true,
    };
  }
  // Only fix-loop (and root, for the namespaces' first processes) writes here.
  runAs.namespace = { reports: await mkdtemp(path.join(tmpdir(), "fix-loop-ended-")) };
  const limits = await openLimits(runAs);
  return {
    note: `each of its commands in a PID namespace that ends with it, with a private /tmp, ${limits}`,
    warning: false,
  };
}
