#!/usr/bin/env bash
# Fails when `npm install` would change package-lock.json: the lockfile must stay in step with
# package.json, so the README's `npm install` leaves a fresh clone's `git status` clean.
# Resolves the lockfile alone, in a scratch copy (no node_modules touched, no scripts run).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
(cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
if ! diff -u package-lock.json "$scratch/package-lock.json"; then
  echo "check-lockfile: npm install would change package-lock.json (above); run npm install and commit the lockfile" >&2
  exit 1
fi
echo "check-lockfile: package-lock.json is in step with package.json"
