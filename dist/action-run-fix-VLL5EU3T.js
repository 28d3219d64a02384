import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-Q33ZN6YP.js";
import "./action-chunk-JBIFDRXK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-DGONO45O.js";
import "./action-chunk-Q2AUXYEI.js";
import "./action-chunk-NZKICULR.js";
import "./action-chunk-EU4FRZPG.js";
import "./action-chunk-43T5AQWF.js";
import "./action-chunk-L26ULFMJ.js";
import "./action-chunk-ASCMD2YH.js";
import "./action-chunk-PXKH5VPD.js";
import "./action-chunk-C24WX3UG.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-T6732PEJ.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-JBAMKCRV.js";
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
