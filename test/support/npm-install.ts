import { execFile } from "node:child_process";
import { access, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A node_modules holding these packages (pinned), for fixture projects to link to, with `bin`
 * among its binaries. fix-loop depends on none of the runners its tests drive, so npm installs
 * them once (from its cache when it can, else the registry) into a folder kept under the temp
 * dir for the next run; a half-finished install is never reused, since it is renamed into place
 * only once complete.
 */
export async function installedModules(packages: readonly string[], bin: string): Promise<string> {
  const kept = path.join(tmpdir(), `fix-loop-test-${packages.join("-").replace(/[@/]/g, "_")}`);
  const modules = path.join(kept, "node_modules");
  if (await exists(path.join(modules, ".bin", bin))) return modules;
  const work = await mkdtemp(path.join(tmpdir(), "fix-loop-npm-install-"));
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
      ...packages,
    ],
    { cwd: work, timeout: 180_000 },
  );
  await mkdir(kept, { recursive: true });
  await rename(path.join(work, "node_modules"), modules).catch(async (error) => {
    // Another worker finished first: use its copy.
    if (!(await exists(path.join(modules, ".bin", bin)))) throw error;
  });
  await rm(work, { recursive: true, force: true });
  return modules;
}
