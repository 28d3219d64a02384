import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-BXKR2ICJ.js";
import "./action-chunk-YXI7O35S.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-3IH3ODUR.js";
import "./action-chunk-XZODAFWR.js";
import "./action-chunk-XQIYKDEG.js";
import "./action-chunk-EQFCEXZP.js";
import "./action-chunk-R7HESQD3.js";
import "./action-chunk-7CRCQGK4.js";
import "./action-chunk-NPU3C5WS.js";
import "./action-chunk-27RCNFXQ.js";
import "./action-chunk-FMTYXMQX.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-BIMDQK5L.js";
import "./action-chunk-3QRS22GJ.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
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
