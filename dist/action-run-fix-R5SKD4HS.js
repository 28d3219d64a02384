import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-GDW4BQVW.js";
import "./action-chunk-ALEJVHM3.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-3GARYOA3.js";
import "./action-chunk-B3I4C5KX.js";
import "./action-chunk-PAMCM25A.js";
import "./action-chunk-LYEDCXSB.js";
import "./action-chunk-WRF4PUNF.js";
import "./action-chunk-7U6Q4UEP.js";
import "./action-chunk-RP2XV25Y.js";
import "./action-chunk-TRYEDPIM.js";
import "./action-chunk-53D5HAXS.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-SVKNAIZD.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-U3KVNC6E.js";
import "./action-chunk-KBQGDJER.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YIIMHK35.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
