import picomatch from "picomatch";
import { type PlanRunner, RUNNERS } from "../runners/registry.js";
import type { PlanStyle } from "../runners/runner.js";

/** The frameworks `fix-loop plan` writes tests in (a plan's `Framework:` names one): the runners with a plan style. */
export const WRITABLE_FRAMEWORKS = (Object.keys(RUNNERS) as (keyof typeof RUNNERS)[]).filter(
  (name): name is PlanRunner => "plan" in RUNNERS[name],
);
export type WritableFramework = PlanRunner;

export function isWritableFramework(name: string | null): name is WritableFramework {
  return (WRITABLE_FRAMEWORKS as readonly string[]).includes(name ?? "");
}

/** How a framework's test files are named, commented and how their tests carry a plan id (src/runners/<runner>.ts `plan`). */
export type FrameworkStyle = PlanStyle;

export function styleOf(framework: WritableFramework): FrameworkStyle {
  return RUNNERS[framework].plan;
}

/** True for a file its framework's runner collects by name. */
export function isFrameworkTestFile(framework: WritableFramework, file: string): boolean {
  return picomatch([...styleOf(framework).testFiles], { dot: true })(file);
}

/** Every writable framework's test-file globs: where fix-loop's generated tests may be. */
export function allTestFileGlobs(): string[] {
  return [...new Set(WRITABLE_FRAMEWORKS.flatMap((name) => styleOf(name).testFiles))];
}
