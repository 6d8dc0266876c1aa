/**
 * A schema of `T`, as a game's `schemas` hold it: built with the library's builders (`reglas/schema`,
 * which the games use) or with zod (`zod/mini` or classic `zod`): what core calls is
 * `safeParse`, and its issues' `path` and `message`.
 */
export interface Schema<T> {
  /** Parses `value`: `{ success: true, data }`, or `{ success: false, error }` with every issue; `error` words the issues the schema has no words of its own for. */
  safeParse(
    value: unknown,
    params?: { readonly error?: (issue: never) => unknown },
  ):
    | { readonly success: true; readonly data: T }
    | { readonly success: false; readonly error: { readonly message: string; readonly issues: readonly SchemaIssue[] } };
}

/** One issue a {@link Schema} reports: its `code`, where (`path`) and what, in words (`message`). */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
import type { Dice } from './dice.js';
import type { EventSecret, Viewer } from './views.js';
import type { Decision } from './positions.js';

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
  /**
   * What of the event only some seats may know (a card discarded at random, a card placed face
   * down): `viewEvents` and `describe(…, viewer)` mask it for every other seat.
   */
  readonly secret?: EventSecret | undefined;
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
 * `switch (e.type)` over `step`'s events and read their fields with their types; `P` is the game's
 * position format (see {@link Game.position}).
 *
 * Every function checks its inputs cheaply (core's `defineGame` does it once for every game): a
 * non-state, a state of another game or format, a view where a state is needed, a seat not in the
 * game, a malformed action or bad options throw `ValidationError` or `IllegalActionError` naming
 * what is wrong, never a `TypeError` from inside, and the input is unchanged.
 */
export interface Game<S, A extends ActionBase, O extends SeedOptions, E extends GameEvent = GameEvent, P = unknown> {
  /** The game's key in kebab-case, as in its import path: `'taifa'`, `'mar-y-acero'`. */
  readonly id: string;
  /** The published title, for people: `'Mar y Acero: Los viajes de Colón'`. */
  readonly title: string;
  /** The version of the state's JSON format that this library writes and reads (`state.format`). */
  readonly format: number;
  /**
   * The schemas of the game's options, states and actions, of its events when it declares
   * them (`event`: every event `step` reports matches it; `checkGame` checks that), and of its
   * position format.
   */
  readonly schemas: {
    /** The options of `setup`; `setup` parses with it and throws `ValidationError` naming each bad path. */
    readonly options: Schema<O>;
    /**
     * The shape of every state (and of every `view` of one). The shape only: `validate` adds the
     * game's invariants and refuses views.
     */
    readonly state: Schema<S>;
    /** Every action a seat may send (the legal ones are a subset, listed by `legalActions`). */
    readonly action: Schema<A>;
    /** Every event `step` and `start` report, when the game declares its events. */
    readonly event?: Schema<E>;
    /** The game's position format: what `position` returns and `setup({ seed, position })` reads. */
    readonly position: Schema<P>;
  };
  /**
   * The state of a new game, played up to its first decision. Throws `ValidationError` on bad
   * options. Deterministic: the same options give the same state. `setup({ seed, position })`
   * builds the state of a position written as data (see {@link Game.position}). `opts.dice`
   * (`scriptedDice([...])`, as in `step`) rolls the dice of the steps it plays on its own before
   * the first decision (the weather of a La Legión turn, the landing roll of Mar y Acero's turn 1);
   * {@link Game.start} gives their events too.
   */
  setup(options: O, opts?: StepOptions): S;
  /**
   * `setup` with the events of what it played before the first decision: every roll of the steps
   * it plays on its own, with its rule and modifiers (`start(o, { dice }).state` is the same state
   * as `setup(o, { dice })`). What a rules lawyer reads to see why a position's first step came out
   * as it did; `createMatch` and `replay` use it.
   */
  start(options: O, opts?: StepOptions): StepResult<S, E>;
  /** Every seat at the table, in the order of play (people and bots alike). */
  players(state: S): PlayerId[];
  /** The seat that decides now (a bot's seat too, whose one action is `{ type: 'bot' }`); null at the end. */
  activePlayer(state: S): PlayerId | null;
  /**
   * The legal actions of the pending decision, in a stable order and without duplicates; exactly
   * `[{ type: 'bot' }]` while a rule-driven bot must act; `[]` exactly when the game has ended.
   * A view is refused: `determinize` it first.
   */
  legalActions(state: S): A[];
  /**
   * Plays one action: the next state and the events that explain it. An action that is not legal
   * throws `IllegalActionError` (with a `code` and the `rule` it breaks) and changes nothing. A
   * view is refused: `determinize` it first.
   */
  step(state: S, action: A, opts?: StepOptions): StepResult<S, E>;
  /** `step(state, action).state` without building any event: the fast path for bots and playouts. */
  apply(state: S, action: A): S;
  /**
   * What is being decided now, by whom and under which rule, named by the game's documented
   * decision point (the one `position(state).at` writes): `{ point, phase, seat, bot, rule, prompt,
   * frame }`; null once the game has ended. A view is read too (what it names is public).
   */
  decision(state: S): Decision | null;
  /** Whether the game has ended (then `legalActions` is `[]` and `outcome` is not null). */
  isTerminal(state: S): boolean;
  /** How the game ended; null while it goes on. */
  outcome(state: S): Outcome | null;
  /**
   * The state as `viewer` may know it, marked as a view (`viewer` field). The one masking
   * convention of every game: a card, piece or choice that seat may not know reads `HIDDEN` (-1),
   * with the length of every pile kept (other hands, face-down cards, secret choices, a deck whose
   * contents are unknown); a pile whose contents every seat knows but whose order nobody does lists
   * its cards in ascending order; the generator's state is `HIDDEN_RNG`. A seat not in the game
   * throws `ValidationError`.
   */
  view(state: S, viewer: Viewer): S;
  /**
   * One line a person reads for an action in this state, naming who takes it; with a `viewer`,
   * what that seat may not know (the card a face-down action names) is left out. Always a string,
   * or `ValidationError` for a malformed action.
   */
  describe(state: S, action: A, viewer?: Viewer): string;
  /**
   * The events of a step as `viewer` may know them: what an event's `secret` hides from that seat
   * (a card discarded at random, a face-down card) is masked with `HIDDEN` and its text replaced,
   * so a server can forward each seat its own copy.
   */
  viewEvents(events: readonly E[], viewer: Viewer): E[];
  /**
   * The gate for every state from outside (a saved game, a network, a hand edit): checks the
   * game's id and format version, that it is not a view, the schema, and the game's own
   * invariants (each card and piece in one place, counts and indices in range, the decision stack
   * consistent with the phase); returns the typed state or throws `ValidationError` naming every
   * broken one by its path. `load` in core parses JSON text and calls it.
   */
  validate(state: unknown): S;
  /**
   * The compact position of a state, in the game's documented format (what is where, the turn and
   * phase, whose decision, hands, markers): `setup({ seed, position })` builds a state from it, so a
   * rules lawyer can copy a position, change one thing and ask again.
   */
  position(state: S): P;
  /**
   * A full state consistent with everything `viewer` knows in `view` (a view made for that seat):
   * what the seat cannot see is dealt from what it cannot place, unknown orders are shuffled and
   * the generator is seeded from `seed`. Play from it is legal play; its view for that seat is the
   * view it came from. What an information-set search samples.
   */
  determinize(view: S, viewer: PlayerId, seed: string): S;
  /**
   * The same position and everything any seat knows, with every future no seat knows drawn anew
   * from `seed`: the generator, and the order of every pile or bag whose order is unknown to all.
   * Every seat's view is unchanged. What a bot calls to sample other futures.
   */
  reseed(state: S, seed: string): S;
}

/** Any game, whatever its state, action and options. */
// biome-ignore lint/suspicious/noExplicitAny: any game at all: `unknown` would refuse every game whose functions take its own state.
export type AnyGame = Game<any, any, any, any, any>;

/** The state type of a game. */
export type StateOf<G> = G extends Game<infer S, ActionBase, SeedOptions> ? S : never;
/** The action type of a game. */
export type ActionOf<G> = G extends Game<unknown, infer A, SeedOptions> ? A : never;
/** The options type of a game. */
export type OptionsOf<G> = G extends Game<unknown, ActionBase, infer O> ? O : never;
