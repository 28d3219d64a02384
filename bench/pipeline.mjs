// The four-job pipeline's cost on the bundled example: the check job's wall time, the fix
// bundle's size, and the model requests check and publish add (none). The scenario drives the
// Action's run() with the tests' fake GitHub and scripted model.
import { ROOT, runScenario } from "./lib.mjs";

await runScenario("pipeline-scenario.ts", ROOT);
