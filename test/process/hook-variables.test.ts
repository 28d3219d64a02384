import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hookVariables, withAssignments } from "../../src/process/hook-variables.js";
import { runProcess } from "../../src/process/run.js";
import { tempFolder } from "../support/temp-project.js";

/** What a real shell and a real node see when fix-loop hooks in through a variable the command sets too. */
async function printed(command: string, env: NodeJS.ProcessEnv): Promise<string> {
  const outcome = await runProcess(command, { env: { ...process.env, ...env }, timeoutMs: 20_000 });
  expect(outcome.exitCode).toBe(0);
  return outcome.output.head.toString("utf8").trim();
}

describe("a hook into NODE_OPTIONS, when the command sets NODE_OPTIONS itself", () => {
  it("loads fix-loop's --require and keeps the command's own option after it", async () => {
    const folder = tempFolder("fix-loop-hook-");
    const hook = path.join(folder, "hook.cjs");
    await writeFile(hook, "globalThis.fixLoopHooked = true;\n");
    const base = { ...process.env, NODE_OPTIONS: "" };
    const env = hookVariables(base, { NODE_OPTIONS: `--require ${hook}` });
    const script = `console.log(globalThis.fixLoopHooked === true, process.env.NODE_OPTIONS)`;
    const line = await printed(`NODE_OPTIONS=--max-old-space-size=200 node -e '${script}'`, env);
    expect(line).toBe(`true --max-old-space-size=200 --require ${hook}`);
  });
});

describe("a hook into a search path, wherever the command assigns it", () => {
  const env = hookVariables({}, { PYTHONPATH: "/hooks" });
  const show = 'echo "$PYTHONPATH"';

  it.each([
    ["before the program", `PYTHONPATH=src sh -c '${show}'`],
    ["exported earlier", `export PYTHONPATH=src && sh -c '${show}'`],
    ["assigned alone, then used", `PYTHONPATH=src; export PYTHONPATH; sh -c '${show}'`],
    ["given to env", `env PYTHONPATH=src sh -c '${show}'`],
    ["after a cd", `cd / && PYTHONPATH=src sh -c '${show}'`],
  ])("%s", async (_how, command) => {
    expect(await printed(command, env)).toBe("/hooks:src");
  });

  it("is the hook alone when the command sets nothing or sets it empty", async () => {
    expect(await printed(`sh -c '${show}'`, env)).toBe("/hooks");
    expect(await printed(`PYTHONPATH= sh -c '${show}'`, env)).toBe("/hooks");
  });

  it("keeps a second hook on the same variable with the first", async () => {
    const first = hookVariables({}, { PYTEST_ADDOPTS: "-p plugin" });
    const both = { ...first, ...hookVariables(first, { PYTEST_ADDOPTS: "--tb=no" }) };
    expect(both.PYTEST_ADDOPTS).toBe("-p plugin --tb=no");
    expect(await printed(`PYTEST_ADDOPTS=-x sh -c 'echo "$PYTEST_ADDOPTS"'`, both)).toBe(
      "-x -p plugin --tb=no",
    );
  });
});

describe("a run line with the tier's environment", () => {
  it("sets it on each command that runs tests, quoted, and leaves setup commands alone", () => {
    expect(
      withAssignments(
        { NODE_ENV: "test", LABEL: "a b" },
        "mkdir -p reports && npx mocha --grep '^x$'",
      ),
    ).toBe("mkdir -p reports && NODE_ENV=test LABEL='a b' npx mocha --grep '^x$'");
    expect(withAssignments({}, "npx mocha")).toBe("npx mocha");
  });
});
