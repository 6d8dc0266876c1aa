/**
 * The decision machine every game is built on. A game keeps a stack of pending tasks in its
 * state (`state.tasks`, top = last) and declares, for each kind of task, a handler record: who
 * decides it, its legal actions, what runs when there is no choice, and what an action does
 * (machine-types.ts). The machine owns the rest: playing every choiceless task inside `step`
 * (`advance`), the legal list and its memo, the legality check and the reasons given for an
 * illegal action, the active seat, and the `{ type: 'bot' }` convention for rule-driven bot seats.
 *
 * Nested interruptions (a response inside a combat inside an activation) are tasks pushed on the
 * stack: a handler's `act` or `auto` returns the state with the new task on top, and the machine
 * plays on from there.
 * @module
 */
import { stepDice, type RngState } from './dice.js';
import { IllegalActionError, ValidationError } from './errors.js';
import { recordingLog, SILENT } from './events.js';
import { showText, showValue } from './show.js';
import type { StepContext } from './step.js';
import { listedIn, sameAction } from './actions.js';
import { taskStack, type TaskStack } from './stack.js';
import { LastListed, StepCtx, type MachineContext } from './machine-context.js';
import {
  BOT_ACTION,
  type DecisionMachine,
  type MachineGameFunctions,
  type MachineSpec,
  type MachineState,
  type PendingDecision,
  type TaskBase,
  type TaskHandler,
} from './machine-types.js';
import type { ActionBase, GameEvent, PlayerId, StepOptions, StepResult } from './types.js';

export { sameAction, taskStack, type MachineContext, type TaskStack };

type AnyHandler<S, T extends TaskBase, A extends ActionBase> = TaskHandler<S, T, A>;

/**
 * Every handler in one object shape (`null` for what it lacks), so that the machine's reads of a
 * handler's functions stay monomorphic whatever the task kind.
 */
interface Normal<S, T extends TaskBase, A extends ActionBase> {
  readonly kind: string;
  readonly rule: string;
  readonly prompt: ((state: S, task: T) => string) | null;
  readonly seat: ((state: S, task: T) => PlayerId) | null;
  readonly legal: ((state: S, task: T) => A[]) | null;
  readonly auto: ((state: S, task: T, ctx: MachineContext<S, A>) => S) | null;
  readonly act: ((state: S, task: T, action: A, ctx: MachineContext<S, A>) => S) | null;
  readonly bot: ((state: S, task: T, ctx: MachineContext<S, A>) => S) | null;
  readonly explain: ((state: S, task: T, action: A) => IllegalActionError | null) | null;
  readonly answers: readonly string[] | null;
  readonly accepts: ((state: S, task: T, action: A) => boolean) | null;
  readonly count: ((state: S, task: T) => 0 | 1 | 2) | null;
}

function normalise<S, T extends TaskBase, A extends ActionBase>(kind: string, h: AnyHandler<S, T, A>, game: string): Normal<S, T, A> {
  if ((h.legal === undefined) !== (h.seat === undefined)) throw new Error(`${game}: task '${kind}' needs both seat and legal, or neither`);
  if (h.legal !== undefined && h.act === undefined) throw new Error(`${game}: decision '${kind}' has legal actions but no act`);
  return {
    kind,
    rule: h.rule,
    prompt: h.prompt ?? null,
    seat: h.seat ?? null,
    legal: h.legal ?? null,
    auto: h.auto ?? null,
    act: h.act ?? null,
    bot: h.bot ?? null,
    explain: h.explain ?? null,
    answers: h.answers ?? null,
    accepts: h.accepts ?? null,
    count: h.count ?? null,
  };
}

function notAState(game: string, what: unknown): ValidationError {
  return new ValidationError('state', [{ path: 'state', message: `not a ${game} state (got ${what === null ? 'null' : typeof what})` }]);
}

