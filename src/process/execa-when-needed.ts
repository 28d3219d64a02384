import type { execa } from "execa";

/**
 * execa, imported on first use. The modules that switch users (privileged, kill-user, the network
 * namespace) and hardened git sit under every verify, which never calls them unless it runs as
 * another user or reads a change since a base: loading execa and the builtins it pulls in took
 * ~20 ms of each start, and 68 M of verify's 535 M instructions over a bare node
 * (bench/own-instructions.mjs).
 */
export async function execaWhenNeeded(): Promise<typeof execa> {
  return (await import("execa")).execa;
}
