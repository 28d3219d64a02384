import { installedModules } from "./npm-install.js";

export const JEST_PACKAGES = ["jest@30.5.2", "jest-junit@17.0.0"];

/** A node_modules holding jest and jest-junit, for fixture projects to link to. */
export function jestModules(): Promise<string> {
  return installedModules(JEST_PACKAGES, "jest");
}
