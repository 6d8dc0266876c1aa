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
    expect(
      found.some((p) => path.test(p.path)),
      JSON.stringify(found.slice(0, 3)),
    ).toBe(true);
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
    expect(problems(() => laLegion.validate({ ...s0, tasks: [{ t: 'end-turn' }, { t: 'side', side: 'spanish' }, { t: 'combat', side: 'moroccan' }] }))).toEqual(
      [],
    );
  });
});

describe('Mar y Acero: the phases at the bottom in their order of play, every task over them where play puts it (stack-shape.ts)', () => {
  const inPlay = (() => {
    for (const s of played(marYAcero, {}, 1)) if (s.turn === 2 && s.tasks.length >= 3 && s.tasks[0]?.t === 'phase') return s;
    throw new Error('no state of turn 2 in play');
  })();
  it('every stack of seeded play, nested decisions included, two-player, with card 40 and solitaire at each level, is one of them', () => {
    let n = 0;
    for (const o of [
      {},
      { optionalRules: { testament: true } },
      { mode: 'solitaire', level: 0 },
      { mode: 'solitaire', level: 1 },
      { mode: 'solitaire', level: 2 },
    ]) {
      for (const s of played(marYAcero, o, 2)) {
        expect(myaShape(s as MyaState)).toEqual([]);
        n++;
      }
    }
    expect(n).toBeGreaterThan(1000);
  });
  it('4.3.2: a duplicated bottom task (the Final phase twice) is refused', () => {
    const found = problems(() => marYAcero.validate({ ...inPlay, tasks: [inPlay.tasks[0]!, ...inPlay.tasks] }));
    expect(
      found.some((p) => p.path === 'state.tasks[1]' && /order of play/.test(p.message)),
      JSON.stringify(found),
    ).toBe(true);
  });
  it('4.3.2: phases out of their order, and a phase over a decision, are refused', () => {
    const swapped: MyaState['tasks'] = [
      { t: 'phase', phase: 'final' },
      { t: 'phase', phase: 'destiny' },
      { t: 'phase', phase: 'impulses' },
      { t: 'impulse', seat: 'spanish' },
    ];
    expect(problems(() => marYAcero.validate({ ...inPlay, tasks: swapped })).some((p) => p.path === 'state.tasks[2]')).toBe(true);
    const over: MyaState['tasks'] = [
      { t: 'phase', phase: 'final' },
      { t: 'phase', phase: 'impulses' },
      { t: 'impulse', seat: 'spanish' },
      { t: 'phase', phase: 'event' },
    ];
    expect(problems(() => marYAcero.validate({ ...inPlay, tasks: over })).some((p) => p.path === 'state.tasks[3]')).toBe(true);
  });
  /** The Final and Impulse phases of turn 2 under `over`, as the stack of a state of play. */
  const turn2 = (...over: MyaState['tasks']): MyaState => ({ ...inPlay, tasks: [{ t: 'phase', phase: 'final' }, { t: 'phase', phase: 'impulses' }, ...over] });
  const spanishImpulse: MyaState['tasks'][number] = { t: 'impulse', seat: 'spanish' };
  const settle: MyaState['tasks'][number] = { t: 'settle' };
  const combat = (area: number): MyaState['tasks'][number] => ({
    t: 'combat',
    area,
    a: 'spanish',
    d: 'indigenous',
    first: null,
    origins: [],
    round: 1,
    stage: 'commitA',
    ca: [],
    cd: [],
    diceA: [],
    diceD: [],
    hitsOnA: 0,
    hitsOnD: 0,
    doneA: false,
    doneD: false,
    navalPaid: false,
    credits: [],
    label: 'test',
  });
  const activation = (area: number): MyaState['tasks'][number] => ({
    t: 'activation',
    seat: 'spanish',
    origin: area,
    open: [area],
    left: Array.from({ length: 15 }, () => []),
    paid: [],
    credits: [],
    fights: [],
    origins: [],
    moved: false,
    free: false,
    facts: null,
    returned: 0,
  });
  it('4.4.1 B: the stacks of an activation play builds are accepted: its movement, the settlement and the combat order under a combat', () => {
    expect(myaShape(turn2(spanishImpulse, activation(6)))).toEqual([]);
    expect(myaShape(turn2(spanishImpulse, settle, { t: 'fightOrder', seat: 'spanish', areas: [7], origins: [] }, combat(5)))).toEqual([]);
  });
  it('4.4.1 B, 4.3.2 III: a combat over a PRR task is refused: combats follow a movement, a deployment, a card or the conflict', () => {
    const prr = (seat: 'spanish' | 'indigenous'): MyaState['tasks'][number] => ({ t: 'prr', seat, points: 2, lastBag: null, drawn: [] });
    const found = myaShape(turn2({ t: 'scribeOffer', seat: 'spanish', areas: [] }, prr('spanish'), combat(5)));
    expect(found[0]?.path).toBe('state.tasks[4]');
    expect(found[0]?.message).toMatch(/a 'combat' task cannot lie here: play never puts it over a 'prr' task/);
    // 4.3.2 III: the two sides' PRR, the Spanish below the Indigenous; one side's twice is refused.
    expect(myaShape(turn2({ t: 'scribeOffer', seat: 'spanish', areas: [] }, prr('spanish'), prr('indigenous')))).toEqual([]);
    expect(myaShape(turn2({ t: 'scribeOffer', seat: 'spanish', areas: [] }, prr('spanish'), prr('spanish')))[0]?.path).toBe('state.tasks[4]');
  });
  it('4.4.1 A: a second activation nested in the first is refused (an impulse activates one area at a time)', () => {
    // A card's free activation (card 37) lies over a settlement; inside an impulse's activation it cannot.
    const found = problems(() => marYAcero.validate(turn2(spanishImpulse, activation(6), settle, activation(8))));
    expect(
      found.some((p) => p.path === 'state.tasks[5]' && /one activation at a time/.test(p.message)),
      JSON.stringify(found),
    ).toBe(true);
  });
  it('4.3.2 II, 4.4.1 B: the combats a deployment queues lie in distinct areas; two in one area are refused', () => {
    expect(myaShape(turn2(spanishImpulse, settle, combat(5), combat(7)))).toEqual([]);
    expect(myaShape(turn2(spanishImpulse, settle, combat(5), combat(5)))[0]?.message).toMatch(/area 5 is also at state\.tasks\[4\]/);
  });
  it('200,000 settlements under a decision are refused, in a short message (at most three wait in a row)', () => {
    const tasks = [...turn2(spanishImpulse).tasks, ...Array.from({ length: 200_000 }, () => settle), combat(5)];
    let message = '';
    try {
      marYAcero.validate({ ...inPlay, tasks });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/state\.tasks\[6\]: .*at most 3 settlements wait in a row/);
    expect(message.length).toBeLessThan(3000);
    expect(myaShape(turn2(spanishImpulse, settle, settle, settle, combat(5)))).toEqual([]);
  });
  it("4.3.2 II: a card's effects nest no deeper than its tables, and the Event cards revealed lie Indigenous over Spanish", () => {
    const effects = (card: number, seat: 'spanish' | 'indigenous'): MyaState['tasks'][number] => ({
      t: 'effects',
      seat,
      card,
      effects: [{ kind: 'royalSupport', delta: 1 }],
    });
    const reveal = (...over: MyaState['tasks']): MyaState => ({
      ...inPlay,
      tasks: [{ t: 'phase', phase: 'final' }, { t: 'phase', phase: 'impulses' }, { t: 'phase', phase: 'reinforcement' }, settle, ...over],
    });
    expect(
      myaShape(
        reveal(effects(12, 'spanish'), effects(3, 'indigenous'), effects(3, 'indigenous'), {
          t: 'choose',
          seat: 'spanish',
          purpose: 'intrigue',
          options: [0, 1],
        }),
      ),
    ).toEqual([]);
    // Card 3 has one table: its list and one row, not a third level.
    expect(myaShape(reveal(effects(12, 'spanish'), effects(3, 'indigenous'), effects(3, 'indigenous'), effects(3, 'indigenous')))[0]?.message).toMatch(
      /card 3's effects pend at most 2 deep/,
    );
    expect(myaShape(reveal(effects(3, 'indigenous'), effects(12, 'spanish')))[0]?.path).toBe('state.tasks[5]');
  });
  it("card 40: the testament follows a settlement (Colón's death) and only deploys; a card's choice over it is refused", () => {
    const testament: MyaState['tasks'][number] = {
      t: 'effects',
      seat: 'spanish',
      card: 40,
      effects: [{ kind: 'deploy', side: 'spanish', units: [{ bag: 'settler', count: 2 }], where: [{ filter: 'spanish' }], overstack: false }],
    };
    expect(myaShape(turn2(spanishImpulse, testament))).toEqual([]);
    expect(myaShape(turn2(spanishImpulse, testament, { t: 'choose', seat: 'spanish', purpose: 'paradise', options: [6] }))[0]?.message).toMatch(
      /play never puts it over a 'effects:testament' task/,
    );
  });
  it('4.3.2 II, IV: an Event choice off the reveal, and an impulse off the Impulse phase, are refused', () => {
    expect(
      myaShape({
        ...inPlay,
        tasks: [
          { t: 'phase', phase: 'final' },
          { t: 'chooseEvent', seat: 'spanish' },
        ],
      })[0]?.path,
    ).toBe('state.tasks[1]');
    expect(
      myaShape({
        ...inPlay,
        tasks: [
          { t: 'phase', phase: 'final' },
          { t: 'phase', phase: 'impulses' },
          { t: 'impulse', seat: 'indigenous' },
          { t: 'impulse', seat: 'spanish' },
        ],
      })[0]?.path,
    ).toBe('state.tasks[3]');
  });
});

describe('Taifa: the round at the bottom, at most one task over it (4.3)', () => {
  it('a duplicated round and a task under the top one are refused', () => {
    const s = taifa.setup({ seed: 'shapes' });
    expect(problems(() => taifa.validate({ ...s, tasks: [s.tasks[0]!, ...s.tasks] })).some((p) => /state\.tasks\[1\]/.test(p.path))).toBe(true);
  });
});
