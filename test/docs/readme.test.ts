import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseCliArgs } from "../../src/cli/args.js";
import { helpText } from "../../src/cli/help.js";
import { REUSABLE_WORKFLOW_REF } from "../../src/workflows/fix-loop-home.js";
import { REUSABLE_WORKFLOW } from "../../src/workflows/reusable-workflow.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const README = read("README.md");
const PAGES = [
  "README.md",
  "app/README.md",
  ...readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name.split(path.sep).join("/")}`),
];

describe("the README", () => {
  it("opens with the two set-up commands from a clone, and stays under 70 lines", () => {
    const firstBlock = README.match(/```sh\n([\s\S]*?)```/)?.[1] ?? "";
    expect(firstBlock.split("\n").map((line) => line.split("#")[0]?.trim())).toEqual([
      "npm ci && npm run demo",
      "npm test",
      "",
    ]);
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.demo).toBeDefined();
    expect(scripts.test).toBeDefined();
    expect(README.split("\n").length).toBeLessThan(70);
  });

  it.each(["README.md", "docs/github-action.md"])(
    "%s shows a call to the reusable workflow that names only its inputs and secret",
    (page) => {
      const snippet = read(page).match(/```yaml\n([\s\S]*?)```/)?.[1] ?? "";
      const call = (
        parse(snippet) as {
          jobs: Record<string, { uses: string; with: object; secrets: object }>;
        }
      ).jobs["fix-loop"];
      expect(call?.uses).toBe(REUSABLE_WORKFLOW_REF);
      const reusable = parse(REUSABLE_WORKFLOW) as {
        on: { workflow_call: { inputs: object; secrets: object } };
      };
      for (const name of Object.keys(call?.with ?? {}))
        expect(Object.keys(reusable.on.workflow_call.inputs)).toContain(name);
      expect(Object.keys(call?.secrets ?? {})).toEqual(
        Object.keys(reusable.on.workflow_call.secrets),
      );
    },
  );

  it.each(PAGES)("%s links only to files that exist", (page) => {
    const links = [...read(page).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z]+:/.test(target));
    for (const target of links) {
      expect(existsSync(path.resolve(ROOT, path.dirname(page), target)), `${page}: ${target}`).toBe(
        true,
      );
    }
  });

  /** Each `fix-loop <command> ...` line of a page's sh blocks, optional [parts] unwrapped. */
  const commandLines = (page: string) =>
    [...read(page).matchAll(/```sh\n([\s\S]*?)```/g)]
      .flatMap((block) => (block[1] as string).split("\n"))
      .map((line) => line.split("#")[0]?.trim() ?? "")
      .flatMap((line) => {
        const match = /(?:^|\s)fix-loop\s+(.*)$/.exec(line);
        return match ? [(match[1] as string).replace(/[[\]]/g, "")] : [];
      });

  it("shows fix-loop commands a newcomer can type: each parses with the CLI's own options", () => {
    const lines = PAGES.flatMap(commandLines);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) {
      const args = line.split(/\s+/).filter(Boolean);
      expect(() => parseCliArgs(args), line).not.toThrow();
      expect(["help", "version"], line).not.toContain(parseCliArgs(args).command);
    }
  });
});

describe("fix-loop --help", () => {
  const takesValue = (command: string, option: string) => {
    try {
      parseCliArgs([command, option]);
      return false;
    } catch {
      return true;
    }
  };

  it.each(["verify", "fix", "init"] as const)(
    "points to %s --help, whose every option %s takes",
    (command) => {
      expect(helpText(null)).toContain("fix-loop COMMAND --help");
      const topic = parseCliArgs([command, "--help"]).topic;
      expect(topic).toBe(command);
      const options = [...helpText(topic).matchAll(/--[a-z][a-z-]+/g)].map((m) => m[0]);
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        const args = takesValue(command, option) ? [command, option, "1"] : [command, option];
        expect(() => parseCliArgs(args), args.join(" ")).not.toThrow();
      }
    },
  );
});
