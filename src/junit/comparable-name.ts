/**
 * A test's name as a runner's own record and its JUnit report can both be matched by. XML 1.0
 * cannot hold most control characters, and an attribute's line breaks and tabs read back as
 * spaces: jshttp/cookie's `it.each` titles end in "\u0000" or hold a newline, which its report
 * drops or turns into a space while vitest's record keeps them, so three failures went unread
 * and their whole 63,528-test file ran again (30 s). tap writes a subtest's name TAP-escaped in
 * its report (`foo\#1.2.3`, `\\` for a backslash) where its own record keeps it plain: the
 * escapes are read back (npm-package-arg's specs had no coverage, 17 groups for one bug).
 */
export function comparableName(name: string): string {
  return (
    name
      .replace(/\\[\\#]/g, (escaped) => escaped.slice(1))
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML cannot hold
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}
