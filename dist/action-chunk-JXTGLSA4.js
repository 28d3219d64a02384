import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  execaWhenNeeded
} from "./action-chunk-5PABDTWW.js";

// src/git/hardened-options.ts
var HARDENED_GIT_OPTIONS = [
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
  "protocol.ext.allow=never"
];

// src/git/hardened-git.ts
var PASSED_THROUGH = [
  "PATH",
  "HOME",
  "TMPDIR",
  "LANG",
  "SYSTEMROOT",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "SSH_AUTH_SOCK"
];
var ENFORCED = {
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TERMINAL_PROMPT: "0",
  GIT_OPTIONAL_LOCKS: "0",
  LC_ALL: "C"
};
function hardenedGitEnv(extra = {}) {
  const env = {};
  for (const name of PASSED_THROUGH) {
    const value = process.env[name];
    if (value !== void 0) env[name] = value;
  }
  return { ...env, ...extra, ...ENFORCED };
}
async function hardenedGit(cwd, args, options = {}) {
  const execa = await execaWhenNeeded();
  const result = await execa("git", [...HARDENED_GIT_OPTIONS, ...args], {
    cwd,
    env: hardenedGitEnv(options.env),
    extendEnv: false,
    input: options.input,
    reject: false,
    stripFinalNewline: false
  });
  if (result.exitCode !== 0) {
    const why = String(result.stderr || result.stdout).trim();
    throw new Error(`git ${args.join(" ")} failed in ${cwd}: ${why}`);
  }
  return String(result.stdout);
}

export {
  HARDENED_GIT_OPTIONS,
  hardenedGitEnv,
  hardenedGit
};
