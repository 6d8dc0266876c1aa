import { describe, expect, it } from 'vitest';
import { newActivation } from '../../src/games/mar-y-acero/movement.js';
import { createRng, recordingLog, scriptedDice, stepDice, type Dice, type StepContext } from '../../src/core/index.js';
import { combatFactor, marYAcero } from '../../src/games/mar-y-acero/index.js';
import { myaMachine } from '../../src/games/mar-y-acero/machine.js';
import { PIECE_KINDS } from '../../src/games/mar-y-acero/data/units.js';
import { weighedFactor } from '../../src/games/mar-y-acero/nitayno/board.js';
import { nitaynoDecide } from '../../src/games/mar-y-acero/nitayno/index.js';
import type { NitaynoPlan } from '../../src/games/mar-y-acero/nitayno/state.js';
import type { MyaAction } from '../../src/games/mar-y-acero/actions.js';
import type { CombatTask, MyaState, Piece, Task } from '../../src/games/mar-y-acero/state.js';
import { SENTINEL } from './helpers.js';
import { INDIGENOUS, position as solitairePosition, type Spec } from './solitaire-helpers.js';

/** A solitaire position on turn 3 (3 impulses left each: plan stamp 33) with these tasks pending. */
function position(spec: Spec, tasks: Task[], over: Partial<MyaState> = {}, plan: NitaynoPlan | null = null): MyaState {
  return solitairePosition(spec, { rng: createRng('solitaire-fixes'), tasks, ...over }, { plan });
}

const MARKERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 1, 2, 7, 8, 9];

/** Dice whose area-marker draws give `areas` in order; a draw beyond them fails the test. */
function forcedDraws(areas: number[]): Dice {
  const script = scriptedDice([]);
  return {
    d6: () => script.d6(),
    d10: () => script.d10(),
    roll: (f) => {
      if (f.length !== MARKERS.length) return script.roll(f);
      const v = areas.shift();
      if (v === undefined) throw new Error('an area marker was drawn that the test did not expect');
      return v;
    },
    below: () => 0,
    shuffle: (items) => items.slice(),
  };
}

function ctxOf(s: MyaState, dice?: Dice): StepContext & { log: ReturnType<typeof recordingLog> } {
  return { dice: stepDice(s.rng, dice), log: recordingLog() };
}

const activation = (origin: number, entered: number[] = []): Task => ({
  t: 'activation',
  seat: 'indigenous',
  origin,
  open: [origin, ...entered],
  left: newActivation('indigenous', origin).left,
  paid: [],
  credits: [],
  fights: [],
  origins: [],
  moved: entered.length > 0,
  free: false,
  facts: null,
  returned: 0,
});

function combat(area: number, stage: CombatTask['stage'], a: CombatTask['a'], d: CombatTask['d'], ca: string[] = [], cd: string[] = []): CombatTask {
  return {
    t: 'combat',
    area,
    a,
    d,
    first: null,
    origins: [],
    round: 1,
    stage,
    ca,
    cd,
    diceA: [],
    diceD: [],
    hitsOnA: 0,
    hitsOnD: 0,
    doneA: false,
    doneD: false,
    navalPaid: false,
    credits: [],
    label: 'conflict',
  };
}

describe('5.3.4 reinforcements go only to areas the Nitayno controls', () => {
  const prr: Task = { t: 'prr', seat: 'indigenous', points: 2, lastBag: null, drawn: [] };
  const legal: MyaAction[] = [
    { type: 'draw', bag: 'taino' },
    { type: 'draw', bag: 'carib' },
    { type: 'draw', bag: 'rebel' },
  ];

  it('5.3.4: an area where Spanish pieces stand beside Indigenous ones is not under Indigenous control (4.2): the count-down passes it', () => {
    // Marker 6 drawn: area 6 holds a Calinago and an Espatario (nobody controls it, 4.2), so the
    // count-down goes on to area 5, Indigenous with a Naboria: a Taíno is bought for area 5.
    const s = position({ 6: ['calinago', 'espatario'], 5: ['naboria'] }, [prr]);
    const ctx = ctxOf(s, forcedDraws([6]));
    const d = nitaynoDecide(s, legal, ctx);
    expect(d.action).toEqual({ type: 'draw', bag: 'taino' });
    expect(d.solitaire?.plan).toEqual({ kind: 'reinforce', areas: [5] });
  });

  it('5.3.4: an area with Indigenous pieces only is still a valid reinforcement area', () => {
    const s = position({ 6: ['calinago'], 5: ['naboria'] }, [prr]);
    const d = nitaynoDecide(s, legal, ctxOf(s, forcedDraws([6])));
    expect(d.action).toEqual({ type: 'draw', bag: 'carib' });
    expect(d.solitaire?.plan).toEqual({ kind: 'reinforce', areas: [6] });
  });
});

