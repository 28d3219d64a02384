import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-CS76K4RG.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-RB4E2LMV.js";
import "./action-chunk-XDAE54ZO.js";
import "./action-chunk-T334B3MZ.js";
import "./action-chunk-GEVAFC6P.js";
import "./action-chunk-B2QQYOHO.js";
import "./action-chunk-ZN3MX4SR.js";
import "./action-chunk-Q2LZUMED.js";
import "./action-chunk-PFBQ6CP5.js";
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
