import type { GuardMode } from "../hooks/guard-options.js";
import type { MarkedProcess } from "../process/kill-tree.js";
import type { Attempt, AttemptNetwork, Group } from "../results/schema.js";
import type { attemptAgreement } from "../trust/agreement.js";
import type { AgentRun } from "./agent-attempt.js";
import type { Decision } from "./attempt-decision.js";
import type { LadderStep } from "./fix-run.js";
import type { Verification } from "./verify-attempt.js";

export interface AttemptFacts {
  group: Group;
  number: number;
  step: LadderStep;
  prompt: string;
  agent: AgentRun;
  filesChanged: string[];
  diffStat: string;
  verification: Verification | null;
  decision: Decision;
  agreement: ReturnType<typeof attemptAgreement>;
  killedProcesses: MarkedProcess[];
  guardMode: GuardMode;
  /** When the agent's session ended: the engine's own checks are timed from here. */
  agentEnded: number;
  /** What the model proxy let through and refused for the attempt; null where nothing watched. */
  network?: AttemptNetwork | null;
}

/** The attempt as results.json records it; durationMs and commit are filled in once known. */
export function attemptRecord(facts: AttemptFacts): Attempt {
  const { agent, decision, agreement, verification } = facts;
  return {
    group: facts.group.id,
    attempt: facts.number,
    strategy: facts.step.name,
    claim: agent.claim,
    verified: {
      passed: decision.fixed,
      tests: verification?.tests ?? {},
      regressions: verification?.regressions ?? [],
    },
    agreed: agreement.agreed,
    rejected: decision.rejected,
    detail:
      [
        decision.detail,
        agreement.detail && `claim: ${agreement.detail}`,
        agreement.distrust && `distrust: ${agreement.distrust}`,
      ]
        .filter(Boolean)
        .join("; ") || null,
    filesChanged: facts.filesChanged,
    diffStat: facts.diffStat,
    toolCalls: agent.toolCalls,
    costUsd: agent.costUsd,
    turns: agent.turns,
    sessionId: agent.sessionId,
    durationMs: 0,
    promptBytes: Buffer.byteLength(facts.prompt),
    agentMs: agent.durationMs,
    verifyMs: Date.now() - facts.agentEnded,
    commit: null,
    distrust: agent.witnessDisagreements,
    killedProcesses: facts.killedProcesses,
    guards: { mode: facts.guardMode, fired: agent.guardsFired },
    ...(facts.network ? { network: facts.network } : {}),
    modelAnswered: agent.modelFailure === null,
  };
}
