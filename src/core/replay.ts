import { IllegalActionError } from './errors.js';
import type { ActionBase, Game, GameEvent, SeedOptions, StepResult } from './types.js';

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
 * `IllegalActionError` naming its index.
 */
export function replay<S, A extends ActionBase, O extends SeedOptions>(
  game: Game<S, A, O>,
  options: O,
  actions: readonly A[],
): Replayed<S> {
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
        throw new IllegalActionError(error.code, `action ${index} (${JSON.stringify(action)}): ${error.message}`, error.rule);
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
  /** Takes back the last `count` actions (default 1) by replaying the rest from the seed. */
  undo(count?: number): void;
}

/** Starts a match: a small mutable holder of the actions, for UIs. The states stay pure. */
export function createMatch<S, A extends ActionBase, O extends SeedOptions>(game: Game<S, A, O>, options: O): Match<S, A> {
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
      if (!Number.isInteger(count) || count < 0 || count > actions.length) {
        throw new RangeError(`undo(${count}): there are ${actions.length} actions to take back`);
      }
      const kept = actions.slice(0, actions.length - count);
      const rebuilt = replay(game, options, kept);
      state = rebuilt.state;
      actions = kept;
      events = rebuilt.events;
    },
  };
}
