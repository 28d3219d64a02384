import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-NNQKFENH.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-ZNAVRE33.js";
import "./action-chunk-U66Q2V2M.js";
import "./action-chunk-CRKWSDWQ.js";
import "./action-chunk-NKLN227D.js";
import "./action-chunk-6GO373LM.js";
import "./action-chunk-TQXZP472.js";
import "./action-chunk-RP7ZVLIV.js";
import "./action-chunk-GWU2G6YS.js";
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
