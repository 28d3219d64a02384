import { accessSync, constants } from "node:fs";
import path from "node:path";
import { joinShell, quoteShell, type ShellPart, splitShell, unquote } from "./shell-words.js";

/**
 * `npx jest` loads npm's own CLI before jest starts: 0.35 s a time on a hosted runner's two
 * cores, paid again by every retry, coverage run and run line fix-loop makes of a tier (pathe's
 * whole suite takes 1.3 s). Where the project has the program installed, npx runs it as it is,
 * with the project's `node_modules/.bin` folders first on PATH; so does the command this returns,
 * without npm. npx is left as written when the program is not installed (npx would fetch it), is
 * named with a version or a package (`-p`, `jest@29`), or the command changes folder or PATH
 * first (the program found here might not be the one npx would find there).
 */
export function withoutNpx(command: string, cwd: string, env: NodeJS.ProcessEnv): string {
  if (!command.includes("npx")) return command;
  const parts = splitShell(command);
  if (!parts || parts.some(changesWhereProgramsAre)) return command;
  const folders = binFolders(cwd);
  if (folders.length === 0) return command;
  const searchPath = [...folders, ...(env.PATH ? [env.PATH] : [])].join(path.delimiter);
  const out: ShellPart[] = [];
  let atProgram = true;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as ShellPart;
    if (!("word" in part)) {
      if ("operator" in part) atProgram = true;
      out.push(part);
      continue;
    }
    if (atProgram && ASSIGNMENT.test(part.word)) {
      out.push(part);
      continue;
    }
    const wasProgram = atProgram;
    atProgram = false;
    if (!wasProgram || path.basename(unquote(part.word)) !== "npx") {
      out.push(part);
      continue;
    }
    let next = index + 1;
    while (isQuietOption(parts[next])) next++;
    const named = parts[next];
    const program = named && "word" in named ? unquote(named.word) : "";
    const installed = BARE_NAME.test(program) ? installedBin(folders, program) : null;
    if (!installed) {
      out.push(part);
      continue;
    }
    out.push({ word: `PATH=${quoteShell(searchPath)}` }, { word: quoteShell(installed) });
    index = next;
  }
  return joinShell(out);
}

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** A program's name as npx finds it among installed bins: no version, scope or path. */
const BARE_NAME = /^[A-Za-z0-9_][\w.-]*$/;

/** Options of npx that change nothing when the program is installed. */
const QUIET_OPTIONS = new Set(["-y", "--yes", "--no", "--no-install", "--prefer-offline"]);

function isQuietOption(part: ShellPart | undefined): boolean {
  return part !== undefined && "word" in part && QUIET_OPTIONS.has(unquote(part.word));
}

function changesWhereProgramsAre(part: ShellPart): boolean {
  if (!("word" in part)) return false;
  const word = unquote(part.word);
  return /^(?:export\s+)?PATH=/.test(word) || word === "cd" || word === "pushd";
}

/** `node_modules/.bin` of the folder and each above it, nearest first: the folders npx puts on PATH. */
function binFolders(cwd: string): string[] {
  const folders: string[] = [];
  for (let folder = path.resolve(cwd); ; folder = path.dirname(folder)) {
    const bin = path.join(folder, "node_modules", ".bin");
    if (isReachable(bin, constants.X_OK)) folders.push(bin);
    if (path.dirname(folder) === folder) return folders;
  }
}

function installedBin(folders: readonly string[], name: string): string | null {
  for (const folder of folders) {
    const file = path.join(folder, name);
    if (isReachable(file, constants.X_OK)) return file;
  }
  return null;
}

function isReachable(file: string, mode: number): boolean {
  try {
    accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}
