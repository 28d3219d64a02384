import { type AgentTranscript, runAgent } from "../agent/index.js";
import type { ModelFailure } from "../agent/transcript.js";
import { countGuardFirings, type GuardCounts } from "../hooks/guard-counts.js";
import type { MarkedProcess } from "../process/kill-tree.js";
import type { Claim } from "../results/schema.js";
import { commandsRan, witnessDisagreements } from "../trust/stream-vs-ledger.js";
import type { AgentEnd } from "./attempt-decision.js";
import type { AttemptCaps } from "./budget.js";
import type { FixRun, LadderStep } from "./fix-run.js";

/** What the fix loop needs from one agent session. */
export interface AgentRun {
  end: AgentEnd;
  detail: string | null;
  claim: Claim | null;
  /** Bash commands claude's stream shows as executed (not denied), for checking the claim's tests_run. */
  ranCommands: string[];
  /** Where the hook ledger disagrees with claude's stream; any entry is distrust. */
  witnessDisagreements: string[];
  /** The session's environment marker, to find what it left running later. */
  marker: string;
  /** Processes the session left running, killed after it. */
  leftovers: MarkedProcess[];
  toolCalls: number;
  /** How often each guard fired, by the hook ledger (in any mode: denied, warned or observed). */
  guardsFired: GuardCounts;
  costUsd: number;
  turns: number;
  sessionId: string | null;
  durationMs: number;
  /** The model refused the session (credential, quota, model name): the ladder stops. */
  modelFailure: ModelFailure | null;
}

export interface AgentRequest {
  prompt: string;
  step: LadderStep;
  stateDir: string;
  caps: AttemptCaps;
  /** `--json-schema`; default: the fix claim's; null: no structured output (plan generation). */
  jsonSchema?: Record<string, unknown> | null;
  /** Replaces fix.protected for this session (plan generation may write under tests/). */
  protectedGlobs?: readonly string[];
  /** New files matching these may be written even under a protected glob (a plan's scripts). */
  newFileGlobs?: readonly string[];
}

/** Runs Claude Code for one attempt with the run's guards, environment and limits. */
export async function runAgentAttempt(run: FixRun, request: AgentRequest): Promise<AgentRun> {
  const { options } = run;
  const fix = options.config.fix;
  const env = options.agentEnv ?? options.env ?? process.env;
  const network = options.agentNetwork;
  const transcript = await runAgent({
    claudePath: run.setup.claudePath,
    cwd: options.cwd,
    prompt: request.prompt,
    // This session's own token for the model proxy, valid until it ends.
    env: network ? network.openAttempt(env, request.step.tools) : env,
    stateDir: request.stateDir,
    tools: request.step.tools,
    maxTurns: request.step.maxTurns,
    budgetUsd: request.caps.usd,
    timeoutMs: request.caps.timeoutMs,
    model: request.step.model ?? fix.claude.model ?? null,
    ...(request.jsonSchema !== undefined ? { jsonSchema: request.jsonSchema } : {}),
    guards: {
      protectedGlobs: request.protectedGlobs ?? fix.protected,
      newFileGlobs: request.newFileGlobs ?? [],
      repeatLimit: fix.guards["repeat-limit"],
      failureLimit: fix.guards["failure-limit"],
      mode: fix.guards.mode,
    },
    ...(options.signal ? { signal: options.signal } : {}),
    runAs: options.runAs,
    spare: () => run.session.servicePids(),
  });
  network?.endSession();
  for (const note of transcript.notes) run.note("info", `agent: ${note}`);
  return summariseTranscript(transcript, request.caps);
}

/**
 * How the session ended, in the loop's terms. A session cut short by the run's own budget
 * (money or time left, not the strategy's limit) ends as "budget".
 */
export function summariseTranscript(transcript: AgentTranscript, caps: AttemptCaps): AgentRun {
  return {
    end: sessionEnd(transcript, caps),
    detail: transcript.error,
    claim: transcript.claim,
    ranCommands: commandsRan(transcript.toolCalls),
    witnessDisagreements: witnessDisagreements({
      calls: transcript.toolCalls,
      ledger: transcript.ledger,
      sessionId: transcript.sessionId,
      completed: transcript.outcome === "completed",
    }),
    marker: transcript.marker,
    leftovers: transcript.leftovers,
    toolCalls: transcript.toolCalls.length,
    guardsFired: countGuardFirings(transcript.ledger),
    costUsd: transcript.costUsd,
    turns: transcript.turns,
    sessionId: transcript.sessionId,
    durationMs: transcript.durationMs,
    modelFailure: transcript.modelFailure,
  };
}

function sessionEnd(transcript: AgentTranscript, caps: AttemptCaps): AgentEnd {
  if (transcript.outcome === "timeout") return caps.cappedByRunTime ? "budget" : "timeout";
  if (transcript.outcome === "error") return "error";
  if (transcript.resultSubtype === "error_max_budget_usd")
    return caps.cappedByRunUsd ? "budget" : "error";
  return transcript.isError ? "error" : "finished";
}
