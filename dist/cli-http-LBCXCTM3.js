import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  describeNetworkError,
  probeWithDeadline
} from "./cli-chunk-AFSNG7YK.js";
import {
  connectInside
} from "./cli-chunk-KKBNBFMA.js";
import "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-7R7BV2GB.js";
import "./cli-chunk-T23RE6E6.js";

// src/gates/probes/http.ts
import http from "node:http";
async function probeHttp(url, timeoutMs, signal, inside = null) {
  const secure = url.protocol === "https:";
  const client = secure ? (await import("node:https")).default : http;
  const tls = secure ? (await import("node:tls")).default : null;
  return probeWithDeadline(timeoutMs, signal, (settle) => {
    const headers = { "user-agent": "fix-loop-probe" };
    const through = inside ? { createConnection: insideConnection(inside, url, tls) } : { agent: false };
    const request = client.get(url, { headers, ...through }, (response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      if (status >= 200 && status < 300) settle({ healthy: true });
      else
        settle({
          healthy: false,
          error: `HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`
        });
    });
    request.on(
      "error",
      (error) => settle({ healthy: false, error: describeNetworkError(error, url.hostname) })
    );
    return () => request.destroy();
  });
}
function insideConnection(inside, url, tls) {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = Number(url.port || (tls ? 443 : 80));
  return (_options, done) => {
    connectInside(inside, host, port).then(
      (socket) => done(null, tls ? tls.connect({ socket, servername: host }) : socket),
      (error) => done(error, void 0)
    );
    return void 0;
  };
}
export {
  probeHttp
};
