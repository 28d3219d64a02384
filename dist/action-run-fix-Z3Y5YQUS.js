import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-OPTHPFI3.js";
import "./action-chunk-CXC7LVYG.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-Y2QVGETM.js";
import "./action-chunk-4FDQD442.js";
import "./action-chunk-QXYQQ37D.js";
import "./action-chunk-YNKBNXS4.js";
import "./action-chunk-I3P637QR.js";
import "./action-chunk-G6AXBL5C.js";
import "./action-chunk-M7GGYWWG.js";
import "./action-chunk-53UVJFON.js";
import "./action-chunk-6TNHJHNU.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-44OODCMK.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TIVQHBMC.js";
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
