import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  GitHub,
  context,
  defaults,
  getOctokitOptions,
  getUserAgentWithOrchestrationId
} from "./action-chunk-7SF3UL3V.js";
import "./action-chunk-7DTMXVGW.js";
import "./action-chunk-NSKS7F4O.js";
export {
  GitHub,
  context,
  defaults,
  getOctokitOptions,
  getUserAgentWithOrchestrationId
};
