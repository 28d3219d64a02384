import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-TA72AQGH.js";
import "./action-chunk-JBIFDRXK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-Z46DOSW7.js";
import "./action-chunk-GU2MBCXB.js";
import "./action-chunk-WH2M5RRU.js";
import "./action-chunk-366ZJ5JH.js";
import "./action-chunk-YIGFKTPY.js";
import "./action-chunk-AEDFPRH5.js";
import "./action-chunk-MD6VI26Q.js";
import "./action-chunk-ZRFQYMPS.js";
import "./action-chunk-OKXC52MF.js";
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
