import { existsIn } from "./exists-in.js";

/** Which package manager a Node project uses, read from its lock files: how it installs and adds. */

/** How this Node project adds a dev dependency, from its lock file. */
export async function addDevDependencyCommand(root: string): Promise<string> {
  if (await existsIn(root, "pnpm-lock.yaml")) return "pnpm add -D";
  if (await existsIn(root, "yarn.lock")) return "yarn add -D";
  return "npm install --save-dev";
}

/** How this Node project installs its dependencies in CI, from its lock file. */
export async function nodeInstallCommand(root: string): Promise<string> {
  if (await existsIn(root, "pnpm-lock.yaml"))
    return "corepack enable pnpm && pnpm install --frozen-lockfile";
  if (await existsIn(root, "yarn.lock")) {
    // Yarn 2 and later (a .yarnrc.yml) renamed --frozen-lockfile to --immutable.
    return (await existsIn(root, ".yarnrc.yml"))
      ? "corepack enable yarn && yarn install --immutable"
      : "yarn install --frozen-lockfile";
  }
  if ((await existsIn(root, "package-lock.json")) || (await existsIn(root, "npm-shrinkwrap.json")))
    return "npm ci";
  return "npm install";
}
