import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-VWCPMJAK.js";
import "./action-chunk-JBIFDRXK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-D2JFQMDZ.js";
import "./action-chunk-NJW7TWGE.js";
import "./action-chunk-JLTF5TJJ.js";
import "./action-chunk-COQVT35F.js";
import "./action-chunk-UCDCMPGT.js";
import "./action-chunk-R2NGZRJS.js";
import "./action-chunk-XLCW4DDY.js";
import "./action-chunk-NF7YNVYC.js";
import "./action-chunk-WYRPGXWR.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-PK2TK5VR.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-LZBWT2G3.js";
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
