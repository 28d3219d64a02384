import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error A build script in plain JavaScript, without types.
import { buildInputsDigest } from "../../scripts/build-stamp.mjs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "fix-loop-stamp-"));
  roots.push(root);
  for (const [name, content] of Object.entries(files)) write(root, name, content);
  return root;
}

function write(root: string, name: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
}

describe("the digest of what dist/ is built from", () => {
  const files = { "src/a.ts": "export const a = 1;\n", "app/b.ts": "b\n", "package.json": "{}\n" };

  it("changes with a source's content, a new source, or the lockfile", async () => {
    const root = tree(files);
    const before = await buildInputsDigest(root);
    expect(await buildInputsDigest(root)).toBe(before);
    write(root, "src/a.ts", "export const a = 2;\n");
    const edited = await buildInputsDigest(root);
    expect(edited).not.toBe(before);
    write(root, "app/new.ts", "");
    const added = await buildInputsDigest(root);
    expect(added).not.toBe(edited);
    write(root, "package-lock.json", "{}\n");
    expect(await buildInputsDigest(root)).not.toBe(added);
  });

  it("ignores what the build does not read: tests, docs, dist itself", async () => {
    const root = tree(files);
    const before = await buildInputsDigest(root);
    write(root, "test/a.test.ts", "x\n");
    write(root, "README.md", "x\n");
    write(root, "dist/cli.js", "x\n");
    expect(await buildInputsDigest(root)).toBe(before);
  });

  it("tells a renamed file from the same content under the old name", async () => {
    const renamed = { ...files, "src/c.ts": files["src/a.ts"] } as Record<string, string>;
    delete renamed["src/a.ts"];
    expect(await buildInputsDigest(tree(renamed))).not.toBe(await buildInputsDigest(tree(files)));
  });
});
