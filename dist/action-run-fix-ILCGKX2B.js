import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-CWBRUN4K.js";
import "./action-chunk-E5V53UK7.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-XX74NNEY.js";
import "./action-chunk-XPKNNVOQ.js";
import "./action-chunk-Q5ODGCTW.js";
import "./action-chunk-IR53A5XL.js";
import "./action-chunk-BLZ4ILWV.js";
import "./action-chunk-FNZEJMQ7.js";
import "./action-chunk-2F3R3O6M.js";
import "./action-chunk-BHN5W5JZ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-6JNV5M3B.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
