import { killAllProcessTreesSync } from "../process/started-groups.js";
import { EXIT_INTERRUPTED } from "./exit-codes.js";

export interface SignalAbort {
  signal: AbortSignal;
  dispose(): void;
}

/** First Ctrl-C stops gracefully (services stopped, results written); a second one exits at once. */
export function abortOnSignals(): SignalAbort {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      killAllProcessTreesSync();
      process.exit(EXIT_INTERRUPTED);
    }
    console.error(`\n${name}: stopping tests and services (again to force)`);
    controller.abort(new Error(`interrupted by ${name}`));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    },
  };
}
