// The scenarios bench/fix-overhead.mjs measures: the real claude CLI against the scripted model,
// runFix on a fresh git project each time. Bundled by that script; not run directly.
import { join } from "node:path";
import { fiveTestsOneCauseProject, sumProject } from "../test/fix/support/projects.js";
import { runScenario } from "../test/fix/support/scenario.js";
import { callTool, claim, type ScriptedReply, say } from "../test/support/scripted-model/index.js";
import type { ProjectFiles } from "../test/support/temp-project.js";

const RIGHT = "export function sum(a, b) {\n  return a + b;\n}\n";
const WRONG = "export function sum(a, b) {\n  return a + b + 1;\n}\n";
const claimed = (status: "fixed" | "not_fixed", files: string[]) =>
  claim({ status, root_cause: "bench", files_changed: files, tests_run: [], reasoning: "bench" });

interface BenchScenario {
  name: string;
  files: () => ProjectFiles;
  sessions: (root: string) => ScriptedReply[][];
  maxAttempts?: number;
}

const SCENARIOS: BenchScenario[] = [
  {
    name: "fixed on attempt 1",
    files: sumProject,
    sessions: (root) => [
      [
        callTool("Read", { file_path: join(root, "src/sum.js") }),
        callTool("Edit", {
          file_path: join(root, "src/sum.js"),
          old_string: "a - b",
          new_string: "a + b",
        }),
        callTool("Bash", { command: "./tests/sum.sh", description: "run the test" }),
        claimed("fixed", ["src/sum.js"]),
      ],
    ],
  },
  {
    name: "wrong fix, then right on attempt 2",
    files: sumProject,
    sessions: (root) => [
      [
        callTool("Write", { file_path: join(root, "src/sum.js"), content: WRONG }),
        claimed("fixed", ["src/sum.js"]),
      ],
      [
        callTool("Write", { file_path: join(root, "src/sum.js"), content: RIGHT }),
        claimed("fixed", ["src/sum.js"]),
      ],
    ],
  },
  {
    name: "five tests, one root cause",
    files: fiveTestsOneCauseProject,
    sessions: (root) => [
      [
        callTool("Edit", {
          file_path: join(root, "src/config.js"),
          old_string: "const settings = undefined;",
          new_string: "const settings = { port: 8080 };",
        }),
        claimed("fixed", ["src/config.js"]),
      ],
    ],
  },
  {
    name: "no change, three attempts (deferred)",
    files: sumProject,
    sessions: () => [1, 2, 3].map(() => [say("Nothing to change."), claimed("not_fixed", [])]),
  },
];

export async function main(): Promise<void> {
  const rows: string[][] = [];
  for (const bench of SCENARIOS) {
    const scenario = await runScenario({
      files: bench.files(),
      sessions: bench.sessions,
      ...(bench.maxAttempts ? { options: { maxAttempts: bench.maxAttempts } } : {}),
    });
    try {
      const { results, model, sessions } = scenario;
      const agentMs = results.attempts.reduce((sum, attempt) => sum + attempt.agentMs, 0);
      const overhead = results.durationMs - agentMs;
      rows.push([
        bench.name,
        results.outcome,
        String(sessions.length),
        `${model.requests.length}+${model.sideRequests.length}`,
        results.attempts.map((attempt) => kib(attempt.promptBytes)).join(", "),
        results.attempts.map((attempt) => ms(attempt.verifyMs)).join(", "),
        ms(agentMs),
        ms(results.durationMs),
        `${ms(overhead)} (${agentMs > 0 ? (overhead / agentMs).toFixed(2) : "-"}x)`,
      ]);
    } finally {
      await scenario.cleanup();
    }
  }
  printTable(
    [
      "scenario",
      "outcome",
      "sessions",
      "requests main+side",
      "prompt per attempt",
      "attempt end -> verdict",
      "agent time",
      "fix run total",
      "overhead over agent",
    ],
    rows,
  );
  console.log(
    "\noverhead = the whole run (baseline tests, triage, snapshots, verification, restores) minus the agent's sessions",
  );
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
}
