#!/usr/bin/env bash
# TEST: BT-001 - Health endpoint answers ok
# TIER: 0
# REQUIRES: api
# TIMEOUT: 10
set -uo pipefail

body=$(curl -sS --max-time 5 "${TODO_API_URL:-http://127.0.0.1:8787}/health" 2>&1) || {
  echo "FAIL: health endpoint unreachable"
  echo "EVIDENCE: $body"
  exit 1
}
if [[ "$body" == *'"status":"ok"'* ]]; then
  echo "PASS: /health returned $body"
else
  echo "FAIL: expected {\"status\":\"ok\"}"
  echo "EVIDENCE: $body"
  exit 1
fi
