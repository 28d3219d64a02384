/**
 * Node test runners fix-loop reads no report of, each with a tier command that writes JUnit XML
 * to reports/junit.xml. A newcomer with one got "no test runner found", and the starter check
 * init writes then passed with none of the project's tests run (sindresorhus/p-limit, ava).
 * ava prints TAP, which tap-junit (from npm) turns into JUnit; the command was tried on p-limit.
 */
const UNREAD: readonly { name: string; command: string; needs?: string }[] = [
  {
    name: "ava",
    command: "npx ava --tap | npx tap-junit -o reports -n junit.xml",
    needs: "tap-junit",
  },
  {
    name: "tape",
    command: "npx tape 'test/**/*.js' | npx tap-junit -o reports -n junit.xml",
    needs: "tap-junit",
  },
];

export interface UnreadRunner {
  name: string;
  command: string;
  /** A package the command needs installed too. */
  needs: string | null;
}

/** The runner the test script names, or the dependencies list, that fix-loop reads no report of. */
export function unreadRunner(
  testScript: string,
  dependencies: Readonly<Record<string, string>>,
): UnreadRunner | null {
  const words = testScript.split(/[\s&|;()]+/);
  const found =
    UNREAD.find((runner) => words.includes(runner.name)) ??
    UNREAD.find((runner) => runner.name in dependencies);
  return found ? { name: found.name, command: found.command, needs: found.needs ?? null } : null;
}
