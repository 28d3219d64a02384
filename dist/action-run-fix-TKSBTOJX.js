import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runFix,
  withAgentSession
} from "./action-chunk-KSREXNGU.js";
import "./action-chunk-HIIPTBMN.js";
import "./action-chunk-YDEFQ5TC.js";
import "./action-chunk-SIKJXV5S.js";
import "./action-chunk-DGVN5ZWF.js";
import "./action-chunk-4TOKG3V4.js";
import "./action-chunk-ACU5UEXI.js";
import "./action-chunk-HQVYBQS3.js";
import "./action-chunk-D3STZ4P3.js";
import "./action-chunk-RCOF3XQ7.js";
import "./action-chunk-K66VK3BL.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-UWPVUBUI.js";
import "./action-chunk-SUP3QSUN.js";
import "./action-chunk-67ZI4I6E.js";
import "./action-chunk-ZCTGRCSM.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-Y7S3HWC7.js";
import "./action-chunk-GT5URBE6.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-NFHII272.js";
import "./action-chunk-NSKS7F4O.js";
export {
  runFix,
  withAgentSession
};
