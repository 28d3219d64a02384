import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-JO7KTDPC.js";
import "./action-chunk-S3V34DRQ.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-LCNVZZVR.js";
import "./action-chunk-VXS42SWD.js";
import "./action-chunk-TMRHWQHO.js";
import "./action-chunk-FJNLENAY.js";
import "./action-chunk-HON2QP2E.js";
import "./action-chunk-MERHSLVO.js";
import "./action-chunk-OWJ74DXP.js";
import "./action-chunk-5PU22FGF.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-KYENIWKO.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
