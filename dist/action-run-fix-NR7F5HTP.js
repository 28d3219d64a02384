import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-SILCSG7P.js";
import "./action-chunk-CXC7LVYG.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-FZODLTNS.js";
import "./action-chunk-3OD4VVDY.js";
import "./action-chunk-BVDXIVB5.js";
import "./action-chunk-TF5LRJH7.js";
import "./action-chunk-I5SA34UK.js";
import "./action-chunk-V52JLOPO.js";
import "./action-chunk-M7GGYWWG.js";
import "./action-chunk-LG4XIEGI.js";
import "./action-chunk-SS2VXKTL.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-44OODCMK.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TIVQHBMC.js";
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
