#!/usr/bin/env bash
# TEST: BT-003 - Stats report the completion rate
# TIER: 1
# REQUIRES: api
# TIMEOUT: 10
set -uo pipefail
base="${TODO_API_URL:-http://127.0.0.1:8787}"

id=$(curl -sS --max-time 5 -X POST -d '{"title":"ship it"}' "$base/todos" | sed -E 's/.*"id":([0-9]+).*/\1/')
curl -sS --max-time 5 -X POST -d '{"title":"rest"}' "$base/todos" >/dev/null
curl -sS --max-time 5 -X POST -d '{"title":"plan"}' "$base/todos" >/dev/null
curl -sS --max-time 5 -X POST "$base/todos/$id/done" >/dev/null
stats=$(curl -sS --max-time 5 "$base/stats")
echo "EVIDENCE: GET /stats -> $stats"
rate=$(echo "$stats" | sed -E 's/.*"completionRate":([0-9]+).*/\1/')
done_count=$(echo "$stats" | sed -E 's/.*"done":([0-9]+).*/\1/')
total=$(echo "$stats" | sed -E 's/.*"total":([0-9]+).*/\1/')
expected=$(( done_count * 100 / total ))
if (( rate < expected - 1 || rate > expected + 1 )); then
  echo "FAIL: completionRate is $rate, expected about $expected ($done_count of $total done)"
  exit 1
fi
echo "PASS: completionRate $rate matches $done_count of $total done"
