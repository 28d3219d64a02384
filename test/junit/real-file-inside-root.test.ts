import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { realFileInsideRoot } from "../../src/junit/resolve-test-file.js";

let root: string;
let outside: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "fix-loop-root-"));
  outside = await mkdtemp(join(tmpdir(), "fix-loop-outside-"));
  await mkdir(join(root, "tests"));
  await writeFile(join(root, "tests/test_api.py"), "def test(): pass\n");
  await writeFile(join(outside, "secret.txt"), "token\n");
  await symlink(join(outside, "secret.txt"), join(root, "tests/link.py"));
  await symlink("/proc/self/environ", join(root, "tests/env.py"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe("files a JUnit report names", () => {
  it("are readable when they are files inside the project, by relative or absolute path", async () => {
    const real = await realFileInsideRoot(root, "tests/test_api.py");
    expect(real).toMatch(/tests\/test_api\.py$/);
    expect(await realFileInsideRoot(root, join(root, "tests/test_api.py"))).toBe(real);
  });

  it("are refused outside the project, through .., through a symlink, in /proc, or as a folder", async () => {
    for (const file of [
      "/proc/self/environ",
      "../../../../../../proc/self/environ",
      join(outside, "secret.txt"),
      "tests/link.py",
      "tests/env.py",
      "tests",
      "tests/missing.py",
    ]) {
      expect(await realFileInsideRoot(root, file), file).toBeNull();
    }
  });
});
