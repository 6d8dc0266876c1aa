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
  /** What contributes, in words a person reads: `'garrison'`, `'Campeón'`, `'fortified town x2'`. */
  readonly label: string;
  /** How much it contributes: dice added (+1), a roll or factor change (-1), or a multiplier (2). */
  readonly value: number;
  /** The rulebook section that grants it, e.g. `'5.1.4'`. */
  readonly rule: string;
}

/** One die rolled inside a resolution, with what it was for. */
export interface DieRoll {
  /** Which die: `'d6'`, `'d10'` (read 0-9), or a game's own die. */
  readonly die: string;
  /** The face rolled (or forced by `scriptedDice`). */
  readonly value: number;
  /** What the roll decided, in words: `'incursion'`, `'attack'`, `'choice of the area to attack'`. */
  readonly for: string;
}

/**
 * What happened while an action was resolved. `text` is the sentence a person reads;
 * `rule` is the rulebook section that decided it. Resolution events (combat, fire,
 * incursion, bot choice…) add `modifiers`, their rolls, totals and results as fields.
 */
export interface GameEvent {
  /** What happened, in kebab-case (`'combat'`, `'bot-choice'`): a game's event union switches on it. */
  readonly type: string;
  /** The sentence a person reads. */
  readonly text: string;
  /** The rulebook section that decided it, e.g. `'5.1.5'`; absent for the few events no rule decides. */
  readonly rule?: string | undefined;
  /** The modifiers a resolution applied, each with its rule. */
  readonly modifiers?: readonly Modifier[] | undefined;
  /** Every die rolled for it, in the order rolled. */
  readonly rolls?: readonly DieRoll[] | undefined;
  /** The event's own fields (its game's event schema declares them). */
  readonly [field: string]: unknown;
}

/** How a game ended. */
export interface Outcome {
  /** The seats that won: one, several on a tie, none when nobody wins. */
  readonly winners: PlayerId[];
  /** Why, in a sentence a person reads (the rule's words: "has placed all 13 castles"). */
  readonly reason: string;
  /** The grade of the victory where the rules grade it (Mar y Acero, 4.6: `'decisive'`, `'important'` or `'minor'`). */
  readonly level?: string;
  /** Each seat's score where the game counts one (Taifa: castles on the map; Mar y Acero: victory points). */
  readonly score?: Record<PlayerId, number>;
}

/** Every action is a plain JSON object with a `type`. */
export interface ActionBase {
  /** What the seat does, in kebab-case (`'attack'`, `'select-card'`; `'bot'` for a rule-driven bot). */
  readonly type: string;
}

/** Options every game accepts: the seed of its generator. */
export interface SeedOptions {
  /** Any string: the same seed and the same actions always give the same game. */
  readonly seed: string;
}

/** The result of `step`: the next state and the events that explain it (a game's own event union `E`). */
export interface StepResult<S, E extends GameEvent = GameEvent> {
  /** The next state, resting on the next decision (or the end); the input state is unchanged. */
  readonly state: S;
  /** What happened, in order, every roll and modifier with its rule. */
  readonly events: E[];
}

/** Options of `step`: `dice` replaces the state's generator for the rolls, e.g. `scriptedDice`. */
export interface StepOptions {
  /**
   * Dice to use instead of the state's generator: `scriptedDice([6, 1])` forces the rolls (a
   * rules question); any other `Dice` supplies every roll and pick and leaves `state.rng` as it was.
   */
  readonly dice?: Dice;
}

/**
 * The contract every game module of `reglas` follows (see the contract in the docs). `E` is the
 * union of the game's events (each game exports it, e.g. `TaifaEvent`), so a user interface can
 * `switch (e.type)` over `step`'s events and read their fields with their types.
 */
export interface Game<S, A extends ActionBase, O extends SeedOptions, E extends GameEvent = GameEvent> {
  /** The game's key in kebab-case, as in its import path: `'taifa'`, `'mar-y-acero'`. */
  readonly id: string;
  /** The published title, for people: `'Mar y Acero: Los viajes de Colón'`. */
  readonly title: string;
  /**
   * The zod schemas of the game's options, states and actions, and of its events when it declares
   * them (`event`: every event `step` reports matches it; `checkGame` checks that).
   */
  readonly schemas: {
    /** The options of `setup`; `setup` parses with it and throws `ValidationError` naming each bad path. */
    readonly options: ZodType<O>;
    /** Every state (and every `view` of one): for a state loaded from disk, and for the tests. */
    readonly state: ZodType<S>;
    /** Every action a seat may send (the legal ones are a subset, listed by `legalActions`). */
    readonly action: ZodType<A>;
    /** Every event `step` and `start` report, when the game declares its events. */
    readonly event?: ZodType<E>;
  };
  /**
   * The state of a new game, played up to its first decision. Throws `ValidationError` on bad
   * options. Deterministic: the same options give the same state.
   */
  setup(options: O): S;
  /**
   * Optional: `setup` with the events of what it played before the first decision (a game
   * whose set-up rolls dice, such as Mar y Acero's turn-1 landing, explains those rolls here).
   * `start(o).state` is the same state as `setup(o)`; `createMatch` and `replay` use it when present.
   */
  start?(options: O): StepResult<S, E>;
  /** Every seat at the table, in the order of play (people and bots alike). */
  players(state: S): PlayerId[];
  /** The seat that decides now (a bot's seat too, whose one action is `{ type: 'bot' }`); null at the end. */
  activePlayer(state: S): PlayerId | null;
  /**
   * The legal actions of the pending decision, in a stable order and without duplicates; exactly
   * `[{ type: 'bot' }]` while a rule-driven bot must act; `[]` exactly when the game has ended.
   */
  legalActions(state: S): A[];
  /**
   * Plays one action: the next state and the events that explain it. An action that is not legal
   * throws `IllegalActionError` (with a `code` and the `rule` it breaks) and changes nothing.
   */
  step(state: S, action: A, opts?: StepOptions): StepResult<S, E>;
  /** `step(state, action).state` without building any event: the fast path for bots and playouts. */
  apply(state: S, action: A): S;
  /** Whether the game has ended (then `legalActions` is `[]` and `outcome` is not null). */
  isTerminal(state: S): boolean;
  /** How the game ended; null while it goes on. */
  outcome(state: S): Outcome | null;
  /**
   * The state as `viewer` may know it: what that seat may not see is masked (other hands, face-down
   * cards, the order of the decks) and the generator's state is replaced by `HIDDEN_RNG`.
   */
  view(state: S, viewer: PlayerId | 'spectator'): S;
  /** One line a person reads for an action in this state, naming who takes it. */
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
