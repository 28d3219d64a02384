import { describe, expect, it } from "vitest";
import { pathChecker } from "../../src/bundle/path-rules.js";

describe("which paths a fix bundle may change", () => {
  const check = pathChecker({ projectDir: "./app/", protectedGlobs: ["tests/**", "*.lock"] });

  it("lets plain project files through", () => {
    expect(check("app/src/server.js")).toEqual([]);
    expect(check("app/docs/a b/é.md")).toEqual([]);
  });

  it("matches protected globs and .git* names ignoring case", () => {
    expect(check("app/Tests/t.sh")).toEqual([
      '"app/Tests/t.sh" is protected (fix.protected "tests/**")',
    ]);
    expect(check("app/yarn.LOCK")).toEqual([
      '"app/yarn.LOCK" is protected (fix.protected "*.lock")',
    ]);
    expect(check("app/.GIT/config")).toEqual([
      '"app/.GIT/config" has a .git* component (".git"), which only git may write',
    ]);
    expect(check("app/GIT~1/config")).toEqual([
      '"app/GIT~1/config" has a .git* component ("git~1"), which only git may write',
    ]);
    expect(check(".GitHub/workflows/x.yml")).toContain(
      '".GitHub/workflows/x.yml" is under .github/ (workflows and fix-loop\'s own config)',
    );
  });

  it("refuses paths outside the project, or not plain", () => {
    expect(check("lib/x.js")).toEqual([
      '"lib/x.js" is outside the project root "app", where fix.protected cannot speak for it',
    ]);
    expect(check("/etc/passwd")).toEqual(['"/etc/passwd" is absolute']);
    expect(check("app/../x")).toEqual(['"app/../x" escapes the repository (..)']);
    expect(check("app//x")).toEqual(['"app//x" is not a normalised path']);
    expect(check("app/a\\..\\x")).toEqual([
      '"app/a\\\\..\\\\x" holds a backslash (a path separator on Windows)',
    ]);
    expect(check("app/x\n::error::y")).toEqual(['"app/x\\n::error::y" holds a control character']);
  });
});
