#!/usr/bin/env bash
# Packs reglas, installs the tarball into a throw-away project and imports every public
# entry point with ESM and with CommonJS, then compiles a TypeScript consumer against the
# shipped types (node16 resolution, as a user's project would), with boardgame.io installed as
# reglas/boardgame.io's peer dependency. Run after `npm run build`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

tarball=$(npm pack --silent --pack-destination "$work" 2>/dev/null | tail -n 1)
echo "packed $tarball"
listing=$(tar -tzf "$work/$tarball")
for required in package/package.json package/README.md package/LICENSE package/CHANGELOG.md package/dist/index.js package/dist/index.cjs package/dist/index.d.ts; do
  grep -qx "$required" <<<"$listing" || { echo "the tarball lacks $required"; exit 1; }
done
if grep -vE '^package/(dist/|bin/reglas\.mjs$|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)' <<<"$listing"; then
  echo "the tarball holds files a user does not need (above)"; exit 1
fi

entries=$(node -e "const e=require('./package.json').exports; console.log(Object.keys(e).filter(k=>k!=='./package.json').map(k=>k==='.'?'reglas':'reglas/'+k.slice(2)).join(' '))")
echo "entry points: $entries"

cd "$work"
cat > package.json <<JSON
{ "name": "consumer", "private": true, "version": "0.0.0" }
JSON
npm install --silent --no-audit --no-fund "./$tarball" "typescript@$(node -p "require('$root/node_modules/typescript/package.json').version")" "@types/node@$(node -p "require('$root/node_modules/@types/node/package.json').version")" \
  "boardgame.io@$(node -p "require('$root/node_modules/boardgame.io/package.json').version")" >/dev/null 2>&1 \
  || npm install --no-audit --no-fund "./$tarball" typescript @types/node boardgame.io

: > esm.mjs
: > cjs.cjs
: > consumer.mts
for e in $entries; do
  id=$(tr -c 'a-zA-Z0-9\n' '_' <<<"$e")
  echo "import * as $id from '$e'; if (Object.keys($id).length === 0) throw new Error('$e exports nothing (esm)');" >> esm.mjs
  echo "const $id = require('$e'); if (Object.keys($id).length === 0) throw new Error('$e exports nothing (cjs)');" >> cjs.cjs
  # reglas/boardgame.io's types import boardgame.io's, which pass tsc only with skipLibCheck: compiled below.
  [ "$e" = reglas/boardgame.io ] || echo "import * as $id from '$e'; export const keys_$id: string[] = Object.keys($id);" >> consumer.mts
done
cat >> esm.mjs <<'JS'
import { IllegalActionError as A } from 'reglas';
import { IllegalActionError as B } from 'reglas/core';
if (A !== B) throw new Error('reglas and reglas/core ship two copies of IllegalActionError (esm)');
console.log('esm: every entry point imports');
JS
cat >> cjs.cjs <<'JS'
if (require('reglas').IllegalActionError !== require('reglas/core').IllegalActionError) throw new Error('two copies of IllegalActionError (cjs)');
console.log('cjs: every entry point requires');
JS
cat >> consumer.mts <<'TS'
import { createRng, scriptedDice, type Game, type GameEvent, type RngState } from 'reglas/core';
import { hexGrid, type HexId } from 'reglas/hex';
import { checkGame } from 'reglas/testkit';
const rng: RngState = createRng('types');
const grid = hexGrid({ shiftedColumns: 'even' });
const around: HexId[] = grid.neighbours('0505');
const events: GameEvent[] = [];
const dice = scriptedDice([1, 2, 3]);
export const used: unknown[] = [rng, around, events, dice, checkGame];
export type AnyGame = Game<unknown, { type: string }, { seed: string }>;
TS
node esm.mjs
node cjs.cjs
# An error thrown by one build is recognised by the other's class and guard (a server may load both).
cat > cross.mjs <<'JS'
import { createRequire } from 'node:module';
import { IllegalActionError, ValidationError, isIllegalActionError } from 'reglas/core';
const require = createRequire(import.meta.url);
const cjs = require('reglas');
let thrown;
try { cjs.games.taifa.step(cjs.games.taifa.setup({ seed: 'x' }), { type: 'no-such-action' }); } catch (e) { thrown = e; }
if (!(thrown instanceof IllegalActionError) || !isIllegalActionError(thrown)) throw new Error('an IllegalActionError of the CommonJS build fails instanceof in the ESM build');
try { cjs.games.taifa.view({}, 'castilla'); } catch (e) { thrown = e; }
if (!(thrown instanceof ValidationError)) throw new Error('a ValidationError of the CommonJS build fails instanceof in the ESM build');
console.log('errors: instanceof holds across the ESM and CommonJS builds');
JS
node cross.mjs
# The `reglas` command (package.json `bin`) runs through npx after install and plays a game to its end.
grep -qx 'package/bin/reglas.mjs' <<<"$listing" || { echo "the tarball lacks the bin package/bin/reglas.mjs"; exit 1; }
grep -qx 'package/dist/cli/main.js' <<<"$listing" || { echo "the tarball lacks the build the bin runs, package/dist/cli/main.js"; exit 1; }
played=$(npx --no-install reglas play taifa --seed pack --bots rules) || { echo "npx reglas play taifa exited with $?"; exit 1; }
grep -q '^outcome: winners ' <<<"$played" || { echo "npx reglas play taifa printed no outcome line"; exit 1; }
echo "bin: npx reglas play taifa plays to the end ($(grep -c '^ *[0-9]*\. ' <<<"$played") actions)"
for e in $entries; do
  id=$(tr -c 'a-zA-Z0-9\n' '_' <<<"$e")
  [ "$e" = reglas/boardgame.io ] || echo "import $id = require('$e'); export const keys_$id: string[] = Object.keys($id);" >> consumer.cts
done
cat > tsconfig.json <<'JSON'
{
  "compilerOptions": { "strict": true, "module": "node16", "moduleResolution": "node16", "target": "es2022", "noEmit": true, "types": ["node"], "skipLibCheck": false },
  "files": ["consumer.mts", "consumer.cts"]
}
JSON
npx --no-install tsc -p tsconfig.json
echo "types: strict node16 TypeScript consumers (ESM and CommonJS) compile against every entry point"
# moduleResolution node10 ignores `exports`: the subpaths resolve through `typesVersions`.
cat > tsconfig.node10.json <<'JSON'
{
  "compilerOptions": { "strict": true, "module": "commonjs", "moduleResolution": "node10", "target": "es2022", "noEmit": true, "types": ["node"], "skipLibCheck": true },
  "files": ["consumer.cts"]
}
JSON
npx --no-install tsc -p tsconfig.node10.json
echo "types: a node10 (moduleResolution) consumer compiles against every entry point"
# reglas/boardgame.io against boardgame.io's own types (which need skipLibCheck, as in any project using them).
cat > bgio.mts <<'TS'
import type { Game } from 'boardgame.io';
import { boardgameIO, chooseFor } from 'reglas/boardgame.io';
import { taifa } from 'reglas/taifa';
export const game: Game = boardgameIO(taifa, { options: { players: ['castilla', 'leon'] } });
export const choose: typeof chooseFor = chooseFor;
TS
cat > tsconfig.bgio.json <<'JSON'
{
  "compilerOptions": { "strict": true, "module": "node16", "moduleResolution": "node16", "target": "es2022", "noEmit": true, "types": ["node"], "skipLibCheck": true },
  "files": ["bgio.mts"]
}
JSON
npx --no-install tsc -p tsconfig.bgio.json
echo "types: reglas/boardgame.io compiles against boardgame.io's types"
