import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  $,
  ExecaError,
  ExecaSyncError,
  execa,
  execaCommand,
  execaCommandSync,
  execaNode,
  execaSync,
  getCancelSignal,
  getEachMessage,
  getOneMessage,
  parseCommandString,
  sendMessage
} from "./action-chunk-SH4BXFB7.js";
import "./action-chunk-NSKS7F4O.js";
export {
  $,
  ExecaError,
  ExecaSyncError,
  execa,
  execaCommand,
  execaCommandSync,
  execaNode,
  execaSync,
  getCancelSignal,
  getEachMessage,
  getOneMessage,
  parseCommandString,
  sendMessage
};
