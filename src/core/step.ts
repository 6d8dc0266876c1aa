import { stepDice, type RngState, type StepDice } from './dice.js';
import { IllegalActionError } from './errors.js';
import { recordingLog, SILENT, type EventLog } from './events.js';
import { showValue } from './show.js';
import type { ActionBase, StepOptions, StepResult } from './types.js';

/** What a game's resolver is handed: the dice of this step and where to write its events. */
export interface StepContext {
  /** The step's dice: the state's generator, or the caller's `StepOptions.dice`. */
  readonly dice: StepDice;
  /** Where the step writes its events; silent in `apply`. */
  readonly log: EventLog;
}

/** A game's resolver: the next state after a legal action. It never mutates its input. */
export type Resolver<S, A> = (state: S, action: A, ctx: StepContext) => S;

/**
 * Writes the generator's state back into a state. The default is a spread; a game whose hot path
 * relies on one object shape for its states passes a writer that builds its fixed-shape literal
 * (a spread with an override makes a new hidden class in V8).
 */
export type RngWriter<S> = (state: S, rng: RngState) => S;

const spreadRng = <S extends { readonly rng: RngState }>(state: S, rng: RngState): S => ({ ...state, rng });

/** `step` over a resolver: records events, and stores the generator's state back in `rng`. */
export function runStep<
  S extends {
    /** The state's generator: the step's dice draw from it and their new state is written back. */
    readonly rng: RngState;
  },
  A,
>(resolve: Resolver<S, A>, state: S, action: A, opts?: StepOptions, withRng: RngWriter<S> = spreadRng): StepResult<S> {
  const log = recordingLog();
  const dice = stepDice(state.rng, opts?.dice);
  const next = resolve(state, action, { dice, log });
  const rng = dice.rng();
  return { state: rng === next.rng ? next : withRng(next, rng), events: log.events };
}

/** `apply` over a resolver: the same result as `runStep(...).state` with no events built. */
export function runApply<
  S extends {
    /** The state's generator: the step's dice draw from it and their new state is written back. */
    readonly rng: RngState;
  },
  A,
>(resolve: Resolver<S, A>, state: S, action: A, withRng: RngWriter<S> = spreadRng): S {
  const dice = stepDice(state.rng);
  const next = resolve(state, action, { dice, log: SILENT });
  const rng = dice.rng();
  return rng === next.rng ? next : withRng(next, rng);
}

/** Deep equality of two plain-JSON values (actions, small records). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Throws `IllegalActionError` unless `action` is one of `legal`. The simple, always-right
 * legality check for a game whose legal list is cheap to build.
 */
export function assertListed<A extends ActionBase>(legal: readonly A[], action: A, rule: string, describe?: () => string): void {
  for (const candidate of legal) if (sameJson(candidate, action)) return;
  const what = describe ? describe() : showValue(action);
  throw new IllegalActionError('not-legal', `${what} is not a legal action now`, rule);
}
