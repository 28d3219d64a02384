import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-JFMKUPPY.js";
import "./action-chunk-YXI7O35S.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-XLZNNZHA.js";
import "./action-chunk-EHJ5UGYP.js";
import "./action-chunk-CQ4L74DU.js";
import "./action-chunk-EJUX7SBM.js";
import "./action-chunk-S5R34WTB.js";
import "./action-chunk-FLHZJ4O5.js";
import "./action-chunk-WSREHFPO.js";
import "./action-chunk-GKGJXUCV.js";
import "./action-chunk-5HHD7VL7.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-J4W7N7TI.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-IMJM6TDH.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-WEFLH4Z5.js";
import "./action-chunk-OWCGBQU3.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
