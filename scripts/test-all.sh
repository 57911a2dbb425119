#!/usr/bin/env bash
# The whole suite, as CI runs it: installs what the tests need when it is missing
# (npm dependencies, Debian Chromium), then type check, lint, vitest (unit, component,
# local cloud, synth), the AI evaluation for the builtin provider (quality only: no timing
# bar, which would fail at random on a busy machine; time is `npm run bench:ai`'s) and Playwright.
# The type check, lint and AI evaluation run side by side; vitest and Playwright use two workers.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  step "Debian chromium"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The type check, lint and AI evaluation each keep one core busy and need nothing of each other:
# they run side by side, their outputs are printed one after another, and all must pass before
# vitest starts.
checks_dir=$(mktemp -d)
trap 'rm -rf "$checks_dir"' EXIT
check_titles=()
check() { # check <title> <command...>: starts it in the background
  local out="$checks_dir/${#check_titles[@]}"
  check_titles+=("$1"); shift
  ( status=0; "$@" >"$out.log" 2>&1 || status=$?; echo "$status" >"$out.status" ) &
}
check "type check" npx tsc -p tsconfig.json --noEmit
check "lint" npx eslint . --max-warnings 0
check "AI evaluation (builtin; quality, every scenario set)" env AI_PROVIDER=builtin npm run --silent eval:ai
wait
failed=0
for i in "${!check_titles[@]}"; do
  step "${check_titles[$i]}"
  cat "$checks_dir/$i.log"
  [ "$(cat "$checks_dir/$i.status")" = 0 ] || { echo "${check_titles[$i]} failed"; failed=1; }
done
[ "$failed" = 0 ]

step "vitest"
npx vitest run

step "playwright"
npx playwright test
