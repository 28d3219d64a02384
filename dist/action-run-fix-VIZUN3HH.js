import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-2CQMFURJ.js";
import "./action-chunk-VEQKB6JY.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-EIDKC6GR.js";
import "./action-chunk-VPZEXN2I.js";
import "./action-chunk-KCWWRN3P.js";
import "./action-chunk-XOEC7C2B.js";
import "./action-chunk-T4P2T7CQ.js";
import "./action-chunk-D66ESLRQ.js";
import "./action-chunk-M7GGYWWG.js";
import "./action-chunk-PEKHPTRS.js";
import "./action-chunk-YKMP7UPX.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-44OODCMK.js";
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
