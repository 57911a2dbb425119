#!/usr/bin/env bash
# The whole suite, as CI runs it: installs what the tests need when it is missing
# (npm dependencies, Debian Chromium), then type check, lint, vitest (unit, component,
# local cloud, synth), the AI evaluation for the builtin provider (quality only: no timing
# bar, which would fail at random on a busy machine; time is `npm run bench:ai`'s) and Playwright.
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

step "type check"
npx tsc -p tsconfig.json --noEmit

step "lint"
npx eslint . --max-warnings 0

step "vitest"
npx vitest run

step "AI evaluation (builtin; quality, tuning and held-out sets)"
AI_PROVIDER=builtin npm run --silent eval:ai

step "playwright"
npx playwright test
