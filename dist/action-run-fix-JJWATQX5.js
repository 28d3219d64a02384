import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-33AZU4UD.js";
import "./action-chunk-F5DXXUOB.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-4DR5R3DT.js";
import "./action-chunk-3FXW25DI.js";
import "./action-chunk-KEQ2ERGW.js";
import "./action-chunk-4LXHSZHZ.js";
import "./action-chunk-PRXGO4DL.js";
import "./action-chunk-JDU2UL7J.js";
import "./action-chunk-KU3EDW2I.js";
import "./action-chunk-3MHKTUSQ.js";
import "./action-chunk-4FKCQUGM.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-JXLCJNB7.js";
import "./action-chunk-7KVXXLB5.js";
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
