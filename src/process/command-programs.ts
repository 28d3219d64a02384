import { simpleCommands, unquote } from "./shell-words.js";

/** Each simple command's program and its arguments, past assignments and `npx`/`exec`/`env`. */
export function programsOf(command: string): { program: string; args: string[] }[] {
  const commands = (simpleCommands(command) ?? []).map((words) => words.map(unquote));
  return commands.flatMap((words) => {
    let at = 0;
    while (at < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[at] ?? "")) at++;
    if (["npx", "exec", "env"].includes(words[at] ?? "")) at++;
    const program = words[at];
    return program ? [{ program, args: words.slice(at + 1) }] : [];
  });
}
