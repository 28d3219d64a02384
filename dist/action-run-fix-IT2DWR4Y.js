import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-EEORSF4P.js";
import "./action-chunk-XIJEQLFK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-SRTELRGG.js";
import "./action-chunk-DKUTKRTQ.js";
import "./action-chunk-S7K2VNL3.js";
import "./action-chunk-TYMOSTPO.js";
import "./action-chunk-GQINR7FQ.js";
import "./action-chunk-5RQJL3LW.js";
import "./action-chunk-GIK66C72.js";
import "./action-chunk-7ZETCCTW.js";
import "./action-chunk-NJA5ESIT.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UHYBRNFE.js";
import "./action-chunk-ZI7BSNEA.js";
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
