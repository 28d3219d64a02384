import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-V2COFIEF.js";
import "./action-chunk-AFZJ2J46.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-NK7V3RY5.js";
import "./action-chunk-RDBW24BJ.js";
import "./action-chunk-J52G45II.js";
import "./action-chunk-GOGBBAUR.js";
import "./action-chunk-TYRESZKD.js";
import "./action-chunk-KH6RTUO2.js";
import "./action-chunk-WSREHFPO.js";
import "./action-chunk-LF52ANII.js";
import "./action-chunk-T5VR2CER.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-J4W7N7TI.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-IMJM6TDH.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-WLGXV5XZ.js";
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
