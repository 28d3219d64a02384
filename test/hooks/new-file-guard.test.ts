import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { protectedPathDenial } from "../../src/hooks/protected-path-guard.js";
import { createTempProject } from "../support/temp-project.js";

const PROTECTED = [".github/**", ".fix-loop/**"];
const NEW_SCRIPTS = [".fix-loop/tests/tier1/*.sh"];

describe("a plan session's new script under a protected path", () => {
  it("may be created where its tier's glob looks; nothing else there may be written", async () => {
    const root = await createTempProject({ ".fix-loop/tests/tier1/old.sh": "#!/bin/sh\n" });
    const write = (file: string, tool = "Write") =>
      protectedPathDenial(tool, { file_path: path.join(root, file) }, root, PROTECTED, NEW_SCRIPTS);

    expect(write(".fix-loop/tests/tier1/new.sh")).toBeNull();
    expect(write(".fix-loop/tests/tier1/old.sh")).toMatch(/is protected/);
    expect(write(".fix-loop/tests/tier1/new.sh", "Edit")).toMatch(/is protected/);
    expect(write(".fix-loop/tests/tier1/new.txt")).toMatch(/is protected/);
    expect(write(".fix-loop/results.json")).toMatch(/is protected/);
  });

  it("may not be created through a linked folder", async () => {
    const root = await createTempProject({});
    await mkdir(path.join(root, ".github/workflows"), { recursive: true });
    await mkdir(path.join(root, ".fix-loop/tests"), { recursive: true });
    await symlink(path.join(root, ".github/workflows"), path.join(root, ".fix-loop/tests/tier1"));
    await writeFile(path.join(root, ".github/workflows/ci.yml"), "on: push\n");
    const denial = protectedPathDenial(
      "Write",
      { file_path: path.join(root, ".fix-loop/tests/tier1/evil.sh") },
      root,
      PROTECTED,
      NEW_SCRIPTS,
    );
    expect(denial).toMatch(/is protected/);
  });
});
