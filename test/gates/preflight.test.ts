import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPreflight } from "../../src/gates/preflight.js";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "preflight-"));
  await mkdir(path.join(root, "backend/app"), { recursive: true });
  await writeFile(path.join(root, "backend/app/main.py"), "print('hi')\n");
  await mkdir(path.join(root, "bin"));
  await writeFile(path.join(root, "bin/tool"), "#!/bin/sh\necho tool\n");
  await chmod(path.join(root, "bin/tool"), 0o755);
  await writeFile(path.join(root, "bin/not-executable"), "#!/bin/sh\n");
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const check = (
  preflight: { env?: string[]; files?: string[]; commands?: string[] },
  env: NodeJS.ProcessEnv,
) => checkPreflight({ env: [], files: [], commands: [], ...preflight }, { cwd: root, env });

describe("checkPreflight", () => {
  it("passes when every variable is set, every file exists and every command is found", async () => {
    const result = await check(
      {
        env: ["DATABASE_URL"],
        files: ["backend/app/main.py", "backend"],
        commands: ["sh", "tool", "./bin/tool"],
      },
      {
        DATABASE_URL: "postgres://localhost/app",
        PATH: `${path.join(root, "bin")}${path.delimiter}/bin:/usr/bin`,
      },
    );
    expect(result).toEqual({ ok: true, problems: [] });
  });

  it("lists every problem at once, each saying how to fix it", async () => {
    const result = await check(
      {
        env: ["DATABASE_URL", "REDIS_URL", "HOME_DIR"],
        files: ["backend/app/main.py", "backend/app/missing.py"],
        commands: ["psql-that-is-not-installed", "./bin/not-executable", "sh"],
      },
      { REDIS_URL: "   ", HOME_DIR: "/home/x", PATH: "/bin:/usr/bin" },
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      {
        kind: "env",
        name: "DATABASE_URL",
        message: "DATABASE_URL is not set: export it or add it to the CI job's env",
      },
      {
        kind: "env",
        name: "REDIS_URL",
        message: expect.stringMatching(/^REDIS_URL is set but empty: give it a value/),
      },
      {
        kind: "file",
        name: "backend/app/missing.py",
        message: `backend/app/missing.py does not exist (looked for ${path.join(root, "backend/app/missing.py")}): create it, or fix the path under preflight.files`,
      },
      {
        kind: "command",
        name: "psql-that-is-not-installed",
        message:
          "psql-that-is-not-installed is not on PATH: install it, or add the folder that holds it to PATH",
      },
      {
        kind: "command",
        name: "./bin/not-executable",
        message:
          "./bin/not-executable is not on PATH: check the path and that the file is executable (chmod +x)",
      },
    ]);
  });

  it("does not find a command when PATH is unset", async () => {
    const result = await check({ commands: ["sh"] }, {});
    expect(result.problems.map((problem) => problem.name)).toEqual(["sh"]);
  });
});
