import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-R4LW2Z6F.js";
import "./action-chunk-VEQKB6JY.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-VT5BK2OM.js";
import "./action-chunk-MPUO3YQU.js";
import "./action-chunk-TXUL5E2T.js";
import "./action-chunk-JDS44DO4.js";
import "./action-chunk-7W2ZQJ7A.js";
import "./action-chunk-VBCAALKP.js";
import "./action-chunk-SXWESNB4.js";
import "./action-chunk-BGSFX2ZE.js";
import "./action-chunk-3VCOY4V7.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-ESSQOYCA.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TYVLPFUG.js";
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
