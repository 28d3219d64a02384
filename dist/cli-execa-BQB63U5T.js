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
} from "./cli-chunk-W62CTSZ5.js";
import "./cli-chunk-T23RE6E6.js";
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