/** Builds a game's decision machine from its handler records. */
export function defineMachine<S extends MachineState<T>, T extends TaskBase, A extends ActionBase>(spec: MachineSpec<S, T, A>): DecisionMachine<S, T, A> {
  const game = spec.game;
  const table = new Map<string, Normal<S, T, A>>();
  for (const kind of Object.keys(spec.handlers)) {
    table.set(kind, normalise(kind, (spec.handlers as unknown as Record<string, AnyHandler<S, T, A>>)[kind] as AnyHandler<S, T, A>, game));
  }
  const isOver = spec.isOver;
  const withTasks = spec.withTasks ?? ((s: S, tasks: readonly T[]): S => ({ ...s, tasks }));
  const withRng = spec.withRng ?? ((s: S, rng: RngState): S => ({ ...s, rng }));
  const isBot = spec.isBot ?? null;
  const chooser = spec.bot ?? null;
  const describeAction = spec.describeAction ?? ((_s: S, a: A): string => showValue(a));

  /**
   * The legal list of the last resting state this machine built or listed, kept with the state
   * object it belongs to (states are immutable, so the list stays right for that object): a play
   * loop's `legalActions` then `apply` list each decision once, and a miss only lists it again, so
   * no result depends on it. One slot, not a WeakMap: an entry per state made V8's collector cost
   * 38-71% more instructions a Taifa game (measured with scripts/instructions.mjs).
   */
  const memo = new LastListed<S, A>();

  /**
   * The handler of the last kind looked up: the machine reads the handler of the same task in
   * `legalActions`, `judge` and `settle`, and the Map look-up cost Mar y Acero about 1% of a game's
   * instructions. The record is fixed for the machine's life, so no result depends on this slot.
   */
  let lastKind: string | null = null;
  let lastHandler: Normal<S, T, A> | null = null;
  const handlerOf = (t: T): Normal<S, T, A> => {
    const kind = t.t;
    if (kind === lastKind) return lastHandler as Normal<S, T, A>;
    const h = table.get(kind);
    if (h === undefined) throw new Error(`${game}: no handler for task '${kind}'`);
    lastKind = kind;
    lastHandler = h;
    return h;
  };
  const { top, push, pop, replaceTop } = taskStack<S, T>(withTasks);

  const botSeat = (s: S, seat: PlayerId): boolean => isBot !== null && isBot(s, seat);

  type Ctx = StepCtx<S, A>;
  const context = (base: StepContext): Ctx => new StepCtx<S, A>(base.dice, base.log);

  /** The list of a decision: the memo, the list a handler handed over in this step, or a fresh one. */
  function legalOf(s: S, t: T, h: Normal<S, T, A>, ctx: Ctx | null): A[] {
    if (ctx !== null && ctx.handedState === s) return ctx.handedLegal as A[];
    const known = memo.get(s);
    if (known !== undefined) return known;
    return (h.legal as (state: S, task: T) => A[])(s, t);
  }

  /**
   * Plays every task with no choice, until a decision with two or more actions, a bot's own
   * decision, or the end. Returns the resting state; its legal list is left in `ctx.resting` (null
   * when there is none to keep: the end, or a bot deciding by its own rules), so that a step
   * allocates no result record.
   */
  function settle(state: S, ctx: Ctx): S {
    let s = state;
    ctx.resting = null;
    for (;;) {
      if (isOver(s)) return s.tasks.length > 0 ? withTasks(s, []) : s;
      const t = top(s);
      if (t === undefined) throw new Error(`${game}: the task stack is empty but the game is not over`);
      const h = handlerOf(t);
      if (h.legal === null) {
        s = h.auto === null ? pop(s) : h.auto(s, t, ctx);
        continue;
      }
      if (h.bot !== null && botSeat(s, (h.seat as (state: S, task: T) => PlayerId)(s, t))) return s;
      // A decision that says it has a choice rests without being listed: legalActions lists it on demand.
      if (h.count !== null && memo.get(s) === undefined && ctx.handedState !== s && h.count(s, t) === 2) return s;
      const legal = legalOf(s, t, h, ctx);
      if (legal.length === 0) {
        s = h.auto === null ? pop(s) : h.auto(s, t, ctx);
        continue;
      }
      if (legal.length === 1) {
        s = (h.act as NonNullable<Normal<S, T, A>['act']>)(s, t, legal[0] as A, ctx);
        continue;
      }
      ctx.resting = legal;
      return s;
    }
  }

  /** The state settled from `state` with the step's generator written back; its list remembered. */
  function rest(state: S, ctx: Ctx): S {
    const settled = settle(state, ctx);
    const rng = ctx.dice.rng();
    const out = rng === settled.rng ? settled : withRng(settled, rng);
    if (ctx.resting !== null) memo.set(out, ctx.resting);
    return out;
  }

  function requireState(s: unknown): asserts s is S {
    if (typeof s !== 'object' || s === null || !Array.isArray((s as { tasks?: unknown }).tasks)) throw notAState(game, s);
  }

  function prompt(s: S, t: T, h: Normal<S, T, A>): string {
    return h.prompt !== null ? h.prompt(s, t) : `${h.seat === null ? 'nobody' : (h.seat as (st: S, tk: T) => PlayerId)(s, t)} decides '${h.kind}'`;
  }

  function pending(s: S): PendingDecision | null {
    requireState(s);
    if (isOver(s)) return null;
    const t = top(s);
    if (t === undefined) return null;
    const h = handlerOf(t);
    if (h.seat === null) return null;
    const seat = h.seat(s, t);
    return { kind: h.kind, seat, bot: botSeat(s, seat), prompt: prompt(s, t, h), rule: h.rule };
  }

  /** Why `action` is not legal in `s` (whose pending decision is `t`, listed as `legal`). */
  function reason(s: S, t: T, h: Normal<S, T, A>, action: A, legal: readonly A[]): IllegalActionError {
    const what = prompt(s, t, h);
    if (h.answers !== null && !h.answers.includes(action.type)) {
      return new IllegalActionError(
        'wrong-phase',
        `${game}: '${showText(action.type)}' does not answer the pending decision (${what}), which takes ${h.answers.map((a) => `'${a}'`).join(', ')}`,
        h.rule,
      );
    }
    const specific = h.explain !== null ? h.explain(s, t, action) : null;
    if (specific !== null) return specific;
    const shown = legal.slice(0, 12).map((a) => describeAction(s, a));
    return new IllegalActionError(
      'not-legal',
      `${game}: ${describeAction(s, action)} is not legal now. Pending: ${what}. Legal (${legal.length}): ${shown.join('; ')}${legal.length > shown.length ? '; …' : ''}`,
      h.rule,
    );
  }

  /** The pending decision an action answers, with its seat and whether a bot takes it. */
  interface Judged {
    readonly t: T;
    readonly h: Normal<S, T, A>;
    readonly bot: boolean;
    /** The decision's legal list; null for a bot deciding by its own rules, or an action its handler's `accepts` checked. */
    readonly legal: A[] | null;
  }

  /** Throws the reason an action may not be taken now; else what it answers. */
  function judge(s: S, action: unknown): Judged {
    requireState(s);
    if (isOver(s)) throw new IllegalActionError('game-over', `${game}: the game is over`, spec.endRule);
    const t = top(s);
    if (t === undefined) throw notAState(game, 'a state with nothing pending');
    const h = handlerOf(t);
    if (h.seat === null) throw new Error(`${game}: the state rests on task '${t.t}', which is not a decision`);
    if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
      throw new IllegalActionError('bad-action', `${game}: an action is an object with a string 'type', got ${showValue(action)}`, h.rule);
    }
    const type = (action as ActionBase).type;
    const seat = h.seat(s, t);
    if (botSeat(s, seat)) {
      if (type !== 'bot') {
        throw new IllegalActionError(
          'not-your-decision',
          `${game}: ${seat} is a rule-driven bot here (${prompt(s, t, h)}): the only legal action is { type: 'bot' }`,
          h.rule,
        );
      }
      return { t, h, bot: true, legal: h.bot !== null ? null : legalOf(s, t, h, null) };
    }
    if (type === 'bot') throw new IllegalActionError('not-your-decision', `${game}: no bot decides here: ${prompt(s, t, h)}`, h.rule);
    // a type the decision does not answer is refused first: `accepts` and `act` see only answered types
    if (h.answers !== null && !h.answers.includes(type)) throw reason(s, t, h, action as A, []);
    if (h.accepts !== null && memo.get(s) === undefined) {
      if (h.accepts(s, t, action as A)) return { t, h, bot: false, legal: null };
      throw reason(s, t, h, action as A, legalOf(s, t, h, null));
    }
    const legal = legalOf(s, t, h, null);
    if (!listedIn(legal, action as ActionBase)) throw reason(s, t, h, action as A, legal);
    return { t, h, bot: false, legal };
  }

  /** The state after `action` (checked), before the choiceless tasks after it are played. */
  function act(s: S, action: A, ctx: Ctx): S {
    const { t, h, bot, legal } = judge(s, action);
    const play = h.act as NonNullable<Normal<S, T, A>['act']>;
    if (!bot) return play(s, t, action as A, ctx);
    if (legal === null) return (h.bot as NonNullable<Normal<S, T, A>['bot']>)(s, t, ctx);
    if (chooser === null) throw new Error(`${game}: a bot seat decides '${t.t}' but the game has no bot chooser`);
    const chosen = chooser.choose(s, t, legal, ctx);
    if (!listedIn(legal, chosen.action)) throw new Error(`${game}: the bot chose an action that is not legal: ${showValue(chosen.action)}`);
    return play(chosen.state, t, chosen.action, ctx);
  }

  /** Runs an action and everything choiceless after it; remembers the resting state's list. */
  function run(s: S, action: A, ctx: Ctx): S {
    return rest(act(s, action, ctx), ctx);
  }

  const machine: DecisionMachine<S, T, A> = {
    top,
    push,
    pop,
    replaceTop,
    advance(state, base) {
      requireState(state);
      const ctx = context(base);
      const settled = settle(state, ctx);
      if (ctx.resting !== null) memo.set(settled, ctx.resting);
      return settled;
    },
    start(state, opts) {
      requireState(state);
      const log = recordingLog();
      const ctx = new StepCtx<S, A>(stepDice(state.rng, opts?.dice), log);
      return { state: rest(state, ctx), events: log.events };
    },
    legalActions(s) {
      requireState(s);
      if (isOver(s)) return [];
      const t = top(s);
      if (t === undefined) return [];
      const h = handlerOf(t);
      if (h.seat === null) return [];
      // The game's action type includes the bot action when it has bot seats.
      if (botSeat(s, h.seat(s, t))) return [BOT_ACTION as unknown as A];
      let legal = memo.get(s);
      if (legal === undefined) {
        legal = (h.legal as (state: S, task: T) => A[])(s, t);
        memo.set(s, legal);
      }
      // A copy: the caller may not alter the remembered list.
      return legal.slice();
    },
    activePlayer(s) {
      requireState(s);
      if (isOver(s)) return null;
      const t = top(s);
      if (t === undefined) return null;
      const h = handlerOf(t);
      return h.seat === null ? null : h.seat(s, t);
    },
    pending,
    step(s, action, opts) {
      requireState(s);
      const log = recordingLog();
      const state = run(s, action, new StepCtx<S, A>(stepDice(s.rng, opts?.dice), log));
      return { state, events: log.events };
    },
    apply(s, action) {
      requireState(s);
      return run(s, action, new StepCtx<S, A>(stepDice(s.rng), SILENT));
    },
    check(s, action) {
      judge(s, action);
    },
    forGame<E extends GameEvent>(): MachineGameFunctions<S, A, E> {
      return {
        activePlayer: machine.activePlayer,
        legalActions: machine.legalActions,
        // The machine returns the events its handlers logged: the game's own union E.
        step: machine.step as (state: S, action: A, opts?: StepOptions) => StepResult<S, E>,
        apply: machine.apply,
        isTerminal: isOver,
      };
    },
  };
  return machine;
}
