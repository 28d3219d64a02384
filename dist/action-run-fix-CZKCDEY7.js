import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-4ROSOGSW.js";
import "./action-chunk-JBIFDRXK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-M5QWGTML.js";
import "./action-chunk-3YUBCBPP.js";
import "./action-chunk-XXJGMRFW.js";
import "./action-chunk-EDNHGG46.js";
import "./action-chunk-DBPWJGBC.js";
import "./action-chunk-K6FM5KDI.js";
import "./action-chunk-MD6VI26Q.js";
import "./action-chunk-RX7AWWPS.js";
import "./action-chunk-XZ5F7MRJ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-MPAJEX3F.js";
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
