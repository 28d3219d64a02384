// The fix loop's figures, per scenario: agent sessions and model requests, prompt size per
// attempt, the time from the end of an attempt to the engine's verdict, and the fix run's
// overhead over the agent's own time. The real claude CLI talks to the scripted model server.
import { runScenario } from "./lib.mjs";

await runScenario("fix-overhead-scenarios.ts");