describe('4.2 / 5.3.5 clearing an over-stacked area', () => {
  // Area 11 was entered by the planned Naboria and now holds four units and Caonabó (limit 3);
  // the engine does not offer `end-move` until a unit leaves.
  const plan: NitaynoPlan = { kind: 'move', from: 12, to: 11, via: null, pieces: ['naboria-1'], priority: 3, stamp: 33 };
  const moves = (to: number[]) =>
    ['caonabo-0', 'naboria-1', 'calinago-2', 'tama-3', 'cacique-4'].flatMap((piece) => to.map((t): MyaAction => ({ type: 'move', piece, to: t })));

  it('4.2: a unit moves out, never a leader (leaders do not count for stacking), the strongest one (5.3.5 "mayor FC")', () => {
    const s = position({ 11: ['caonabo', 'naboria', 'calinago', 'tama', 'cacique'], 12: ['naboria'] }, [activation(12, [11])], {}, plan);
    const d = nitaynoDecide(s, moves([10, 12]), ctxOf(s, forcedDraws([])));
    // Calinago and Tama both attack at 3; the Calinago is listed first. Area 12 holds a unit, area 10 none.
    expect(d.action).toEqual({ type: 'move', piece: 'calinago-2', to: 12 });
  });

  it('4.2: the unit goes where it fits, not into a full area that would be over-stacked in turn', () => {
    // Area 12 holds three units already (the most Indigenous units, but no room); area 10 is empty.
    const s = position({ 11: ['caonabo', 'naboria', 'calinago', 'tama', 'cacique'], 12: ['naboria', 'naboria', 'naboria'] }, [activation(12, [11])], {}, plan);
    const d = nitaynoDecide(s, moves([10, 12]), ctxOf(s, forcedDraws([])));
    expect(d.action).toEqual({ type: 'move', piece: 'calinago-2', to: 10 });
  });
});

describe('4.3.2 I Taíno-Carib conflict: the Nitayno weighs the conflict factor', () => {
  it("4.3.2 I: the conflict factor weighed is the engine's combatFactor with conflict = true, for every kind, area and modifier", () => {
    const wrong: string[] = [];
    const base = position({}, []);
    for (const anacaona of [null, 'indigenous'] as const)
      for (const palisade of [false, true]) {
        const s = { ...base, map: base.map.map((a) => ({ ...a, anacaona, palisade })) };
        for (const kind of PIECE_KINDS)
          for (const reduced of [false, true]) {
            const p: Piece = { id: 'x', kind, side: INDIGENOUS.includes(kind) ? 'indigenous' : 'spanish', reduced };
            if (kind === 'hijos') continue; // takes no part in combat (rulebook 3): weighs 0
            for (let area = 1; area <= 15; area++)
              for (const attacking of [false, true]) {
                const engine = combatFactor(s, p, area, attacking, true, false).value;
                const weighed = weighedFactor(s, p, attacking, area, true);
                if (weighed !== engine) wrong.push(`${kind}${reduced ? '*' : ''} area ${area} ${attacking}: ${weighed} vs ${engine}`);
              }
          }
      }
    expect(wrong).toEqual([]);
    expect(weighedFactor(base, { id: 'h', kind: 'hijos', side: 'indigenous', reduced: false }, true, 1, true)).toBe(0);
  });

  it('4.3.2 I: the defending Taínos commit by attack factor (Cacique 2 over Naboria 1; both defend at 2)', () => {
    const s = position({ 6: ['naboria', 'cacique', 'calinago'] }, [combat(6, 'commitD', 'carib', 'taino')]);
    const legal: MyaAction[] = [
      { type: 'commit', piece: 'naboria-0' },
      { type: 'commit', piece: 'cacique-1' },
    ];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'commit', piece: 'cacique-1' });
  });

  it('4.3.2 I: in a jungle area the defending Taínos get no +1: a committed Naboria is swapped for a Cacique', () => {
    // Area 4 is jungle: outside a conflict a defending Naboria and Cacique both weigh 3 (no swap);
    // in the conflict they fight at 1 and 2.
    const s = position({ 4: ['naboria', 'cacique', 'tama'] }, [combat(4, 'swapD', 'carib', 'taino', ['tama-2'], ['naboria-0'])]);
    const legal: MyaAction[] = [{ type: 'swap', out: 'naboria-0', in: 'cacique-1' }, { type: 'no-swap' }];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'swap', out: 'naboria-0', in: 'cacique-1' });
  });

  it('4.4.1 B: outside a conflict the defence value with its modifiers still decides (no swap between equal defenders)', () => {
    const s = position({ 4: ['naboria', 'cacique', 'espatario'] }, [combat(4, 'swapD', 'spanish', 'indigenous', ['espatario-2'], ['naboria-0'])]);
    const legal: MyaAction[] = [{ type: 'swap', out: 'naboria-0', in: 'cacique-1' }, { type: 'no-swap' }];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'no-swap' });
  });
});

