import { hardenedGit } from "../git/hardened-git.js";
import { ciNpmInstallFlags } from "../init/ci-env.js";
import { existsIn } from "./exists-in.js";

/** Which package manager a Node project uses, read from its lock files: how it installs and adds. */

/** How this Node project adds a dev dependency, from its lock file. */
export async function addDevDependencyCommand(root: string): Promise<string> {
  const manager = await packageManagerOf(root);
  if (manager !== "npm") return `${manager} add -D`;
  return withCiFlags(root, "npm install --save-dev");
}

/** How this Node project runs one of its package.json scripts: `npm run`, `pnpm run`, `yarn run`. */
export async function runScriptCommand(root: string): Promise<string> {
  return `${await packageManagerOf(root)} run`;
}

/** The package manager a project's lock file names; npm without one. */
async function packageManagerOf(root: string): Promise<"pnpm" | "yarn" | "npm"> {
  if (await existsIn(root, "pnpm-lock.yaml")) return "pnpm";
  if (await existsIn(root, "yarn.lock")) return "yarn";
  return "npm";
}

/** An npm install with the flags the project's own CI cannot install without (ci-env.ts). */
async function withCiFlags(root: string, command: string): Promise<string> {
  const flags = await ciNpmInstallFlags(root);
  return flags.length > 0 ? `${command} ${flags.join(" ")}` : command;
}

/**
 * How this Node project installs its dependencies in CI, from the lock file CI's checkout will
 * have: one git ignores (pillarjs/send ignores package-lock.json) is not there, and `npm ci`
 * or a frozen install without it fails.
 */
export async function nodeInstallCommand(root: string): Promise<string> {
  const locked = (name: string) => lockFileInCheckout(root, name);
  if (await locked("pnpm-lock.yaml"))
    return "corepack enable pnpm && pnpm install --frozen-lockfile";
  if (await locked("yarn.lock")) {
    // Yarn 2 and later (a .yarnrc.yml) renamed --frozen-lockfile to --immutable.
    return (await existsIn(root, ".yarnrc.yml"))
      ? "corepack enable yarn && yarn install --immutable"
      : "yarn install --frozen-lockfile";
  }
  const npm =
    (await locked("package-lock.json")) || (await locked("npm-shrinkwrap.json"))
      ? "npm ci"
      : "npm install";
  return withCiFlags(root, npm);
}

/**
 * Whether CI's checkout will hold the lock file: in a repository, only a file git tracks (js-yaml
 * commits none; a lock file `npm install` left untracked made `npm ci`, which fails without one);
 * outside one, a file git would not ignore.
 */
async function lockFileInCheckout(root: string, name: string): Promise<boolean> {
  if (!(await existsIn(root, name))) return false;
  const succeeds = (args: string[]) =>
    hardenedGit(root, args).then(
      () => true,
      () => false,
    );
  if (await succeeds(["rev-parse", "--is-inside-work-tree"]))
    return succeeds(["ls-files", "--error-unmatch", "--", name]);
  // check-ignore exits 0 for an ignored path, 1 for one that is not.
  return !(await succeeds(["check-ignore", "--quiet", "--", name]));
}
