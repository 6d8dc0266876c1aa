/**
 * `load`: the one gate for a state from outside (a saved game, a network, a hand edit).
 * @module
 */
import { ValidationError } from './errors.js';
import { guardGame } from './replay.js';
import type { AnyGame, StateOf } from './types.js';

/**
 * Parses a saved state (JSON text, or a value already parsed) and validates it with
 * `game.validate`: the game's id and format version, not a view, the schema and the game's
 * invariants. Returns the typed state, or throws `ValidationError` naming every problem (and for
 * a `game` that is not a game module).
 */
export function load<G extends AnyGame>(game: G, json: unknown): StateOf<G> {
  guardGame(game, 'load');
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch (error) {
      throw new ValidationError('state', [{ path: 'state', message: `not JSON text: ${(error as Error).message}` }]);
    }
  }
  return game.validate(value) as StateOf<G>;
}
