import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-7HYWZNGQ.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-62RLXDWC.js";
import "./action-chunk-4HW7D6VY.js";
import "./action-chunk-TTRAADXK.js";
import "./action-chunk-KYNMYINQ.js";
import "./action-chunk-5WZ35EQN.js";
import "./action-chunk-GSCR6SSW.js";
import "./action-chunk-ET4IITMT.js";
import "./action-chunk-YLIZ43BQ.js";
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
