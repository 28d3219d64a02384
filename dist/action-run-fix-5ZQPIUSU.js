import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-H4URBFCN.js";
import "./action-chunk-NK3J3AUH.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-WHXLXR3P.js";
import "./action-chunk-GITOMT3B.js";
import "./action-chunk-KCDC6U2Z.js";
import "./action-chunk-IFMNTBRQ.js";
import "./action-chunk-QWKDXQUI.js";
import "./action-chunk-RPCLGVIM.js";
import "./action-chunk-NPU3C5WS.js";
import "./action-chunk-2ML3OXFI.js";
import "./action-chunk-KBBGHENZ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UHYBRNFE.js";
import "./action-chunk-3QRS22GJ.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-RQW73HTX.js";
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
