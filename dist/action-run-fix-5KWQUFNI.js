import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-LADLZJMK.js";
import "./action-chunk-YXI7O35S.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-ZCK4HALA.js";
import "./action-chunk-R3Z3LPD6.js";
import "./action-chunk-PLVXKCHT.js";
import "./action-chunk-JX7T5X7D.js";
import "./action-chunk-44HBVEYN.js";
import "./action-chunk-7KEF2THX.js";
import "./action-chunk-NPU3C5WS.js";
import "./action-chunk-OHYCTVZZ.js";
import "./action-chunk-QIXXR3GZ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UHYBRNFE.js";
import "./action-chunk-3QRS22GJ.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-WEFLH4Z5.js";
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
