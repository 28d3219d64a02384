import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-LCUU5B2F.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-CQOKHWBN.js";
import "./action-chunk-SIN6FUU7.js";
import "./action-chunk-OW566NOK.js";
import "./action-chunk-HGRG4FEJ.js";
import "./action-chunk-DTHPTOSE.js";
import "./action-chunk-SYVGNED5.js";
import "./action-chunk-GY5Y565L.js";
import "./action-chunk-7IVV5KEJ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YIIMHK35.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
