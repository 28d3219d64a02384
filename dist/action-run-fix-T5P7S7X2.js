import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-U6JVHGDH.js";
import "./action-chunk-F5DXXUOB.js";
import "./action-chunk-YO45D3B2.js";
import "./action-chunk-CHGVZJPW.js";
import "./action-chunk-QFQQSBZS.js";
import "./action-chunk-IJCHKSGK.js";
import "./action-chunk-IMOQXTY4.js";
import "./action-chunk-C63SN4L6.js";
import "./action-chunk-GWBX6KD5.js";
import "./action-chunk-N5HZ624Q.js";
import "./action-chunk-V7GOEK5Z.js";
import "./action-chunk-U6YEABZV.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-6UGOXJPB.js";
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
