import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-3VKZQ4DU.js";
import "./action-chunk-XD75YYIL.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-O2CKCAZN.js";
import "./action-chunk-YL64YRWO.js";
import "./action-chunk-MRI64VWG.js";
import "./action-chunk-QC5RYJJQ.js";
import "./action-chunk-KICID2EW.js";
import "./action-chunk-DTTSL7K4.js";
import "./action-chunk-M7GGYWWG.js";
import "./action-chunk-RQ6BXZWN.js";
import "./action-chunk-IUTG5FEQ.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-44OODCMK.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-PM4FQEE3.js";
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
