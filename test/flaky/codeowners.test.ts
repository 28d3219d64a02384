import { describe, expect, it } from "vitest";
import { ownersOf, parseCodeowners } from "../../src/flaky/codeowners.js";

const FILE = `
# owners
*                 @acme/everyone
*.py              @py-team   # trailing comment
/docs/            @docs
apps/             @apps
tests/*           @tests-top
/src/**/payments  @payments
api/**/*.ts       @api
/build/logs/      @logs
src/legacy/
[abc].js          @never
`;

describe("CODEOWNERS", () => {
  const rules = parseCodeowners(FILE);
  const cases: Array<[string, string[]]> = [
    ["README.md", ["@acme/everyone"]],
    ["lib/tool.py", ["@py-team"]],
    ["docs/guide/intro.md", ["@docs"]],
    ["web/docs/x.md", ["@acme/everyone"]],
    ["apps/a.js", ["@apps"]],
    ["nested/apps/b.js", ["@apps"]],
    ["tests/test_a.py", ["@tests-top"]],
    ["tests/unit/test_b.py", ["@py-team"]],
    ["src/x/y/payments/pay.ts", ["@payments"]],
    ["src/payments/pay.ts", ["@payments"]],
    ["api/v1/users.ts", ["@api"]],
    ["api/users.ts", ["@api"]],
    ["build/logs/out.txt", ["@logs"]],
    ["src/legacy/old.js", []],
    ["a.js", ["@acme/everyone"]],
  ];
  it.each(cases)("%s is owned by %j (the last matching rule wins)", (path, owners) => {
    expect(ownersOf(rules, path)).toEqual(owners);
  });

  it("has no owners without a file", () => {
    expect(ownersOf(parseCodeowners(""), "src/a.ts")).toEqual([]);
  });
});
