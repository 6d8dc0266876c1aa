import { describe, expect, it } from 'vitest';
import { answering, createRng, defineMachine, IllegalActionError, SILENT, stepDice, type RngState, type TaskHandlers } from 'reglas/core';

/**
 * A toy decision taking two of three action types: `answering` narrows the action `act` sees to
 * those two, and the machine refuses the third before `accepts` or `act` is asked.
 */
type Task = { readonly t: 'pick' } | { readonly t: 'other' };
interface S {
  readonly rng: RngState;
  readonly picked: string;
  readonly tasks: readonly Task[];
}
type A = { readonly type: 'take'; readonly n: number } | { readonly type: 'skip' } | { readonly type: 'move'; readonly to: string };

const asked: string[] = [];
const handlers: TaskHandlers<S, Task, A> = {
  pick: answering({
    rule: '1',
    seat: () => 'p1',
    answers: ['take', 'skip'],
    legal: () => [{ type: 'take', n: 1 }, { type: 'take', n: 2 }, { type: 'skip' }],
    accepts: (_s, _t, a) => {
      asked.push(a.type);
      return a.type === 'skip' || a.n <= 2;
    },
    // `a` is the take or the skip: `a.n` type-checks after the test of `a.type`, and 'move' is no case
    act: (s, _t, a) => ({ ...s, picked: a.type === 'take' ? `take ${a.n}` : a.type, tasks: [] }),
  }),
  other: { rule: '2' },
};
// What the compiler refuses (checked by `npm run typecheck`): a type the game has not, and a
// field of a type the decision does not answer. Never run: only compiled (hence the `_`).
const _refused: TaskHandlers<S, Task, A> = {
  pick: answering({
    rule: '1',
    seat: () => 'p1',
    // @ts-expect-error 'jump' is no action type of the game
    answers: ['take', 'jump'],
    legal: () => [],
  }),
  other: answering({
    rule: '2',
    seat: () => 'p1',
    answers: ['take'],
    // @ts-expect-error a 'move' is not answered here: act never sees its `to`
    act: (s, _t, a) => ({ ...s, picked: a.to }),
  }),
};

const machine = defineMachine<S, Task, A>({ game: 'toy', handlers, isOver: (s) => s.tasks.length === 0, endRule: '3' });
const start = (): S => machine.advance({ rng: createRng('x'), picked: '', tasks: [{ t: 'pick' }] }, { dice: stepDice(createRng('x')), log: SILENT });

describe('answering: a decision whose answers narrow the action act receives', () => {
  it('plays an answered action with its own fields', () => {
    expect(machine.apply(start(), { type: 'take', n: 2 }).picked).toBe('take 2');
    expect(machine.apply(start(), { type: 'skip' }).picked).toBe('skip');
  });

  it('refuses another type as wrong-phase before accepts is asked', () => {
    asked.length = 0;
    let thrown: unknown;
    try {
      machine.apply(start(), { type: 'move', to: '0101' });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(IllegalActionError);
    expect((thrown as IllegalActionError).code).toBe('wrong-phase');
    expect(asked).toEqual([]);
  });
});
