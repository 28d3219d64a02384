// What a new user's path costs, and what test/cli/init-new-user.test.ts pays for its jest project:
// the npm install of jest and jest-junit the test makes once per machine (test/support/jest-install.ts,
// from npm's cache when it holds them), `fix-loop init` on that project, and `fix-loop verify`
// running its tests through the tier init wrote. Needs dist/ built and npm.
import { rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { CLI, fmt, measured, median, tempProject } from "./lib.mjs";

const PACKAGES = ["jest@30.5.2", "jest-junit@17.0.0"];
const install = tempProject({ "package.json": '{ "private": true }\n' });
const installed = measured(
  "npm",
  [
    "install",
    "--prefer-offline",
    "--no-audit",
    "--no-fund",
    "--ignore-scripts",
    "--no-save",
    ...PACKAGES,
  ],
  { cwd: install },
);
if (installed.code !== 0) throw new Error("npm install of jest failed");
console.log(
  `npm install ${PACKAGES.join(" ")}: ${fmt(installed.ms)} wall, ${fmt(installed.cpuMs)} CPU`,
);

const inits = [];
const verifies = [];
for (let run = 0; run < 3; run++) {
  const root = tempProject({
    "package.json": JSON.stringify({
      scripts: { test: "jest" },
      devDependencies: { jest: "^30.0.0", "jest-junit": "^17.0.0" },
    }),
    "package-lock.json": "{}\n",
    "sum.test.js": 'describe("sum", () => test("adds", () => expect(1 + 2).toBe(3)));\n',
  });
  symlinkSync(path.join(install, "node_modules"), path.join(root, "node_modules"), "dir");
  const env = { ...process.env, CI: "true" };
  inits.push(measured(process.execPath, [CLI, "init", "-C", root], { env }));
  const verify = measured(process.execPath, [CLI, "verify", "-C", root], { env });
  if (verify.code !== 0) throw new Error(`verify exited ${verify.code} in ${root}`);
  verifies.push(verify);
  rmSync(root, { recursive: true, force: true });
}
const line = (name, runs) =>
  console.log(
    `${name}: median ${fmt(median(runs.map((r) => r.ms)))} wall, ${fmt(median(runs.map((r) => r.cpuMs)))} CPU (3 runs)`,
  );
line("fix-loop init (jest project)", inits);
line("fix-loop verify through the jest tier init wrote", verifies);
rmSync(install, { recursive: true, force: true });
