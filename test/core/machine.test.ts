import { describe, expect, it } from 'vitest';
import {
  BOT_ACTION,
  type BotAction,
  createRng,
  deepFreeze,
  defineMachine,
  IllegalActionError,
  sameAction,
  scriptedDice,
  SILENT,
  stepDice,
  ValidationError,
  type RngState,
  type TaskHandlers,
} from 'reglas/core';

/**
 * A toy game on the machine: two seats take turns adding 1-3 to a total; at 10 or more the game
 * ends. Each turn starts with an automatic `phase` task; adding 2 lets the other seat answer
 * (a nested `response` task pushed on the turn). Seat `b` may be a bot: on its turn it rolls a
 * die for its number (the turn's bot handler, its own rules); to a response it says yes (the
 * game's chooser, picking among the legal actions).
 */
type Seat = 'a' | 'b';
type Task = { readonly t: 'phase' } | { readonly t: 'turn'; readonly seat: Seat } | { readonly t: 'response'; readonly seat: Seat; readonly to: number };
interface S {
  readonly rng: RngState;
  readonly total: number;
  readonly turns: number;
  readonly bot: Seat | null;
  readonly tasks: readonly Task[];
}
type A = { readonly type: 'add'; readonly n: number } | { readonly type: 'answer'; readonly yes: boolean } | BotAction;

const other = (s: Seat): Seat => (s === 'a' ? 'b' : 'a');
const over = (s: S): boolean => s.total >= 10;

const handlers: TaskHandlers<S, Task, A> = {
  phase: {
    rule: '1',
    auto: (s, _t, ctx) => {
      if (ctx.log.on) ctx.log.push({ type: 'turn-start', text: `turn ${s.turns + 1}`, rule: '1' });
      const seat: Seat = s.turns % 2 === 0 ? 'a' : 'b';
      return machine.replaceTop({ ...s, turns: s.turns + 1 }, { t: 'phase' }, { t: 'turn', seat });
    },
  },
  turn: {
    rule: '2',
    prompt: (_s, t) => `${t.seat} adds 1 to 3`,
    seat: (_s, t) => t.seat,
    answers: ['add'],
    legal: (s) => {
      const out: A[] = [];
      // 2.1: never past 11.
      for (let n = 1; n <= 3; n++) if (s.total + n <= 11) out.push({ type: 'add', n });
      return out;
    },
    act: (s, t, a, ctx) => {
      const n = a.type === 'add' ? a.n : 0;
      if (ctx.log.on) ctx.log.push({ type: 'add', text: `${t.seat} adds ${n}`, rule: '2' });
      const next = machine.pop({ ...s, total: s.total + n });
      return n === 2 ? machine.push(next, { t: 'response', seat: other(t.seat), to: s.total + n }) : next;
    },
    explain: (s, _t, a) => (a.type === 'add' && s.total + a.n > 11 ? new IllegalActionError('past-eleven', `${s.total} + ${a.n} is past 11`, '2.1') : null),
    bot: (s, t, ctx) => {
      const n = Math.min(3, 11 - s.total, Math.ceil(ctx.dice.d6() / 2));
      if (ctx.log.on) ctx.log.push({ type: 'bot-add', text: `bot ${t.seat} adds ${n}`, rule: '3' });
      return machine.pop({ ...s, total: s.total + n });
    },
  },
  response: {
    rule: '2.2',
    seat: (_s, t) => t.seat,
    legal: (s, t) =>
      t.to === s.total && s.total < 10
        ? [
            { type: 'answer', yes: true },
            { type: 'answer', yes: false },
          ]
        : [],
    act: (s, _t, a) => machine.pop(a.type === 'answer' && a.yes ? { ...s, total: s.total + 1 } : s),
  },
};

const machine = defineMachine<S, Task, A>({
  game: 'toy',
  handlers,
  isOver: over,
  endRule: '4',
  isBot: (s, seat) => s.bot === seat,
  bot: {
    choose: (s, _t, legal) => ({ state: s, action: legal.find((a) => a.type === 'answer' && a.yes) ?? legal[0]! }),
  },
});

