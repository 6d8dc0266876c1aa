/**
 * The decision stack's shape (issue 21): each game states which stacks of pending tasks play
 * builds (`stack-shape.ts` of La Legión and Mar y Acero; Taifa's round with at most one task over
 * it), and `validate` accepts exactly those: every stack of seeded play, and none of the broken
 * ones a hand or a hostile client writes (a duplicated bottom task, 200,000 copies of the top one,
 * a turn without its end, a side's step with the other side's part skipped).
 */
import { describe, expect, it } from 'vitest';
import { createRng, isValidationError, seededDice, type ValidationProblem } from 'reglas/core';
import { laLegion, type LegionState } from 'reglas/la-legion';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { taifa } from 'reglas/taifa';
import { stackShapeProblems as legionShape } from '../../src/games/la-legion/stack-shape.js';
import { stackShapeProblems as myaShape } from '../../src/games/mar-y-acero/stack-shape.js';

function problems(run: () => unknown): ValidationProblem[] {
  try {
    run();
  } catch (error) {
    if (isValidationError(error)) return [...error.problems];
    throw error;
  }
  return [];
}

/** Every state of `games` seeded random games of `game` with `options`. */
function* played<S>(game: { setup(o: never): S; legalActions(s: S): unknown[]; apply(s: S, a: never): S }, options: object, games: number): Generator<S> {
  const dice = seededDice(createRng('stack-shapes'));
  for (let i = 0; i < games; i++) {
    let s = game.setup({ seed: `shape-${i}`, ...options } as never);
    for (;;) {
      yield s;
      const legal = game.legalActions(s);
      if (legal.length === 0) break;
      s = game.apply(s, legal[dice.below(legal.length)] as never);
    }
  }
}

describe('La Legión: the stacks play builds (stack-shape.ts), and no other', () => {
  const s0 = laLegion.setup({ seed: 'shapes' });
  const refused = (tasks: LegionState['tasks'], path: RegExp): void => {
    const found = problems(() => laLegion.validate({ ...s0, tasks }));
    expect(found.some((p) => path.test(p.path)), JSON.stringify(found.slice(0, 3))).toBe(true);
  };
  it('every stack of seeded play, standard, free set-up and surrender, is one of them', () => {
    let n = 0;
    for (const o of [{}, { deployment: 'free' }, { surrender: true }]) {
      for (const s of played(laLegion, o, 2)) {
        expect(legionShape(s)).toEqual([]);
        n++;
      }
    }
    expect(n).toBeGreaterThan(1000);
  });
  it('4: a duplicated bottom task (two end-turn) is refused', () => {
    refused([s0.tasks[0]!, ...s0.tasks], /^state\.tasks\[1\]$/);
  });
  it('10: 200,000 copies of the top task are refused, in a short message', () => {
    const top = s0.tasks[s0.tasks.length - 1]!;
    const tasks = [...s0.tasks, ...Array.from({ length: 200_000 }, () => top)];
    let message = '';
    try {
      laLegion.validate({ ...s0, tasks });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/state\.tasks\[\d+\]: .*cannot lie here/);
    expect(message.length).toBeLessThan(3000);
  });
  it("4: a stack without its end-of-turn task is refused (it would throw 'the task stack is empty' later)", () => {
    refused(s0.tasks.slice(1), /^state\.tasks\[0\]$/);
  });
  it('10: [end-turn, combat moroccan] is refused: it would skip the Spanish part of the turn', () => {
    refused([{ t: 'end-turn' }, { t: 'combat', side: 'moroccan' }], /^state\.tasks\[1\]$/);
  });
  it('10: a step missing below one that remains, and a step of the other side, are refused', () => {
    refused([{ t: 'end-turn' }, { t: 'side', side: 'spanish' }, { t: 'combat', side: 'moroccan' }, { t: 'bombard', side: 'moroccan' }], /^state\.tasks\[3\]$/);
    refused([{ t: 'end-turn' }, { t: 'side', side: 'spanish' }, { t: 'combat', side: 'spanish' }], /^state\.tasks\[2\]$/);
  });
  it('6: set-up steps on a later turn, or out of their order, are refused', () => {
    refused([{ t: 'turn' }, { t: 'deploy', side: 'spanish', step: 'rest' }, { t: 'deploy', side: 'moroccan', step: 'rest' }], /^state\.tasks\[1\]$/);
  });
  it('the stacks that play does build are accepted by validate: a turn being set up, the Moroccan combat declared', () => {
    expect(problems(() => laLegion.validate({ ...s0, tasks: [{ t: 'end-turn' }, { t: 'side', side: 'spanish' }, { t: 'combat', side: 'moroccan' }] }))).toEqual([]);
  });
});

