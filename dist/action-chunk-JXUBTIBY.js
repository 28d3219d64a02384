import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  messageOf
} from "./action-chunk-O2P565NO.js";

// src/gates/probes/describe-network-error.ts
function describeNetworkError(error, host) {
  const code = error?.code;
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ECONNRESET":
      return "connection reset";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${host} is unreachable`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `host ${host} not found`;
    case "EADDRNOTAVAIL":
      return `address ${host} is not available on this machine`;
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "SELF_SIGNED_CERT_IN_CHAIN":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
      return "TLS certificate not trusted (self-signed?)";
    case "EPROTO":
    case "ERR_SSL_WRONG_VERSION_NUMBER":
      return "TLS handshake failed (does the server speak plain HTTP? then use http://)";
    case "CERT_HAS_EXPIRED":
      return "TLS certificate has expired";
    default: {
      const text = messageOf(error);
      return text.split("\n")[0]?.trim() || "unknown error";
    }
  }
}

// src/gates/probes/with-deadline.ts
function probeWithDeadline(timeoutMs, signal, attempt) {
  return new Promise((resolve) => {
    let settled = false;
    let release = () => {
    };
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      release();
      resolve(outcome);
    };
    const onAbort = () => settle({ healthy: false, error: "probe cancelled" });
    const timer = setTimeout(
      () => settle({ healthy: false, error: `timed out after ${timeoutMs} ms` }),
      timeoutMs
    );
    release = attempt(settle);
    if (settled) release();
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export {
  describeNetworkError,
  probeWithDeadline
};
