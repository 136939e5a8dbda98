#!/usr/bin/env bash
# Runs the `duplicates` tool over application code only, as issue 39 counts it: tests, content, programme
# data files, styles, migrations, generated images and docs left out. Usage: bash scripts/duplicates-scope.sh [--most N]
set -euo pipefail
root=$(git rev-parse --show-toplevel)
scope=$(mktemp -d)
trap 'rm -rf "$scope"' EXIT
cd "$root"
git ls-files -co --exclude-standard \
  | grep -E '\.(ts|tsx|js|mjs)$' \
  | grep -Ev '(\.test\.|\.spec\.|^tests/|/content/|/migrations/|^docs/|^scripts/images/)' \
  | grep -Ev '^app/programmes/[A-Za-z-]+\.ts$' \
  | while read -r f; do [ -f "$f" ] && mkdir -p "$scope/$(dirname "$f")" && cp "$f" "$scope/$f"; done
# programme helpers that are code, not data, go back in
for f in app/programmes/*.ts; do
  case "$f" in *.test.ts) ;; *) grep -q '^export function\|^export async function' "$f" && cp "$f" "$scope/$f" ;; esac
done
duplicates --repo "$scope" --seconds 120 "$@"
