import type { execa } from "execa";

/**
 * execa, imported on first use. The modules that switch users (privileged, kill-user, the network
 * namespace) sit under every verify, which never calls them unless it runs as another user:
 * loading execa and the builtins it pulls in took ~20 ms of each start.
 */
export async function execaWhenNeeded(): Promise<typeof execa> {
  return (await import("execa")).execa;
}
