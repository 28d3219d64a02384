import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-CUK6RVFK.js";
import "./action-chunk-XIJEQLFK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-ZTJCQEAN.js";
import "./action-chunk-ZQ2NYAL6.js";
import "./action-chunk-JG47VAPO.js";
import "./action-chunk-HHBVA2LA.js";
import "./action-chunk-P67D2S62.js";
import "./action-chunk-NYCZA62A.js";
import "./action-chunk-NPU3C5WS.js";
import "./action-chunk-EQWVKCBI.js";
import "./action-chunk-DFTSW5AU.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UHYBRNFE.js";
import "./action-chunk-3QRS22GJ.js";
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
