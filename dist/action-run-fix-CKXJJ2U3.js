import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-HUIADRBO.js";
import "./action-chunk-F5DXXUOB.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-4XMXHXXE.js";
import "./action-chunk-U6WV3TJX.js";
import "./action-chunk-MXJ3U5SI.js";
import "./action-chunk-ORU2DV42.js";
import "./action-chunk-34IA3DWA.js";
import "./action-chunk-R35LUUXD.js";
import "./action-chunk-KU3EDW2I.js";
import "./action-chunk-2PLQVCD4.js";
import "./action-chunk-GUBRPWER.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-JXLCJNB7.js";
import "./action-chunk-7KVXXLB5.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-74JUWDTH.js";
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
