export {
  type BackgroundExit,
  type BackgroundOptions,
  type BackgroundProcess,
  killAllBackgroundSync,
  startBackground,
  stopAllBackground,
} from "./background.js";
export { type Command, describeCommand } from "./command.js";
export {
  isProcessAlive,
  type KillOptions,
  type KillReport,
  killProcessTree,
  killProcessTreeSync,
} from "./kill-tree.js";
export type { CapturedOutput, OutputLimits } from "./output.js";
export { type ProcessOutcome, type RunOptions, runProcess } from "./run.js";
export { killAllProcessTreesSync } from "./started-groups.js";
