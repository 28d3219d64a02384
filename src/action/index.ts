import { run } from "./main.js";

// core.setFailed already set 1 for a failure; a refusal to start is 2, like the CLI's.
const exitCode = await run();
if (exitCode !== 0) process.exitCode = exitCode;
