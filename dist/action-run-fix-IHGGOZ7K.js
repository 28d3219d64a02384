import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-5SV5FHOZ.js";
import "./action-chunk-RYHQH4LM.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-WJRU3XQ5.js";
import "./action-chunk-2BP5QBBG.js";
import "./action-chunk-5YCAYP3P.js";
import "./action-chunk-ACRHB2H6.js";
import "./action-chunk-NBINE7OD.js";
import "./action-chunk-YUDVYLJA.js";
import "./action-chunk-U5GEFBTX.js";
import "./action-chunk-TRO3LHND.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-C2NRNTCA.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