describe('Mar y Acero: the phases at the bottom in their order of play (stack-shape.ts)', () => {
  const inPlay = (() => {
    for (const s of played(marYAcero, {}, 1)) if (s.turn === 2 && s.tasks.length >= 3 && s.tasks[0]?.t === 'phase') return s;
    throw new Error('no state of turn 2 in play');
  })();
  it('every stack of seeded play, two-player and solitaire at each level, is one of them', () => {
    let n = 0;
    for (const o of [{}, { mode: 'solitaire', level: 0 }, { mode: 'solitaire', level: 1 }, { mode: 'solitaire', level: 2 }]) {
      for (const s of played(marYAcero, o, 2)) {
        expect(myaShape(s as MyaState)).toEqual([]);
        n++;
      }
    }
    expect(n).toBeGreaterThan(1000);
  });
  it('4.3.2: a duplicated bottom task (the Final phase twice) is refused', () => {
    const found = problems(() => marYAcero.validate({ ...inPlay, tasks: [inPlay.tasks[0]!, ...inPlay.tasks] }));
    expect(found.some((p) => p.path === 'state.tasks[1]' && /order of play/.test(p.message)), JSON.stringify(found)).toBe(true);
  });
  it('4.3.2: phases out of their order, and a phase over a decision, are refused', () => {
    const swapped: MyaState['tasks'] = [{ t: 'phase', phase: 'final' }, { t: 'phase', phase: 'destiny' }, { t: 'phase', phase: 'impulses' }, { t: 'impulse', seat: 'spanish' }];
    expect(problems(() => marYAcero.validate({ ...inPlay, tasks: swapped })).some((p) => p.path === 'state.tasks[2]')).toBe(true);
    const over: MyaState['tasks'] = [{ t: 'phase', phase: 'final' }, { t: 'phase', phase: 'impulses' }, { t: 'impulse', seat: 'spanish' }, { t: 'phase', phase: 'event' }];
    expect(problems(() => marYAcero.validate({ ...inPlay, tasks: over })).some((p) => p.path === 'state.tasks[3]')).toBe(true);
  });
  it('4.3.2 II, IV: an Event choice off the reveal, and an impulse off the Impulse phase, are refused', () => {
    expect(myaShape({ ...inPlay, tasks: [{ t: 'phase', phase: 'final' }, { t: 'chooseEvent', seat: 'spanish' }] })[0]?.path).toBe('state.tasks[1]');
    expect(myaShape({ ...inPlay, tasks: [{ t: 'phase', phase: 'final' }, { t: 'phase', phase: 'impulses' }, { t: 'impulse', seat: 'indigenous' }, { t: 'impulse', seat: 'spanish' }] })[0]?.path).toBe('state.tasks[3]');
  });
});

describe('Taifa: the round at the bottom, at most one task over it (4.3)', () => {
  it('a duplicated round and a task under the top one are refused', () => {
    const s = taifa.setup({ seed: 'shapes' });
    expect(problems(() => taifa.validate({ ...s, tasks: [s.tasks[0]!, ...s.tasks] })).some((p) => /state\.tasks\[1\]/.test(p.path))).toBe(true);
  });
});
