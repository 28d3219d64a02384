import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-EG74IFZN.js";
import "./action-chunk-XIJEQLFK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-V5YTMEXY.js";
import "./action-chunk-6AWICIP2.js";
import "./action-chunk-N6BO3FHO.js";
import "./action-chunk-6ABOPOQL.js";
import "./action-chunk-ZFXI66P7.js";
import "./action-chunk-BITKAIW4.js";
import "./action-chunk-NPU3C5WS.js";
import "./action-chunk-7HD42HKR.js";
import "./action-chunk-W7KB3YEQ.js";
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
