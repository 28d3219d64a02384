import picomatch from "picomatch";

/** The frameworks `fix-loop plan` writes tests in (a plan's `Framework:` names one). */
export const WRITABLE_FRAMEWORKS = ["pytest", "vitest", "jest", "playwright"] as const;
export type WritableFramework = (typeof WRITABLE_FRAMEWORKS)[number];

export function isWritableFramework(name: string | null): name is WritableFramework {
  return (WRITABLE_FRAMEWORKS as readonly string[]).includes(name ?? "");
}

/** How a framework's test files are named, commented and how their tests carry a plan id. */
export interface FrameworkStyle {
  /** The names the runner collects by default; a generated file must have one. */
  testFiles: string[];
  /** The line comment of the file's language: fix-loop's review lines are written with it. */
  comment: "#" | "//";
  /** A file name and a test line for BT-001, shown to the session as the pattern to follow. */
  fileExample: string;
  testExample: string;
}

const JS_TEST_FILES = ["**/*.{test,spec}.{js,jsx,ts,tsx,mjs,cjs,mts,cts}"];

const STYLES: Record<WritableFramework, FrameworkStyle> = {
  pytest: {
    testFiles: ["**/test_*.py", "**/*_test.py"],
    comment: "#",
    fileExample: "test_bt_001_health.py",
    testExample: "def test_BT_001_health_answers_ok():",
  },
  vitest: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.test.ts",
    testExample: 'test("BT-001 health answers ok", async () => { ... })',
  },
  jest: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.test.js",
    testExample: 'test("BT-001 health answers ok", async () => { ... })',
  },
  playwright: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.spec.ts",
    testExample: 'test("BT-001 health answers ok", async ({ page }) => { ... })',
  },
};

export function styleOf(framework: WritableFramework): FrameworkStyle {
  return STYLES[framework];
}

/** True for a file its framework's runner collects by name. */
export function isFrameworkTestFile(framework: WritableFramework, file: string): boolean {
  return picomatch(styleOf(framework).testFiles, { dot: true })(file);
}

/** Every writable framework's test-file globs: where fix-loop's generated tests may be. */
export function allTestFileGlobs(): string[] {
  return [...new Set(WRITABLE_FRAMEWORKS.flatMap((name) => STYLES[name].testFiles))];
}
