// No imports: the hook program bundles this file and starts on every tool call.

/**
 * `-c` options for every git command fix-loop runs in a repository an agent may have touched.
 * Each turns off a way the repository's own config could start a program or reach out:
 * hooks, the fsmonitor daemon, credential helpers, askpass, ssh and pager overrides, signing,
 * and the ext:: transport. Filter and diff drivers cannot be switched off by name; the tamper
 * check refuses any change to .git/config before git runs at all (src/fix/git-dir-guard.ts).
 */
export const HARDENED_GIT_OPTIONS: readonly string[] = [
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "core.fsmonitor=false",
  "-c",
  "core.untrackedCache=false",
  "-c",
  "credential.helper=",
  "-c",
  "core.askPass=",
  "-c",
  "core.sshCommand=ssh",
  "-c",
  "core.pager=cat",
  "-c",
  "commit.gpgSign=false",
  "-c",
  "protocol.ext.allow=never",
];
