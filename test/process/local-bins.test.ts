import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withoutNpx } from "../../src/process/local-bins.js";
import { runProcess } from "../../src/process/run.js";
import { tempFolder } from "../support/temp-project.js";

/**
 * A project with `node_modules/.bin/hello` installed, and an `npx` first on PATH that only
 * leaves a mark: whether a command started npm is what the mark says.
 */
function project() {
  const root = tempFolder("fix-loop-npx-");
  const bin = path.join(root, "node_modules", ".bin");
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    path.join(bin, "hello"),
    [
      "#!/bin/sh",
      // The folder first on PATH: what comes before its first colon.
      'echo "hello $* from $PATH" | cut -d: -f1',
      '[ -n "$SAY" ] && echo "SAY=$SAY"',
      "exit 0\n",
    ].join("\n"),
    { mode: 0o755 },
  );
  const tools = path.join(root, "tools");
  mkdirSync(tools);
  const mark = path.join(root, "npx-ran");
  writeFileSync(path.join(tools, "npx"), `#!/bin/sh\ntouch '${mark}'\necho "npx $*"\n`, {
    mode: 0o755,
  });
  const env = { ...process.env, PATH: `${tools}${path.delimiter}${process.env.PATH}` };
  return { root, bin, mark, env };
}

async function output(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  const outcome = await runProcess(command, { cwd, env, timeoutMs: 20_000 });
  expect(outcome.exitCode).toBe(0);
  return outcome.output.head.toString("utf8").trim();
}

describe("npx in a command, for a program the project has installed", () => {
  it("runs the installed program without starting npm, its bin folder first on PATH", async () => {
    const { root, bin, mark, env } = project();
    const said = await output("mkdir -p reports && SAY=hi npx --yes hello a 'b c'", root, env);
    expect(said).toBe(`hello a b c from ${bin}\nSAY=hi`);
    expect(existsSync(mark)).toBe(false);
  });

  it("finds the bin in a folder above, as npx does from a workspace", async () => {
    const { root, bin, mark, env } = project();
    const workspace = path.join(root, "packages", "one");
    mkdirSync(workspace, { recursive: true });
    expect(await output("npx hello", workspace, env)).toBe(`hello  from ${bin}`);
    expect(existsSync(mark)).toBe(false);
  });

  it.each([
    ["a program that is not installed", "npx cowsay moo"],
    ["a version", "npx hello@2"],
    ["a package option", "npx -p hello hello"],
    ["a cd first", "cd . && npx hello"],
    ["a PATH of its own", "PATH=$PATH npx hello"],
  ])("leaves npx to npm for %s", async (_case, command) => {
    const { root, mark, env } = project();
    await output(command, root, env);
    expect(existsSync(mark)).toBe(true);
  });

  it("leaves the command as written where no node_modules/.bin is found", () => {
    const root = tempFolder("fix-loop-npx-none-");
    expect(withoutNpx("npx jest --ci", root, process.env)).toBe("npx jest --ci");
  });

  it("changes only a program's npx, and nothing it cannot read", () => {
    const { root, bin } = project();
    const env = { PATH: "/usr/bin" };
    expect(withoutNpx("JUNIT=r.xml npx hello --ci", root, env)).toBe(
      `JUNIT=r.xml PATH=${bin}:/usr/bin ${bin}/hello --ci`,
    );
    for (const command of ["echo npx hello", "npx $(echo hello)", "npx -c 'hello'"])
      expect(withoutNpx(command, root, env)).toBe(command);
  });
});
