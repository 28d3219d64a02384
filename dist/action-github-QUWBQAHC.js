import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./action-chunk-OC2QSD5A.js";
import "./action-chunk-7SF3UL3V.js";
import "./action-chunk-7DTMXVGW.js";
import "./action-chunk-NSKS7F4O.js";
export {
  context,
  getOctokit
};
