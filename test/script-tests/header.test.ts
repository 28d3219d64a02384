import { describe, expect, it } from "vitest";
import { idFromFileName, parseScriptHeader } from "../../src/script-tests/header.js";

describe("parseScriptHeader", () => {
  it("reads id, title, tier, requires and timeout", () => {
    const header = parseScriptHeader(
      "#!/usr/bin/env bash\n# TEST: BT-002 - Health endpoint responds\n# TIER: 0\n# REQUIRES: api,redis  db\n# TIMEOUT: 10\n",
      "t/x.sh",
    );
    expect(header).toEqual({
      id: "BT-002",
      title: "Health endpoint responds",
      tier: 0,
      requires: ["api", "redis", "db"],
      timeoutMs: 10_000,
      problems: [],
    });
  });

  it.each([
    ["# TEST: BT-002", "BT-002", "backend health"],
    ["# TEST: BT-002: Colon title", "BT-002", "Colon title"],
    ["# TEST: BT-002 Plain title", "BT-002", "Plain title"],
    ["// TEST: BT-003 — dash title", "BT-003", "dash title"],
    ["#TEST:BT-004 - tight", "BT-004", "tight"],
  ])("reads %j", (line, id, title) => {
    const header = parseScriptHeader(`#!/bin/sh\n${line}\n`, "tests/test_backend_health.sh");
    expect([header.id, header.title]).toEqual([id, title]);
  });

  it("reads tier names and durations with units", () => {
    const header = parseScriptHeader("#!/bin/sh\n# TIER: smoke\n# TIMEOUT: 2m\n", "a.sh");
    expect(header.tier).toBe("smoke");
    expect(header.timeoutMs).toBe(120_000);
    expect(parseScriptHeader("# TIMEOUT: 10s", "a.sh").timeoutMs).toBe(10_000);
  });

  it("takes id and title from the file name without a TEST header", () => {
    const header = parseScriptHeader("#!/bin/sh\necho hi\n", "tests/test_backend_health.sh");
    expect([header.id, header.title, header.tier]).toEqual([
      "test_backend_health",
      "backend health",
      null,
    ]);
  });

  it("only looks at the first 40 lines", () => {
    const text = `#!/bin/sh\n${"echo\n".repeat(45)}# TEST: LATE-1\n`;
    expect(parseScriptHeader(text, "late.sh").id).toBe("late");
  });

  it("reports a malformed timeout and an empty tier", () => {
    const header = parseScriptHeader("# TIER:\n# TIMEOUT: soon\n", "a.sh");
    expect(header.problems).toEqual([
      "# TIER: header is empty: write a tier number (0) or name (smoke)",
      '# TIMEOUT: "soon" is not a duration: write seconds (10) or with a unit ("10s", "2m")',
    ]);
    expect(header.timeoutMs).toBeNull();
  });

  it("derives ids from file names", () => {
    expect(idFromFileName("a/b/test_x.sh")).toBe("test_x");
    expect(idFromFileName("check.test.js")).toBe("check.test");
    expect(idFromFileName(".hidden")).toBe(".hidden");
    expect(idFromFileName("run")).toBe("run");
  });
});
