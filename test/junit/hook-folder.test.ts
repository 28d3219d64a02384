import {
  chmodSync,
  chownSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hookFolder } from "../../src/junit/hook-folder.js";

const made = new Set<string>();
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

function folderFor(files: Record<string, string>): string {
  const folder = hookFolder(files);
  made.add(folder);
  return folder;
}

describe("hookFolder", () => {
  // A different text each run of this test, so no folder of an earlier run is found.
  const files = { "reporter.cjs": `// ${process.pid} ${Date.now()}\n`, "setup.cjs": "1;\n" };

  it("gives the same folder for the same files, readable by all and writable by us alone", () => {
    const first = folderFor(files);
    expect(folderFor({ "setup.cjs": "1;\n", "reporter.cjs": files["reporter.cjs"] })).toBe(first);
    expect(readFileSync(path.join(first, "setup.cjs"), "utf8")).toBe("1;\n");
    expect(statSync(first).mode & 0o777).toBe(0o755);
    expect(folderFor({ ...files, "setup.cjs": "2;\n" })).not.toBe(first);
  });

  it("makes a fresh folder when the named one could have been written by someone else", () => {
    const named = folderFor(files);
    chmodSync(named, 0o777);
    const instead = folderFor(files);
    expect(instead).not.toBe(named);
    expect(readFileSync(path.join(instead, "reporter.cjs"), "utf8")).toBe(files["reporter.cjs"]);
  });

  it("makes a fresh folder when another user got to the name first", () => {
    const other = { ...files, "setup.cjs": "4;\n" };
    const named = folderFor(other);
    // As an agent user that ran earlier could have made it, with the right files in it.
    chownSync(named, 12345, 12345);
    const instead = folderFor(other);
    expect(instead).not.toBe(named);
    expect(statSync(instead).uid).toBe(process.getuid?.());
  });

  it("makes a fresh folder when a file in the named one is not what it should be", () => {
    const other = { ...files, "setup.cjs": "3;\n" };
    const named = folderFor(other);
    writeFileSync(path.join(named, "setup.cjs"), "process.exit(0);\n");
    const instead = folderFor(other);
    expect(instead).not.toBe(named);
    expect(readFileSync(path.join(instead, "setup.cjs"), "utf8")).toBe("3;\n");
  });
});

describe("a hook folder in a temp folder inside an ES module project", () => {
  it("loads its .js files as the CommonJS they are", () => {
    const project = mkdtempSync(path.join(tmpdir(), "fix-loop-test-esm-"));
    made.add(project);
    writeFileSync(path.join(project, "package.json"), '{ "type": "module" }\n');
    const shared = process.env.TMPDIR;
    process.env.TMPDIR = project;
    try {
      const folder = folderFor({
        "setup.js": `module.exports = require("node:path").sep; // ${Date.now()}\n`,
      });
      expect(path.dirname(folder)).toBe(project);
      // node's own loader, as jest's require of a setup file: the nearest package.json decides.
      const loaded = createRequire(import.meta.url)(path.join(folder, "setup.js"));
      expect(loaded).toBe(path.sep);
    } finally {
      if (shared === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = shared;
    }
  });
});
