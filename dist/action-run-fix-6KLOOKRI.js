import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-UQ3ZHIQC.js";
import "./action-chunk-XIJEQLFK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-PLRWNVGN.js";
import "./action-chunk-UQVR57EO.js";
import "./action-chunk-4U7E6XG5.js";
import "./action-chunk-THIUB2F3.js";
import "./action-chunk-CDSXLRAY.js";
import "./action-chunk-CLHFLGRH.js";
import "./action-chunk-BAXRGMIB.js";
import "./action-chunk-M62YBCKX.js";
import "./action-chunk-XDBJTBQR.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UHYBRNFE.js";
import "./action-chunk-UB4RWFC6.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-QPT4GOF4.js";
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
