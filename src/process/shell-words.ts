/**
 * Just enough of sh's grammar to change one simple command inside a command line: words with
 * their quotes kept as written, and the operators that separate commands. Anything it does not
 * understand (subshells, substitutions, heredocs) makes it give up, and the caller then runs the
 * command as written.
 */
export type ShellPart = { word: string } | { operator: string } | { redirect: string };

const OPERATORS = ["&&", "||", ";", "|", "&"];
/** Characters none of the branches of splitShell's loop but the last (a word's own) reads. */
const PLAIN_RUN = /[^\s'"\\<>()`$&|;]+/y;

/** The parts of a command line, or null when it uses more of sh than words and operators. */
export function splitShell(command: string): ShellPart[] | null {
  const parts: ShellPart[] = [];
  let word = "";
  let inWord = false;
  const endWord = () => {
    if (inWord) parts.push({ word });
    word = "";
    inWord = false;
  };
  for (let i = 0; i < command.length; i++) {
    // A run of characters that mean nothing to sh joins the word at once: the loop below reads
    // one character at a time (a run line per test, 1,208 of luxon's, spent 60 ms there).
    PLAIN_RUN.lastIndex = i;
    const plain = PLAIN_RUN.exec(command)?.[0];
    if (plain) {
      word += plain;
      inWord = true;
      i += plain.length - 1;
      continue;
    }
    const char = command[i] as string;
    if (char === "'") {
      const end = command.indexOf("'", i + 1);
      if (end === -1) return null;
      word += command.slice(i, end + 1);
      inWord = true;
      i = end;
    } else if (char === '"') {
      let end = i + 1;
      while (end < command.length && command[end] !== '"') {
        if (command[end] === "\\") end++;
        else if (command[end] === "`" || (command[end] === "$" && command[end + 1] === "("))
          return null;
        end++;
      }
      if (end >= command.length) return null;
      word += command.slice(i, end + 1);
      inWord = true;
      i = end;
    } else if (char === "\\") {
      word += command.slice(i, i + 2);
      inWord = true;
      i++;
    } else if (/\s/.test(char)) {
      endWord();
    } else if (char === ">" || char === "<") {
      // A redirection and its target stay with the command they belong to, as written.
      const fd = /^\d$/.test(word) ? word : "";
      if (fd) {
        word = "";
        inWord = false;
      }
      endWord();
      const op = /^(?:>>|>&|<&|>|<)/.exec(command.slice(i))?.[0] ?? char;
      i += op.length;
      while (command[i] === " ") i++;
      const target = /^[^\s;&|<>()`$'"]+/.exec(command.slice(i))?.[0];
      if (!target) return null;
      parts.push({ redirect: `${fd}${op}${target}` });
      i += target.length - 1;
    } else if ("()`".includes(char) || (char === "$" && command[i + 1] === "(")) {
      return null;
    } else {
      const operator = OPERATORS.find((op) => command.startsWith(op, i));
      if (operator) {
        endWord();
        parts.push({ operator });
        i += operator.length - 1;
      } else {
        word += char;
        inWord = true;
      }
    }
  }
  endWord();
  return parts;
}

/** The command line again, from parts (words keep the quoting they were written with). */
export function joinShell(parts: readonly ShellPart[]): string {
  return parts
    .map((part) =>
      "word" in part ? part.word : "operator" in part ? part.operator : part.redirect,
    )
    .join(" ");
}

/**
 * Each simple command's words as written (quotes kept), split at `&&`, `||`, `;`, `|` and `&`;
 * redirections left out. Null when the text is not one the shell would read.
 */
export function simpleCommands(command: string): string[][] | null {
  const parts = splitShell(command);
  if (!parts) return null;
  const commands: string[][] = [[]];
  for (const part of parts) {
    if ("operator" in part) commands.push([]);
    else if ("word" in part) commands.at(-1)?.push(part.word);
  }
  return commands;
}

/** The word as the program receives it: quotes removed. */
export function unquote(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const char = word[i] as string;
    if (char === "'") {
      const end = word.indexOf("'", i + 1);
      out += word.slice(i + 1, end);
      i = end;
    } else if (char === '"') {
      i++;
      while (i < word.length && word[i] !== '"') {
        if (word[i] === "\\" && i + 1 < word.length) i++;
        out += word[i];
        i++;
      }
    } else if (char === "\\") {
      out += word[i + 1] ?? "";
      i++;
    } else {
      out += char;
    }
  }
  return out;
}

/** One argument for sh, quoted only when it needs to be. */
export function quoteShell(value: string): string {
  if (/^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replaceAll("'", "'\\''")}'`;
}
