import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-JNB2NIYA.js";
import "./action-chunk-JBIFDRXK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-4KX5QQQ4.js";
import "./action-chunk-KOLXLOHK.js";
import "./action-chunk-QJ25Y7SE.js";
import "./action-chunk-GO3VOCJJ.js";
import "./action-chunk-USJHCWL4.js";
import "./action-chunk-NDHTBFM7.js";
import "./action-chunk-ASCMD2YH.js";
import "./action-chunk-UK7ULINZ.js";
import "./action-chunk-3Y5KPSXJ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-T6732PEJ.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-JBAMKCRV.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-47OPMNF2.js";
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
