import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-GOP6QDQ7.js";
import "./action-chunk-F5DXXUOB.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-PAIMDMVA.js";
import "./action-chunk-FKAM6LZJ.js";
import "./action-chunk-QLFCXUXY.js";
import "./action-chunk-EMTY3UGK.js";
import "./action-chunk-HE2T5S5K.js";
import "./action-chunk-T6LTPUSV.js";
import "./action-chunk-BK5CCYOA.js";
import "./action-chunk-NGHLXRRN.js";
import "./action-chunk-ES7NFWH4.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-OB464F7L.js";
import "./action-chunk-WCON6VQQ.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-74JUWDTH.js";
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
