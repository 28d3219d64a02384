import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Results } from "../../src/results/schema.js";
import { fixTheAnswer } from "../action/support/answer-fix.js";
import { projectConfig } from "../action/support/project.js";
import type { ActionRun } from "../action/support/run-action.js";
import { useFixAsAgent } from "./support/fix-as-agent.js";

// A service that already runs on the runner's loopback when fix-loop starts (a CI service
// container, a database an earlier step started): the agent's tests run in its network
// namespace, where that loopback is not, and must still reach the service, through the relay.

let service: Server;
let port: number;
let served = 0;
let fix: ActionRun;
let results: Results | undefined;

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
    script: (repo) => fixTheAnswer(path.join(repo.dir, "src/answer.txt")),
  },
  (run) => ({ fix, results } = run),
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
    expect(results?.attempts[0]?.verified.regressions).toEqual([]);
    // The baseline run and the verification's regression run each reached it.
    expect(served).toBeGreaterThanOrEqual(2);
  });
});
