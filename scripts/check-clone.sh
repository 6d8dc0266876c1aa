#!/usr/bin/env bash
# What a newcomer does first, on a fresh clone of the committed tree: the README's install
# (`npm install`), then `git status` must be clean and `npx reglas --help` must work.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
git clone --quiet --no-local "$PWD" "$scratch/reglas"
cd "$scratch/reglas"
npm install --no-audit --no-fund --loglevel=error >/dev/null
status="$(git status --porcelain)"
if [ -n "$status" ]; then
  echo "check-clone: npm install changed the checkout:" >&2
  echo "$status" >&2
  git --no-pager diff --stat >&2
  exit 1
fi
npx reglas --help | grep -q '^usage: reglas COMMAND' || { echo 'check-clone: npx reglas --help failed' >&2; exit 1; }
echo "check-clone: npm install leaves the clone clean; npx reglas --help works"