function start(bot: Seat | null = null): S {
  const s: S = { rng: createRng('toy'), total: 0, turns: 0, bot, tasks: [{ t: 'phase' }] };
  return machine.advance(s, { dice: stepDice(s.rng), log: SILENT });
}

describe('the decision machine (core)', () => {
  it('advance plays automatic tasks and rests on a decision with two or more actions', () => {
    const s = start();
    expect(s.turns).toBe(1);
    expect(machine.activePlayer(s)).toBe('a');
    expect(machine.legalActions(s)).toEqual([
      { type: 'add', n: 1 },
      { type: 'add', n: 2 },
      { type: 'add', n: 3 },
    ]);
    expect(machine.pending(s)).toEqual({ kind: 'turn', seat: 'a', bot: false, prompt: 'a adds 1 to 3', rule: '2' });
  });

  it('a nested task pushed by an action is decided before the task under it, then play goes on', () => {
    const s = machine.step(start(), { type: 'add', n: 2 });
    expect(machine.activePlayer(s.state)).toBe('b');
    expect(machine.top(s.state)).toEqual({ t: 'response', seat: 'b', to: 2 });
    const r = machine.step(s.state, { type: 'answer', yes: true });
    expect(r.state.total).toBe(3);
    expect(machine.top(r.state)).toEqual({ t: 'turn', seat: 'b' });
    expect(r.events.map((e) => e.type)).toEqual(['turn-start']);
  });

  it('a decision with one legal action is played inside the step; one with none runs its auto (default: popped)', () => {
    let s = start();
    for (const n of [3, 3, 3]) s = machine.apply(s, { type: 'add', n });
    // total 9: 'a' may add 1 or 2 (11 at most)
    expect(machine.legalActions(s)).toEqual([
      { type: 'add', n: 1 },
      { type: 'add', n: 2 },
    ]);
    const r = machine.step(s, { type: 'add', n: 2 });
    // the response task lists nothing at 11: popped; the game is over and the stack cleared
    expect(r.state.total).toBe(11);
    expect(r.state.tasks).toEqual([]);
    expect(machine.legalActions(r.state)).toEqual([]);
    expect(machine.activePlayer(r.state)).toBeNull();
  });

  it('start plays set-up to the first decision, returns its events and keeps the generator', () => {
    const s: S = { rng: createRng('toy'), total: 0, turns: 0, bot: null, tasks: [{ t: 'phase' }] };
    const begun = machine.start(deepFreeze(s));
    expect(begun.state).toEqual(start());
    expect(begun.events.map((e) => e.type)).toEqual(['turn-start']);
  });

  it('step and apply agree and never mutate their input', () => {
    const s = deepFreeze(start());
    const a = deepFreeze({ type: 'add', n: 3 } as A);
    expect(machine.apply(s, a)).toEqual(machine.step(s, a).state);
  });

  it('legalActions hands out a copy: altering it changes nothing', () => {
    const s = start();
    const legal = machine.legalActions(s);
    legal.length = 0;
    expect(machine.legalActions(s)).toHaveLength(3);
  });

  it('forGame answers the contract as the machine does, isTerminal from isOver', () => {
    const fns = machine.forGame();
    let s = start();
    while (!over(s)) {
      expect(fns.isTerminal(s)).toBe(false);
      expect(fns.activePlayer(s)).toBe(machine.activePlayer(s));
      const legal = fns.legalActions(s);
      expect(legal).toEqual(machine.legalActions(s));
      const a = legal[0]!;
      expect(fns.apply(s, a)).toEqual(machine.step(s, a).state);
      expect(fns.step(s, a)).toEqual(machine.step(s, a));
      s = fns.apply(s, a);
    }
    expect(fns.isTerminal(s)).toBe(true);
    expect(fns.legalActions(s)).toEqual([]);
  });

  it('a bot seat whose decision has no bot handler rests with [{ type: "bot" }] and plays the chooser\'s pick', () => {
    let s = machine.apply(start('b'), { type: 'add', n: 2 });
    expect(machine.top(s)).toEqual({ t: 'response', seat: 'b', to: 2 });
    expect(machine.activePlayer(s)).toBe('b');
    expect(machine.legalActions(s)).toEqual([BOT_ACTION]);
    expect(machine.pending(s)?.bot).toBe(true);
    s = machine.apply(s, BOT_ACTION);
    expect(s.total).toBe(3);
  });

  it('a bot handler plays the decision by its own rules, with the step dice', () => {
    const s = machine.apply(start('b'), { type: 'add', n: 1 });
    expect(machine.legalActions(s)).toEqual([BOT_ACTION]);
    const r = machine.step(s, BOT_ACTION, { dice: scriptedDice([5]) });
    expect(r.events.map((e) => e.text)).toContain('bot b adds 3');
    expect(r.state.total).toBe(4);
  });

  describe('reasons for an illegal action', () => {
    const s = start();
    const code = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        if (e instanceof IllegalActionError) return `${e.code} ${e.rule}`;
        throw e;
      }
      return 'none';
    };

    it('an action of another decision is wrong-phase, naming the pending decision', () => {
      expect(code(() => machine.step(s, { type: 'answer', yes: true }))).toBe('wrong-phase 2');
      expect(() => machine.check(s, { type: 'answer', yes: true })).toThrow(/a adds 1 to 3/);
    });

    it("the handler's explain gives the first broken rule", () => {
      let t = s;
      for (const n of [3, 3, 3]) t = machine.apply(t, { type: 'add', n });
      expect(code(() => machine.step(t, { type: 'add', n: 3 }))).toBe('past-eleven 2.1');
    });

    it('otherwise the generic not-legal reason lists what is legal', () => {
      expect(code(() => machine.step(s, { type: 'add', n: 7 }))).toBe('not-legal 2');
      expect(() => machine.step(s, { type: 'add', n: 7 })).toThrow(/Legal \(3\)/);
    });

    it("a bot action where a person decides, or a person's action where a bot decides, is not-your-decision", () => {
      expect(code(() => machine.step(s, BOT_ACTION))).toBe('not-your-decision 2');
      const b = machine.apply(start('b'), { type: 'add', n: 1 });
      expect(code(() => machine.step(b, { type: 'add', n: 1 }))).toBe('not-your-decision 2');
    });

    it('a malformed action is bad-action, and an ended game is game-over', () => {
      expect(code(() => machine.step(s, null as unknown as A))).toBe('bad-action 2');
      expect(code(() => machine.step(s, { n: 1 } as unknown as A))).toBe('bad-action 2');
      let t = s;
      for (const n of [3, 3, 3, 1]) t = machine.apply(t, { type: 'add', n });
      expect(code(() => machine.step(t, { type: 'add', n: 1 }))).toBe('game-over 4');
    });

    it('a value that is not a state is a ValidationError, not a crash inside', () => {
      expect(() => machine.legalActions({} as S)).toThrow(ValidationError);
      expect(() => machine.apply(null as unknown as S, { type: 'add', n: 1 })).toThrow(ValidationError);
      expect(() => machine.activePlayer(42 as unknown as S)).toThrow(ValidationError);
    });
  });

  it('sameAction compares flat fields, and nested values as JSON', () => {
    expect(sameAction({ type: 'add', n: 1 } as A, { type: 'add', n: 1 } as A)).toBe(true);
    expect(sameAction({ type: 'add', n: 1 } as A, { type: 'add', n: 2 } as A)).toBe(false);
    expect(sameAction({ type: 'x', l: [1, 2] } as never, { type: 'x', l: [1, 2] } as never)).toBe(true);
    expect(sameAction({ type: 'x', l: [1, 2] } as never, { type: 'x', l: [2, 1] } as never)).toBe(false);
    expect(sameAction({ type: 'add', n: 1 } as A, { type: 'add', n: 1, extra: 0 } as never)).toBe(false);
  });
});
