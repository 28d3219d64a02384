import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_PROGRESS_REASON } from "../../src/hooks/progress-gate.js";
import type { Results } from "../../src/results/schema.js";
import { fixTheAnswer } from "../action/support/answer-fix.js";
import { projectConfig } from "../action/support/project.js";
import type { ActionRun } from "../action/support/run-action.js";
import {
  callTool,
  claim,
  conversationText,
  type ScriptedModel,
  say,
} from "../support/scripted-model/index.js";
import { useFixAsAgent } from "./support/fix-as-agent.js";

// A service that already runs on the runner's loopback when fix-loop starts (a CI service
// container, a database an earlier step started): the agent's tests run in its network
// namespace, where that loopback is not, and must still reach the service, through the relay.
// The same run (agent-user: auto, as root) shows the progress gate in the agent's own copy: the
// copy has no .git and no git may run there, so the hook compares the files' stamps with those
// fix-loop took of the copy before the session. The first attempt's agent changes nothing and
// stops: it is held once, and rejected as no change; the second fixes the bug.
// The run starts at the web step (as `strategy: web` asks): the first session's one move, a
// WebFetch that changes nothing, shows the proxy's web rule in that attempt's record.

let service: Server;
let port: number;
let served = 0;
let model: ScriptedModel;
let fix: ActionRun;
let results: Results | undefined;

/** The attempt that fixed the bug. */
const fixing = () => results?.attempts.find((attempt) => attempt.rejected === null);

beforeAll(async () => {
  service = createServer((_req, res) => {
    served += 1;
    res.end("pong\n");
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  port = (service.address() as AddressInfo).port;
});

afterAll(() => service?.close());

useFixAsAgent(
  {
    files: () => ({
      ".github/fix-loop.yml": projectConfig({
        top: ["services:", "  db:", `    health: tcp://127.0.0.1:${port}`, "    timeout: 5"],
        maxAttempts: 2,
      }),
      ".fix-loop/tests/ping.sh": [
        "#!/usr/bin/env bash",
        "# TEST: BT-003 - The service answers",
        "# REQUIRES: db",
        `got="$(curl -sS -m 5 http://localhost:${port}/ping)"`,
        'echo "EVIDENCE: the service said $got"',
        '[ "$got" = pong ] && echo "PASS: pong" || { echo "FAIL: no pong"; exit 1; }',
        "",
      ].join("\n"),
    }),
    env: { INPUT_STRATEGY: "web" },
    script: (repo) => [
      // The first session: a page fetched, nothing changed, held once by the progress gate, then
      // it gives up.
      callTool(
        "WebFetch",
        { url: "https://docs.example.com/guide", prompt: "summarise" },
        "toolu_fetch",
      ),
      say("Nothing to change here."),
      claim({
        status: "not_fixed",
        root_cause: "unknown",
        files_changed: [],
        tests_run: [],
        reasoning: "could not find it",
      }),
      ...fixTheAnswer(path.join(repo.dir, "src/answer.txt")),
    ],
  },
  (run) => ({ model, fix, results } = run),
);

describe("a service already up on the runner's loopback", () => {
  it("is healthy to fix-loop's probe, run inside the agent's network namespace", () => {
    expect(results?.services).toEqual([expect.objectContaining({ name: "db", healthy: true })]);
    expect(results?.agentNetwork).toContain(
      `this runner's services already up on 127.0.0.1 port ${port}`,
    );
  });

  it("answers the tests, before the fix and in its verification", () => {
    expect(results?.tests.find((test) => test.id === "BT-003")?.status).toBe("passed");
    expect(fix.outputs.outcome).toBe("fixed");
    expect(fixing()?.verified.regressions).toEqual([]);
    // The baseline run and the verification's regression run each reached it.
    expect(served).toBeGreaterThanOrEqual(2);
  });
});

describe("the progress gate in the agent's copy", () => {
  it("holds an agent that changed nothing once, then the attempt is rejected as no change", () => {
    expect(fix.stdout).toMatch(/each of its commands in a PID namespace/);
    const held = model.requests.filter((request) =>
      conversationText(request).includes(NO_PROGRESS_REASON),
    );
    expect(held).toHaveLength(1);
    expect(results?.attempts[0]).toMatchObject({
      rejected: "no_change",
      filesChanged: [],
      guards: { fired: { "progress-gate": 1 } },
    });
  });
});

describe("a web step's WebFetch", () => {
  it("goes through the proxy under the web rule, and the host is in the attempt's record", () => {
    const attempt = results?.attempts[0];
    expect(attempt?.strategy).toBe("web");
    const network = attempt?.network;
    // WebFetch first asks api.anthropic.com about the domain (its preflight), then fetches the
    // page, both through the proxy. No name resolves on this machine: the proxy saw the host and
    // refused it under the web rule, for that reason alone.
    const named = [
      ...(network?.reached ?? []),
      ...(network?.blocked ?? []).map((entry) => entry.target),
    ];
    expect(named.some((target) => /^(docs\.example|api\.anthropic)\.com:443$/.test(target))).toBe(
      true,
    );
    for (const entry of network?.blocked ?? [])
      expect(entry.reason).toBe("the name does not resolve");
  });
});
