import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./action-chunk-2CPIBYGT.js";
import "./action-chunk-R4HTYBOH.js";
import "./action-chunk-7DTMXVGW.js";
import "./action-chunk-SOLKXWSH.js";
import "./action-chunk-NSKS7F4O.js";
export {
  context,
  getOctokit
};
