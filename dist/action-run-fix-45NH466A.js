import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-MUHR3LJY.js";
import "./action-chunk-JBIFDRXK.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-TM3IWL5Z.js";
import "./action-chunk-CUG222SP.js";
import "./action-chunk-IH32BWWG.js";
import "./action-chunk-CNUYYNNS.js";
import "./action-chunk-ZNWKDZ5L.js";
import "./action-chunk-SXH6TL6K.js";
import "./action-chunk-QQKNK53S.js";
import "./action-chunk-G63MZV3V.js";
import "./action-chunk-J5VXN45W.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-73LPJCNY.js";
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
