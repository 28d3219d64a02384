import { existsSync } from "node:fs";
import path from "node:path";
import {
  joinShell,
  quoteShell,
  type ShellPart,
  splitShell,
  unquote,
} from "../process/shell-words.js";

/**
 * The command with each `npx <name>` whose program the project has installed
 * (node_modules/.bin/<name>) calling that program itself. npx starts npm's own CLI first: about
 * 0.35 s of CPU a call (jest --version: 0.52 s through npx, 0.17 s direct), paid by every run of
 * the tier and every re-run, a tenth of a small suite's time. A name npx would fetch, an npx
 * option, or a command fix-loop cannot read is left as written; so is what the person sees
 * (a test's `run:` line).
 */
export function withLocalBin(command: string, cwd: string): string {
  if (!command.includes("npx")) return command;
  const parts = splitShell(command);
  if (!parts) return command;
  const out: ShellPart[] = [];
  let atStart = true;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as ShellPart;
    if (!("word" in part)) {
      out.push(part);
      atStart = "operator" in part ? true : atStart;
      continue;
    }
    const next = parts[index + 1];
    const name = next && "word" in next ? unquote(next.word) : "";
    if (atStart && part.word === "npx" && isInstalled(name, cwd)) {
      out.push({ word: quoteShell(`node_modules/.bin/${name}`) });
      index++;
      atStart = false;
      continue;
    }
    out.push(part);
    // Assignments before the program (NODE_ENV=test npx mocha) keep it at the start.
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(part.word)) atStart = false;
  }
  return joinShell(out);
}

function isInstalled(name: string, cwd: string): boolean {
  return /^[A-Za-z0-9_.-]+$/.test(name) && existsSync(path.join(cwd, "node_modules", ".bin", name));
}
