import { IllegalActionError, ValidationError } from './errors.js';
import { kindOf, showValue } from './show.js';
import type { ActionBase, Game, GameEvent, SeedOptions, StepResult } from './types.js';

/** The functions `replay`, `createMatch` and `load` call on a game. */
const GAME_FUNCTIONS = ['setup', 'step', 'validate', 'legalActions'] as const;

/**
 * Refuses, with a `ValidationError` naming what is missing, a value that is not a game module
 * (`taifa`, `marYAcero`, a `defineGame` of your own): `fn` names the function refusing it.
 */
export function guardGame(game: unknown, fn: string): void {
  if (typeof game !== 'object' || game === null || Array.isArray(game)) {
    throw new ValidationError('game', [{ path: 'game', message: `${fn}: expected a game module such as taifa, got ${kindOf(game)}` }]);
  }
  const missing = GAME_FUNCTIONS.filter((f) => typeof (game as Record<string, unknown>)[f] !== 'function');
  if (missing.length > 0 || typeof (game as { id?: unknown }).id !== 'string') {
    throw new ValidationError('game', [
      { path: 'game', message: `${fn}: not a game module (it lacks ${missing.length > 0 ? missing.join(', ') : 'a string id'})` },
    ]);
  }
}

function guardActions(actions: unknown, fn: string): asserts actions is readonly unknown[] {
  if (!Array.isArray(actions)) {
    throw new ValidationError('actions', [{ path: 'actions', message: `${fn}: expected the array of actions played, got ${kindOf(actions)}` }]);
  }
}

/** A position rebuilt from its options and actions, with the events of every action. */
export interface Replayed<S> {
  /** The position after the last action. */
  readonly state: S;
  /** What set-up played before the first decision (see `Game.start`); empty when it played nothing. */
  readonly opening: GameEvent[];
  /** `events[i]` explains `actions[i]`. */
  readonly events: GameEvent[][];
}

/**
 * Rebuilds a position from its seed and its actions: history lives in the actions a
 * caller keeps, never in the state. An illegal action stops the replay with an
 * `IllegalActionError` naming its index; a `game` that is not a game module, or `actions`
 * that is not an array, is refused with `ValidationError`.
 */
export function replay<S, A extends ActionBase, O extends SeedOptions>(game: Game<S, A, O>, options: O, actions: readonly A[]): Replayed<S> {
  guardGame(game, 'replay');
  guardActions(actions, 'replay');
  const begun = begin(game, options);
  let state = begun.state;
  const events: GameEvent[][] = [];
  actions.forEach((action, index) => {
    try {
      const result = game.step(state, action);
      state = result.state;
      events.push(result.events);
    } catch (error) {
      if (error instanceof IllegalActionError) {
        throw new IllegalActionError(error.code, `action ${index} (${showValue(action)}): ${error.message}`, error.rule);
      }
      throw error;
    }
  });
  return { state, opening: begun.events, events };
}

/** `game.start`: the state after set-up and the events of what it played before the first decision. */
export function begin<S, A extends ActionBase, O extends SeedOptions>(game: Game<S, A, O>, options: O): StepResult<S> {
  return game.start(options);
}

/** A game in progress for a UI: its actions, their events, play and undo. */
export interface Match<S, A extends ActionBase> {
  /** The current position (after the last action played, or after set-up). */
  readonly state: S;
  /** The actions played so far, in order: with the options, all that is needed to rebuild the game. */
  readonly actions: readonly A[];
  /** What set-up played before the first decision (see `Game.start`). */
  readonly opening: readonly GameEvent[];
  /** `events[i]` explains `actions[i]`. */
  readonly events: readonly (readonly GameEvent[])[];
  /** Plays an action; throws `IllegalActionError` and changes nothing when it is not legal. */
  play(action: A): readonly GameEvent[];
  /**
   * Takes back the last `count` actions (default 1) by replaying the rest from the seed. A `count`
   * that is not a whole number from 0 to the number of actions played throws `ValidationError`
   * and changes nothing.
   */
  undo(count?: number): void;
}

/**
 * Starts a match: a small mutable holder of the actions, for UIs. The states stay pure. A `game`
 * that is not a game module is refused with `ValidationError`; bad options as `setup` refuses them.
 */
export function createMatch<S, A extends ActionBase, O extends SeedOptions>(game: Game<S, A, O>, options: O): Match<S, A> {
  guardGame(game, 'createMatch');
  const begun = begin(game, options);
  const opening = begun.events;
  let state = begun.state;
  let actions: A[] = [];
  let events: GameEvent[][] = [];
  return {
    get state() {
      return state;
    },
    get opening() {
      return opening;
    },
    get actions() {
      return actions;
    },
    get events() {
      return events;
    },
    play(action) {
      const result = game.step(state, action);
      state = result.state;
      actions = [...actions, action];
      events = [...events, result.events];
      return result.events;
    },
    undo(count = 1) {
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > actions.length) {
        throw new ValidationError('count', [
          { path: 'count', message: `undo(${showValue(count, 40)}): takes back a whole number of actions from 0 to ${actions.length}, the actions played` },
        ]);
      }
      const kept = actions.slice(0, actions.length - count);
      const rebuilt = replay(game, options, kept);
      state = rebuilt.state;
      actions = kept;
      events = rebuilt.events;
    },
  };
}
