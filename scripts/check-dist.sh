#!/usr/bin/env bash
# Fails when dist/, schema/ or the reusable workflow differ from a fresh build: all are committed, and the Action
# runs dist/index.js exactly as it is in the repository.
set -euo pipefail
npm run --silent build
changes=$(git status --porcelain -- dist schema .github/workflows/pipeline.yml)
if [[ -n "$changes" ]]; then
  echo "dist/, schema/ or .github/workflows/pipeline.yml is stale; run npm run build and commit the result:" >&2
  echo "$changes" >&2
  git --no-pager diff --stat -- dist schema .github/workflows/pipeline.yml >&2
  exit 1
fi
echo "dist/ and schema/ match a fresh build"
