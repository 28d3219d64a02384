import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-PGGWTHCU.js";
import "./action-chunk-F5DXXUOB.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-FQ5BKI72.js";
import "./action-chunk-ERRJZCWP.js";
import "./action-chunk-4STAHNZ4.js";
import "./action-chunk-BLOKABEF.js";
import "./action-chunk-MSBE4N4L.js";
import "./action-chunk-OS56WQEA.js";
import "./action-chunk-KU3EDW2I.js";
import "./action-chunk-5O52SJHX.js";
import "./action-chunk-7757DVCW.js";
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
