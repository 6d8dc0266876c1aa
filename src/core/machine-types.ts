/**
 * What a game declares to the decision machine (machine.ts): its tasks, its handler records, its
 * bot chooser and its spec; and what the machine gives back, the `DecisionMachine`.
 * @module
 */
import type { RngState } from './dice.js';
import type { IllegalActionError } from './errors.js';
import type { StepContext } from './step.js';
import type { TaskStack } from './stack.js';
import type { MachineContext } from './machine-context.js';
import type { ActionBase, Game, GameEvent, PlayerId, SeedOptions, StepOptions, StepResult } from './types.js';

/** A task on the stack: `t` names its kind, the rest is the task's own plain-JSON data. */
export interface TaskBase {
  /** The task's kind, the key of its handler record (kebab-case is best: callers see it in `pending`). */
  readonly t: string;
}

/** A state that keeps its pending tasks on a stack (top = last) and its generator in `rng`. */
export interface MachineState<T extends TaskBase> {
  /** The generator's state: the machine's dice draw from it and write it back after each step. */
  readonly rng: RngState;
  /** The pending tasks, top = last; the top one is being decided or run. Empty once the game has ended. */
  readonly tasks: readonly T[];
}

/** The one action a rule-driven bot seat takes: the bot plays its decision by its own rules. */
export interface BotAction {
  /** Always `'bot'`: the bot seat's only legal action. */
  readonly type: 'bot';
}

/** The shared `{ type: 'bot' }` action object. */
export const BOT_ACTION: BotAction = Object.freeze({ type: 'bot' });

/**
 * One kind of task. A task with `legal` is a decision point; one without runs `auto` every time it
 * comes on top (a phase, a settlement, an effect to apply).
 */
export interface TaskHandler<S, T extends TaskBase, A extends ActionBase> {
  /** The rulebook section this decision belongs to, for the reasons of illegal actions. */
  readonly rule: string;
  /** What is being decided, in words ("Castilla plays its round"), for errors and user interfaces. */
  readonly prompt?: (state: S, task: T) => string;
  /** Who decides (a seat of `players`); absent for a task that never waits. */
  readonly seat?: (state: S, task: T) => PlayerId;
  /** The legal actions in a stable order; absent for a task that never waits. */
  readonly legal?: (state: S, task: T) => A[];
  /**
   * What happens with no choice: always for a task without `legal`, else when `legal` is empty.
   * Default: the task is popped.
   */
  readonly auto?: (state: S, task: T, ctx: MachineContext<S, A>) => S;
  /** What a legal action does: the next state (the task popped, replaced or covered as the rule says). */
  readonly act?: (state: S, task: T, action: A, ctx: MachineContext<S, A>) => S;
  /**
   * A rule-driven bot deciding this task by its own rules rather than choosing among `legal`
   * (Taifa's bot rounds): while the seat is a bot, the game rests here with `[{ type: 'bot' }]`
   * and the bot action plays this.
   */
  readonly bot?: (state: S, task: T, ctx: MachineContext<S, A>) => S;
  /**
   * The first rule an action that is not legal breaks, as an `IllegalActionError` with a specific
   * code; `null` when it finds none (the machine then gives its generic reason).
   */
  readonly explain?: (state: S, task: T, action: A) => IllegalActionError | null;
  /** The action types this decision takes: another type is refused as `wrong-phase`. */
  readonly answers?: readonly string[];
  /**
   * Optional fast form of `legal` for one action: whether `action` is among `legal(state, task)`,
   * without listing them (a hex game's destinations, placements). The machine checks an action with
   * it instead of listing the decision; it must agree with `legal` (a game's tests tie the two).
   */
  readonly accepts?: (state: S, task: T, action: A) => boolean;
  /**
   * Optional fast form of `legal`'s length, capped at 2: 0, 1, or 2 for two or more. The machine
   * asks it to see whether a decision is choiceless before listing it; it must agree with `legal`.
   */
  readonly count?: (state: S, task: T) => 0 | 1 | 2;
}

/** The actions of `A` whose type is one of `K`. */
type Answered<A extends ActionBase, K> = Extract<
  A,
  {
    /** One of the answered types. */
    readonly type: K;
  }
>;

/**
 * A handler record whose `answers` narrows the action its `act`, `legal` and `bot`-chosen plays
 * see: `act` receives only the answered types (`Extract<A, { type: K }>`). `explain` and
 * `accepts` still see any action, since they are asked about actions of other types too. Build
 * it with {@link answering}.
 */
export type AnsweringHandler<S, T extends TaskBase, A extends ActionBase, K extends A['type']> = Omit<
  TaskHandler<S, T, Answered<A, K>>,
  'answers' | 'legal' | 'explain' | 'accepts'
> & {
  /** As {@link TaskHandler.legal}: the answered actions (not inferred from: the action type comes from the record's place). */
  readonly legal?: (state: S, task: T) => NoInfer<Answered<A, K>>[];
  /** The action types this decision takes: another type is refused as `wrong-phase` before any other check. */
  readonly answers: readonly K[];
  /** As {@link TaskHandler.explain}: asked about any action that is not legal. */
  readonly explain?: (state: S, task: T, action: A) => IllegalActionError | null;
  /** As {@link TaskHandler.accepts}; asked only about actions of the answered types. */
  readonly accepts?: (state: S, task: T, action: Answered<A, K>) => boolean;
};

/**
 * A handler record whose `act` receives only the action types its `answers` lists, typed so:
 * `turn: answering({ answers: ['roll', 'hold'], act: (s, t, a) => ... })`, `a` being the roll or
 * the hold. Returns the record unchanged (no cost at run time). Sound because the machine refuses
 * another type before it asks `accepts` or plays `act`, and `legal` lists only answered types.
 */
