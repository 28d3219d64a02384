import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-5RZDYVVO.js";
import "./action-chunk-JBIFDRXK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-4LSJPMO5.js";
import "./action-chunk-EO7PMGTD.js";
import "./action-chunk-V4IOTSS5.js";
import "./action-chunk-QDTTMNQG.js";
import "./action-chunk-RRQV5IZR.js";
import "./action-chunk-PQC53KGK.js";
import "./action-chunk-WSREHFPO.js";
import "./action-chunk-VS3Q625Y.js";
import "./action-chunk-VDKS352U.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-J4W7N7TI.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-IMJM6TDH.js";
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
