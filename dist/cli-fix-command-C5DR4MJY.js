import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentUser
} from "./cli-chunk-JTYZY66Z.js";
import "./cli-chunk-B25RRNVT.js";
import "./cli-chunk-X75OOVZ5.js";
import "./cli-chunk-EBXRPYV6.js";
import "./cli-chunk-QGHDR4GR.js";
import "./cli-chunk-5WQFVKAQ.js";
import "./cli-chunk-UWZEYOYF.js";
import "./cli-chunk-KUUEXE4X.js";
import "./cli-chunk-JFX3ZYDB.js";
import "./cli-chunk-F4DRHIDZ.js";
import "./cli-chunk-W62CTSZ5.js";
import "./cli-chunk-J3ZY42EI.js";
import "./cli-chunk-TIJRPXKD.js";
import "./cli-chunk-KKBNBFMA.js";
import "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-7R7BV2GB.js";
import "./cli-chunk-T23RE6E6.js";

// src/cli/fix-command.ts
function runFixCommand(args, options) {
  return withAgentUser(
    args.agentUser,
    reportAgentUser,
    (runAs) => runFix({
      ...options,
      groups: args.groups,
      maxAttempts: args.maxAttempts ?? void 0,
      budgetUsd: args.budgetUsd ?? void 0,
      strategy: args.strategy ?? void 0,
      commit: args.commit,
      runAs,
      runAsOrSelf: args.agentUser === "auto"
    })
  );
}
function reportAgentUser(choice) {
  if (choice.user || choice.warning) console.error(`fix-loop: ${choice.note}`);
}
export {
  runFixCommand
};