export function answering<S, T extends TaskBase, A extends ActionBase, const K extends A['type']>(handler: AnsweringHandler<S, T, A, K>): TaskHandler<S, T, A> {
  return handler as unknown as TaskHandler<S, T, A>;
}

/** The handler records of a game, one per task kind. */
export type TaskHandlers<S, T extends TaskBase, A extends ActionBase> = {
  readonly [K in T['t']]: TaskHandler<
    S,
    Extract<
      T,
      {
        /** The kind this record handles: its handler sees only the tasks of that kind. */
        readonly t: K;
      }
    >,
    A
  >;
};

/**
 * A rule-driven bot that picks one of a decision's legal actions (Mar y Acero's Nitayno). It is
 * asked only where a bot seat has two or more actions; a decision with one is played as forced.
 */
export interface BotChooser<S, T extends TaskBase, A extends ActionBase> {
  /**
   * The bot's choice among `legal` (never empty); `state` is the state to act on, which may carry
   * the bot's own bookkeeping (a plan, a reshuffled deck). The action must be one of `legal`.
   */
  choose(
    state: S,
    task: T,
    legal: readonly A[],
    ctx: MachineContext<S, A>,
  ): {
    /** The state to play the action on: `state`, or it with the bot's bookkeeping updated. */
    readonly state: S;
    /** The action chosen: one of `legal`. */
    readonly action: A;
  };
}

/** What a game gives to build its machine. */
export interface MachineSpec<S extends MachineState<T>, T extends TaskBase, A extends ActionBase> {
  /** The game's name, for messages. */
  readonly game: string;
  /** One handler record per task kind (`t`), typed by that kind. */
  readonly handlers: TaskHandlers<S, T, A>;
  /** Whether the game has ended (the machine then clears the stack and lists nothing). */
  readonly isOver: (state: S) => boolean;
  /** The state with another task stack. Default: a spread. */
  readonly withTasks?: (state: S, tasks: readonly T[]) => S;
  /** The state with the generator's new state. Default: a spread. */
  readonly withRng?: (state: S, rng: RngState) => S;
  /** Whether a seat is played by a rule-driven bot in this state. Default: none is. */
  readonly isBot?: (state: S, seat: PlayerId) => boolean;
  /** The bot that chooses among legal actions, for bot seats whose handler has no `bot` of its own. */
  readonly bot?: BotChooser<S, T, A>;
  /** The rule section of the end of the game, for the reason given when the game is over. */
  readonly endRule: string;
  /** A short text of an action for messages; default its JSON. */
  readonly describeAction?: (state: S, action: A) => string;
}

/** What is pending in a state: the decision on top of the stack and who takes it. */
export interface PendingDecision {
  /** The task kind (its `t`). */
  readonly kind: string;
  /** The seat that decides it (`activePlayer`). */
  readonly seat: PlayerId;
  /** Whether a rule-driven bot takes it (`legalActions` is then `[{ type: 'bot' }]`). */
  readonly bot: boolean;
  /** What is being decided, in words ("Castilla plays its round"); the handler's `prompt`, or a generic one. */
  readonly prompt: string;
  /** The rulebook section of the decision (the handler's `rule`). */
  readonly rule: string;
}

/** A game's decision machine: the `Game` functions that read and advance the task stack. */
export interface DecisionMachine<S extends MachineState<T>, T extends TaskBase, A extends ActionBase> extends TaskStack<S, T> {
  /**
   * Plays every task with no choice in it, until a decision or the end, with the given dice and
   * log (the generator's new state is the caller's to write back); for set-up code that rolls.
   */
  advance(state: S, ctx: StepContext): S;
  /**
   * `step` without an action, for set-up: plays every task with no choice from `state`, writes the
   * generator back and returns the events (the basis of `Game.start`).
   */
  start(state: S, opts?: StepOptions): StepResult<S>;
  /**
   * `Game.legalActions`: the pending decision's actions, `[{ type: 'bot' }]` for a bot seat, `[]`
   * at the end. A game with bot seats includes {@link BotAction} in its action type `A`.
   */
  legalActions(state: S): A[];
  /** `Game.activePlayer`: who decides now, null at the end. */
  activePlayer(state: S): PlayerId | null;
  /** The pending decision, null at the end. */
  pending(state: S): PendingDecision | null;
  /** `Game.step`: the next state and the events that explain it. */
  step(state: S, action: A, opts?: StepOptions): StepResult<S>;
  /** `Game.apply`: `step(...).state` with no events built. */
  apply(state: S, action: A): S;
  /** Throws the `IllegalActionError` `step` would throw for this action, or returns when it is legal. */
  check(state: S, action: A): void;
  /**
   * The contract's functions the machine answers, to spread into `defineGame`
   * (`{ ...machine.forGame<MyEvent>(), setup, players, … }`): `activePlayer`, `legalActions`,
   * `step`, `apply`, and `isTerminal` from the spec's `isOver`. `E` is the game's event union:
   * the events its handlers log, which its event schema declares and `checkGame` checks.
   */
  forGame<E extends GameEvent>(): MachineGameFunctions<S, A, E>;
}

/** The `Game` functions a decision machine answers ({@link DecisionMachine.forGame}). */
export type MachineGameFunctions<S, A extends ActionBase, E extends GameEvent> = Pick<
  Game<S, A, SeedOptions, E>,
  'activePlayer' | 'legalActions' | 'step' | 'apply' | 'isTerminal'
>;
