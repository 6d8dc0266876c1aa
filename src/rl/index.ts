/**
 * `reglas/rl`: every game made learnable. For each game a fixed action space (an index for every
 * action, legal masks), an observation tensor built from `view` only, and a reward from `outcome`;
 * `reglas serve --stdio` hosts them for other languages (Python's `reglas_env`). Each game declares
 * its encoding in one file here (`taifa.ts`, `mar-y-acero.ts`, `la-legion.ts`, `al-filo.ts`); a new game adds
 * its file and one line to {@link ENCODINGS}. The layouts are documented in docs/rl.md.
 * @packageDocumentation
 */
import { ValidationError, type AnyGame } from '../core/index.js';
import { games } from '../index.js';
import { spaceOf, type GameEncoding, type RlSpace } from './encoding.js';
import { laLegionEncoding } from './la-legion.js';
import { alFiloEncoding } from './al-filo.js';
import { marYAceroEncoding } from './mar-y-acero.js';
import { taifaEncoding } from './taifa.js';

export { spaceOf, type EncodingMode, type GameEncoding, type RlSpace } from './encoding.js';
export {
  layout,
  oneHot,
  planes,
  valuesField,
  type ActionField,
  type ActionLayout,
  type ActionVariant,
  type LaidPlane,
  type LaidVariant,
  type ObservationLayout,
  type Plane,
} from './space.js';
export { taifaEncoding, marYAceroEncoding, laLegionEncoding, alFiloEncoding };

/** Every game's encoding, by game id. */
export const ENCODINGS: Readonly<Record<string, GameEncoding>> = {
  taifa: taifaEncoding,
  'mar-y-acero': marYAceroEncoding,
  'la-legion': laLegionEncoding,
  'al-filo': alFiloEncoding,
};

/** The game of `name` (its id such as `mar-y-acero` or its key such as `marYAcero`) and its encoding. */
export function encodingOf(name: string): { readonly game: AnyGame; readonly encoding: GameEncoding } {
  for (const [key, game] of Object.entries(games as Record<string, AnyGame>)) {
    if (name !== key && name !== game.id) continue;
    const encoding = ENCODINGS[game.id];
    if (encoding === undefined) break;
    return { game, encoding };
  }
  const known = Object.keys(ENCODINGS).join(', ');
  throw new ValidationError('game', [{ path: 'game', message: `'${name}' is not a game with an encoding (games: ${known})` }]);
}

/** The learnable space of a game, named by id or key: `rlSpace('taifa').legalMask(state)`. */
// biome-ignore lint/suspicious/noExplicitAny: the game is named at run time: the caller may say its types.
export function rlSpace<S = any, A = any>(name: string): RlSpace<S, A> {
  const { game, encoding } = encodingOf(name);
  return spaceOf<S, A>(game, encoding);
}
