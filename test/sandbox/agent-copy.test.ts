import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgentUser } from "../../src/agent-user/agent-user.js";
import type { RunAs } from "../../src/process/run-as.js";
import { type AgentCopy, makeAgentCopy } from "../../src/sandbox/agent-copy.js";
import { useAgentInNamespace, writeFilesUnder } from "./support/agent-in-namespace.js";
import { runInCopy } from "./support/run-in-copy.js";

// The agent's copy as root makes it: tracked and untracked-not-ignored files copied and given to
// the agent user (ignored ones only where fix.copy.include names them), installed dependencies (node_modules at any depth) bound read-only from the checkout
// instead of copied. Real user, real namespaces, real mounts.

const inNamespace = useAgentInNamespace("fix-loop-copy-test-");
let agent: AgentUser;
let checkout: string;
let copy: AgentCopy;
let inCopy: RunAs;

const run = (script: string) => runInCopy(checkout, () => inCopy)(script);
const mountsUnder = (folder: string) =>
  readFileSync("/proc/self/mountinfo", "utf8")
    .split("\n")
    .filter((line) => line.split(" ")[4]?.startsWith(folder));

beforeAll(async () => {
  agent = inNamespace.agent;
  checkout = inNamespace.folder;
  writeFilesUnder(checkout, {
    ".gitignore": "node_modules/\n.env\n.env.test\ngha-creds-*.json\n",
    "src/a.js": "tracked\n",
    "node_modules/dep/index.js": "installed\n",
    "packages/p/node_modules/inner/index.js": "nested\n",
    "packages/p/src/b.js": "tracked too\n",
  });
  execFileSync("git", ["init", "-q"], { cwd: checkout });
  execFileSync("git", ["add", "-A"], { cwd: checkout });
  writeFilesUnder(checkout, {
    "src/untracked.js": "not ignored\n",
    // What a runner's workspace may hold beside the code: ignored, so never in the copy.
    ".env": "SECRET=planted-env-secret\n",
    "gha-creds-1234.json": '{"private_key":"planted"}\n',
    ".env.test": "DATABASE=test\n",
  });
  const made = await makeAgentCopy(checkout, agent, { include: [".env.test"] });
  copy = made.copy;
  inCopy = made.runAs;
});

afterAll(async () => {
  await copy?.remove();
});

describe("the agent's copy with its dependencies bound read-only", () => {
  it("binds both node_modules rather than copying them, and copies no .git", () => {
    expect(copy.dependencies).toBe(2);
    // Each node_modules, and a cache folder of the agent's own over its .vite-temp, .vite, .cache.
    const points = mountsUnder(copy.tree).map((line) => line.split(" ")[4]);
    expect(points.filter((point) => point?.endsWith("node_modules"))).toHaveLength(2);
    expect(points).toHaveLength(8);
    const owner = execFileSync("stat", ["-c", "%u", path.join(copy.tree, "src/a.js")], {
      encoding: "utf8",
    });
    expect(Number(owner)).toBe(agent.uid);
    expect(() => readFileSync(path.join(copy.tree, ".git/HEAD"))).toThrow();
  });

  it("copies tracked, untracked and included files, and no ignored secret", () => {
    const inCopy = (name: string) => path.join(copy.tree, name);
    expect(readFileSync(inCopy("src/untracked.js"), "utf8")).toBe("not ignored\n");
    expect(readFileSync(inCopy("packages/p/src/b.js"), "utf8")).toBe("tracked too\n");
    expect(readFileSync(inCopy(".env.test"), "utf8")).toBe("DATABASE=test\n");
    expect(existsSync(inCopy(".env"))).toBe(false);
    expect(existsSync(inCopy("gha-creds-1234.json"))).toBe(false);
    // Folders made on the way are the agent's, so it can write in them.
    const owner = execFileSync("stat", ["-c", "%u", inCopy("packages/p/src")], {
      encoding: "utf8",
    });
    expect(Number(owner)).toBe(agent.uid);
  });

  it("lets the agent read the dependencies and write its sources, never the dependencies", async () => {
    const said = await run(
      [
        "cat node_modules/dep/index.js packages/p/node_modules/inner/index.js",
        "echo mine > src/a.js && echo wrote-src",
        "(echo x > node_modules/dep/index.js) 2>/dev/null || echo refused-dep",
        "touch packages/p/node_modules/new 2>/dev/null || echo refused-nested",
        "rm -rf node_modules 2>/dev/null; ls node_modules",
      ].join("; "),
    );
    expect(said).toBe("installed\nnested\nwrote-src\nrefused-dep\nrefused-nested\ndep\n");
    expect(readFileSync(path.join(checkout, "src/a.js"), "utf8")).toBe("tracked\n");
    expect(readFileSync(path.join(copy.tree, "src/a.js"), "utf8")).toBe("mine\n");
    expect(readFileSync(path.join(checkout, "node_modules/dep/index.js"), "utf8")).toBe(
      "installed\n",
    );
  });

  it("lets tools write their caches in node_modules (vite's .vite-temp), and nothing else there", async () => {
    const said = await run(
      [
        "echo bundled > node_modules/.vite-temp/vitest.config.mjs.timestamp-1.mjs && echo wrote-vite-temp",
        "mkdir -p node_modules/.vite/vitest && echo '{}' > node_modules/.vite/vitest/results.json && echo wrote-vite",
        "touch packages/p/node_modules/.cache/babel 2>/dev/null && echo wrote-nested-cache",
        "(echo x > node_modules/dep/index.js) 2>/dev/null || echo refused-dep",
        // Sideways: swap the cache folder for a link into the checkout's node_modules.
        "(rm -rf node_modules/.vite-temp && ln -s /tmp node_modules/.vite-temp) 2>/dev/null || echo kept-cache",
      ].join("; "),
    );
    expect(said).toBe("wrote-vite-temp\nwrote-vite\nwrote-nested-cache\nrefused-dep\nkept-cache\n");
    expect(readdirSync(path.join(checkout, "node_modules/.vite-temp"))).toEqual([]);
  });

  it("unbinds them when the copy is removed, leaving the checkout's dependencies", async () => {
    const tree = copy.tree;
    await copy.remove();
    expect(mountsUnder(tree)).toEqual([]);
    // The empty mount points made for the caches are gone too: node_modules is as it was.
    expect(readdirSync(path.join(checkout, "node_modules"))).toEqual(["dep"]);
    expect(
      readFileSync(path.join(checkout, "packages/p/node_modules/inner/index.js"), "utf8"),
    ).toBe("nested\n");
  });
});
