import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-RZ4KCLBQ.js";
import "./action-chunk-XIJEQLFK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-P5IFHEWK.js";
import "./action-chunk-5ACHTEMZ.js";
import "./action-chunk-X6HMSXOW.js";
import "./action-chunk-VXI32J4N.js";
import "./action-chunk-TRRDHEWM.js";
import "./action-chunk-4YYRPEWW.js";
import "./action-chunk-WPJTPN5J.js";
import "./action-chunk-ULKMIT7I.js";
import "./action-chunk-4MSJFSXG.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UHYBRNFE.js";
import "./action-chunk-QDRZ3IVD.js";
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
