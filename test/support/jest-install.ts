import { execFile } from "node:child_process";
import { access, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const JEST_PACKAGES = ["jest@30.5.2", "jest-junit@17.0.0"];

/**
 * A node_modules holding jest and jest-junit, for fixture projects to link to. fix-loop does not
 * depend on jest, so npm installs them once (from its cache when it can, else the registry) into
 * a folder kept under the temp dir for the next run; a half-finished install is never reused,
 * since it is renamed into place only once complete.
 */
export async function jestModules(): Promise<string> {
  const kept = path.join(
    tmpdir(),
    `fix-loop-test-${JEST_PACKAGES.join("-").replace(/[@/]/g, "_")}`,
  );
  const modules = path.join(kept, "node_modules");
  if (
    await access(path.join(modules, ".bin/jest")).then(
      () => true,
      () => false,
    )
  )
    return modules;
  const work = await mkdtemp(path.join(tmpdir(), "fix-loop-jest-install-"));
  await writeFile(path.join(work, "package.json"), '{ "private": true }\n');
  await run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--no-save",
      ...JEST_PACKAGES,
    ],
    { cwd: work, timeout: 180_000 },
  );
  await mkdir(kept, { recursive: true });
  await rename(path.join(work, "node_modules"), modules).catch(async (error) => {
    // Another worker finished first: use its copy.
    if (
      !(await access(path.join(modules, ".bin/jest")).then(
        () => true,
        () => false,
      ))
    )
      throw error;
  });
  await rm(work, { recursive: true, force: true });
  return modules;
}
