import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-W4TXBJX2.js";
import "./action-chunk-HIIPTBMN.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-TDLV3R6Y.js";
import "./action-chunk-ONCTSREZ.js";
import "./action-chunk-S7TFN3QT.js";
import "./action-chunk-7HW7WJPF.js";
import "./action-chunk-TPNUW7KG.js";
import "./action-chunk-KOGS6W7G.js";
import "./action-chunk-J6SE4GOU.js";
import "./action-chunk-R45FC5GJ.js";
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
