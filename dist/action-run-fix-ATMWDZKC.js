import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-D2DSH2XC.js";
import "./action-chunk-F5DXXUOB.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-YNCBL6OG.js";
import "./action-chunk-LLY32SLQ.js";
import "./action-chunk-3W76Z2XF.js";
import "./action-chunk-FADP6ZNP.js";
import "./action-chunk-32SWHL44.js";
import "./action-chunk-6EPH6CS4.js";
import "./action-chunk-KU3EDW2I.js";
import "./action-chunk-P4PLC6GS.js";
import "./action-chunk-4ALWWWHT.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UHYBRNFE.js";
import "./action-chunk-7KVXXLB5.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
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
