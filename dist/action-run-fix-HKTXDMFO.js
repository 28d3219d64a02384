import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-HJ47OTC4.js";
import "./action-chunk-E5V53UK7.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-ZXYSDHEQ.js";
import "./action-chunk-BEAW5RI7.js";
import "./action-chunk-CD7N5OAW.js";
import "./action-chunk-ADUAPYVM.js";
import "./action-chunk-D2UIOACB.js";
import "./action-chunk-TQZ2UDGV.js";
import "./action-chunk-QGZXSP6Y.js";
import "./action-chunk-5HQUBTOY.js";
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
