import type { ZodType } from 'zod';
import type { Dice } from './dice.js';

/** A seat at the table: a kingdom, a side, or a rule-driven bot's seat. */
export type PlayerId = string;

/**
 * One labelled contribution to a resolution: what adds dice to a pool, what changes a
 * factor or a roll. A doubling is written `{ label: 'fortified town x2', value: 2, rule: '8' }`
 * and the event says how it applied.
 */
export interface Modifier {
  readonly label: string;
  readonly value: number;
  readonly rule: string;
}

/** One die rolled inside a resolution, with what it was for. */
export interface DieRoll {
  readonly die: string;
  readonly value: number;
  readonly for: string;
}

/**
 * What happened while an action was resolved. `text` is the sentence a person reads;
 * `rule` is the rulebook section that decided it. Resolution events (combat, fire,
 * incursion, bot choice…) add `modifiers`, their rolls, totals and results as fields.
 */
export interface GameEvent {
  readonly type: string;
  readonly text: string;
  readonly rule?: string | undefined;
  readonly modifiers?: readonly Modifier[] | undefined;
  readonly rolls?: readonly DieRoll[] | undefined;
  readonly [field: string]: unknown;
}

/** How a game ended. */
export interface Outcome {
  readonly winners: PlayerId[];
  readonly reason: string;
  readonly level?: string;
  readonly score?: Record<PlayerId, number>;
}

/** Every action is a plain JSON object with a `type`. */
export interface ActionBase {
  readonly type: string;
}

/** Options every game accepts: the seed of its generator. */
export interface SeedOptions {
  readonly seed: string;
}

/** The result of `step`: the next state and the events that explain it (a game's own event union `E`). */
export interface StepResult<S, E extends GameEvent = GameEvent> {
  readonly state: S;
  readonly events: E[];
}

/** Options of `step`: `dice` replaces the state's generator for the rolls, e.g. `scriptedDice`. */
export interface StepOptions {
  readonly dice?: Dice;
}

/**
 * The contract every game module of `reglas` follows (see the contract in the docs). `E` is the
 * union of the game's events (each game exports it, e.g. `TaifaEvent`), so a user interface can
 * `switch (e.type)` over `step`'s events and read their fields with their types.
 */
export interface Game<S, A extends ActionBase, O extends SeedOptions, E extends GameEvent = GameEvent> {
  readonly id: string;
  readonly title: string;
  /**
   * The zod schemas of the game's options, states and actions, and of its events when it declares
   * them (`event`: every event `step` reports matches it; `checkGame` checks that).
   */
  readonly schemas: {
    readonly options: ZodType<O>;
    readonly state: ZodType<S>;
    readonly action: ZodType<A>;
    readonly event?: ZodType<E>;
  };
  setup(options: O): S;
  /**
   * Optional: `setup` with the events of what it played before the first decision (a game
   * whose set-up rolls dice, such as Mar y Acero's turn-1 landing, explains those rolls here).
   * `start(o).state` is the same state as `setup(o)`; `createMatch` and `replay` use it when present.
   */
  start?(options: O): StepResult<S, E>;
  players(state: S): PlayerId[];
  activePlayer(state: S): PlayerId | null;
  legalActions(state: S): A[];
  step(state: S, action: A, opts?: StepOptions): StepResult<S, E>;
  apply(state: S, action: A): S;
  isTerminal(state: S): boolean;
  outcome(state: S): Outcome | null;
  view(state: S, viewer: PlayerId | 'spectator'): S;
  describe(state: S, action: A): string;
}

/** Any game, whatever its state, action and options. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any>;

/** The state type of a game. */
export type StateOf<G> = G extends Game<infer S, ActionBase, SeedOptions> ? S : never;
/** The action type of a game. */
export type ActionOf<G> = G extends Game<unknown, infer A, SeedOptions> ? A : never;
/** The options type of a game. */
export type OptionsOf<G> = G extends Game<unknown, ActionBase, infer O> ? O : never;
