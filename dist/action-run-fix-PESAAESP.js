import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-WDKTE3B2.js";
import "./action-chunk-HIIPTBMN.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-LLMDD3AT.js";
import "./action-chunk-O3YF6UCH.js";
import "./action-chunk-443BVGK4.js";
import "./action-chunk-YBL57SUO.js";
import "./action-chunk-KSJICW2T.js";
import "./action-chunk-DPGYX6I7.js";
import "./action-chunk-6ERTJOAE.js";
import "./action-chunk-OWYSVP5I.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-Y7S3HWC7.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