describe('5.3.5 the plan of an automatic activation is kept for the whole impulse', () => {
  it('5.3.5: the engine activates the only area; the Nitayno draws the target once, stores the plan, and later decisions follow it', () => {
    // Area 12 (1-VP, not jungle) with two Calinagos: the empty 1-VP areas 10, 11, 13 and 14 tie
    // at priority 3 and one marker is drawn (11). A second draw would exhaust scriptedDice.
    const start = position({ 12: ['calinago', 'calinago'] }, [SENTINEL, { t: 'impulse', seat: 'indigenous' }]);
    // Only area 12 can be activated: the engine activates it without asking the Nitayno (no plan yet).
    const s0 = myaMachine.advance(start, { dice: stepDice(start.rng, scriptedDice([])), log: recordingLog() });
    expect(s0.tasks[s0.tasks.length - 1]).toMatchObject({ t: 'activation', origin: 12 });
    expect(s0.solitaire?.plan).toBeNull();
    const first = marYAcero.step(s0, { type: 'bot' } as never, { dice: scriptedDice([11]) });
    const stored = first.state.solitaire?.plan;
    expect(stored).toMatchObject({ kind: 'move', from: 12, to: 11, priority: 3, stamp: 33 });
    const draws = first.events.filter((e) => e.type === 'bot-choice').flatMap((e) => (e['rolls'] as unknown[] | undefined) ?? []);
    expect(draws).toEqual([{ die: 'area marker', value: 11, for: 'target area tie (5.3.5)' }]);
    // The Calinago stands in area 11; the activation waits for the next decision.
    expect(first.state.tasks[first.state.tasks.length - 1]?.t).toBe('activation');
    // Next decision: no dice at all (scriptedDice([]) throws on any roll); the plan is done, so the movement ends.
    const second = marYAcero.step(first.state, { type: 'bot' } as never, { dice: scriptedDice([]) });
    const choice = second.events.find((e) => e.type === 'bot-choice');
    expect(choice?.['action']).toEqual({ type: 'end-move' });
    expect(choice?.['rolls']).toEqual([]);
  });

  it('5.3.5: an automatic activation with no valid action ends at its first decision, without a draw', () => {
    // Area 6 with one Naboria; its neighbours hold Indigenous units only (no priority applies),
    // so no plan: the stored plan stays null, and the only decision is endMove.
    const s0 = position({ 6: ['naboria'], 5: ['naboria', 'naboria', 'naboria'], 7: ['tama', 'tama', 'tama'], 4: ['tama'], 8: ['tama'] }, [
      SENTINEL,
      activation(6),
    ]);
    const r = marYAcero.step(s0, { type: 'bot' } as never, { dice: scriptedDice([]) });
    const choice = r.events.find((e) => e.type === 'bot-choice');
    expect(choice?.['action']).toEqual({ type: 'end-move' });
    expect(r.state.tasks.some((t) => t.t === 'activation')).toBe(false);
  });
});
