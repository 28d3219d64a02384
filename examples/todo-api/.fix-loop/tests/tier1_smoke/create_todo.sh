#!/usr/bin/env bash
# TEST: BT-002 - Creating a todo returns it with an id
# TIER: 1
# REQUIRES: api
# TIMEOUT: 10
set -uo pipefail
base="${TODO_API_URL:-http://127.0.0.1:8787}"

response=$(curl -sS --max-time 5 -w '\n%{http_code}' -X POST -d '{"title":"write docs"}' "$base/todos" 2>&1)
status=${response##*$'\n'}
body=${response%$'\n'*}
if [[ "$status" != "201" ]]; then
  echo "FAIL: POST /todos answered HTTP $status, expected 201"
  echo "EVIDENCE: $body"
  exit 1
fi
if [[ "$body" != *'"id":'* || "$body" != *'"title":"write docs"'* ]]; then
  echo "FAIL: the created todo lacks an id or its title"
  echo "EVIDENCE: $body"
  exit 1
fi
echo "PASS: created $body"
