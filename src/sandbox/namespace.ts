import { runProcess } from "../process/run.js";
import type { RunAs } from "../process/run-as.js";

let support: Promise<string | null> | null = null;

/** `FIX_LOOP_NO_PID_NAMESPACE=1` asks for the fallback a machine without namespaces gets. */
export const NO_NAMESPACE_VARIABLE = "FIX_LOOP_NO_PID_NAMESPACE";

/**
 * Why no PID namespace can be made here, or null when one can: `unshare --pid --fork
 * --kill-child --mount --mount-proc` with a tmpfs on /tmp is tried once (as root, or through
 * sudo as the user switch is).
 */
export function whyNoNamespace(via: RunAs["via"]): Promise<string | null> {
  if (process.env[NO_NAMESPACE_VARIABLE] === "1")
    return Promise.resolve(`${NO_NAMESPACE_VARIABLE}=1 asks for none`);
  if (process.platform !== "linux")
    return Promise.resolve(`PID namespaces are Linux's, not ${process.platform}'s`);
  support ??= (async () => {
    // With the private /tmp each namespace mounts (pid-one.ts): a runner that refuses it has none.
    const tmpfs = "mount -t tmpfs -o size=1M,nosuid,nodev fix-loop-probe /tmp";
    const probe = ["unshare", "--pid", "--fork", "--kill-child", "--mount", "--mount-proc"];
    probe.push("--", "sh", "-c", tmpfs);
    const [file = "unshare", ...args] = via === "setpriv" ? probe : ["sudo", "-n", ...probe];
    const result = await runProcess({ file, args }, { timeoutMs: 10_000 });
    if (result.spawnError) return `unshare could not be run (${result.spawnError})`;
    if (result.exitCode === 0) return null;
    const why = result.output.head.toString("utf8").trim() || `exit code ${result.exitCode}`;
    return `unshare --pid could not make a PID namespace (${why})`;
  })();
  return support;
}
