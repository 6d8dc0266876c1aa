/**
 * One entry for every game: `renderSvg(gameId, state)` and `renderText(gameId, state)` find the
 * game in `games` by its id (`'mar-y-acero'`) or its key (`'marYAcero'`) and draw with its renderer.
 */
import { ValidationError, showValue, type AnyGame } from '../core/index.js';
import { games } from '../index.js';
import { renderAlFiloSvg } from './al-filo-svg.js';
import { renderAlFiloText } from './al-filo-text.js';
import { renderLaLegionSvg } from './la-legion-svg.js';
import { renderLaLegionText } from './la-legion-text.js';
import { renderMarYAceroSvg } from './mar-y-acero-svg.js';
import { renderMarYAceroText } from './mar-y-acero-text.js';
import { checkState, type SvgOptions } from './options.js';
import { renderTaifaSvg } from './taifa-svg.js';
import { renderTaifaText } from './taifa-text.js';

/** A game's two pictures. */
interface Renderers {
  readonly svg: (state: never, options?: SvgOptions) => string;
  readonly text: (state: never) => string;
}

/** The renderers by game id: a game added to `games` adds its line here (a test checks every game has one). */
const RENDERERS: Readonly<Record<string, Renderers>> = {
  taifa: { svg: renderTaifaSvg, text: renderTaifaText },
  'mar-y-acero': { svg: renderMarYAceroSvg, text: renderMarYAceroText },
  'la-legion': { svg: renderLaLegionSvg, text: renderLaLegionText },
  'al-filo': { svg: renderAlFiloSvg, text: renderAlFiloText },
};

/** The ids of the games that have pictures, in the order of `games`. */
export function renderableGames(): string[] {
  return Object.values(games as Record<string, AnyGame>)
    .map((g) => g.id)
    .filter((id) => RENDERERS[id] !== undefined);
}

function resolve(gameId: unknown, state: unknown): Renderers {
  const all = Object.entries(games as Record<string, AnyGame>);
  const found = typeof gameId === 'string' ? all.find(([key, g]) => g.id === gameId || key === gameId) : undefined;
  const known = all.map(([, g]) => g.id).join(', ');
  if (found === undefined) {
    throw new ValidationError('gameId', [
      { path: 'gameId', message: `unknown game ${showValue(gameId)}${typeof gameId === 'string' ? '' : ' (a game id is a string)'}; the games are: ${known}` },
    ]);
  }
  const game = found[1];
  const renderers = RENDERERS[game.id];
  if (renderers === undefined) throw new ValidationError('gameId', [{ path: 'gameId', message: `no picture of ${game.title} yet` }]);
  checkState(game, state);
  return renderers;
}

/**
 * An SVG picture of a state or view of the game `gameId` (its id, `'taifa'`, `'mar-y-acero'`,
 * `'la-legion'`, or its key in `games`, `'marYAcero'`). Throws `ValidationError` for an unknown
 * game or a state of another game.
 */
export function renderSvg(gameId: string, state: unknown, options?: SvgOptions): string {
  return resolve(gameId, state).svg(state as never, options);
}

/** A compact text picture of a state or view of the game `gameId`, as {@link renderSvg} finds it. */
export function renderText(gameId: string, state: unknown): string {
  return resolve(gameId, state).text(state as never);
}
