import { describe, expect, it } from 'vitest';
import { newActivation } from '../../src/games/mar-y-acero/movement.js';
import { recordingLog, scriptedDice, stepDice, type Dice, type StepContext } from '../../src/core/index.js';
import { eventHasEffect, nitaynoDecide, nitaynoLastImpulse, nitaynoSetup, nitaynoSpecialPhase } from '../../src/games/mar-y-acero/nitayno/index.js';
import type { MyaAction } from '../../src/games/mar-y-acero/actions.js';
import type { CombatTask, MyaState, Piece, Task } from '../../src/games/mar-y-acero/state.js';
import type { SolitaireState } from '../../src/games/mar-y-acero/nitayno/state.js';
import { draws } from './helpers.js';
import { position } from './solitaire-helpers.js';

function withTask(s: MyaState, task: Task): MyaState {
  return { ...s, tasks: [...s.tasks, task] };
}

const MARKERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 1, 2, 7, 8, 9];

/**
 * Dice whose area-marker draws (4.2: a roll over the 20 markers) give `areas` in order (then
 * area 1); other rolls come from `rolls`.
 */
function forcedDraws(areas: number[], rolls: number[] = []): Dice {
  const script = scriptedDice(rolls);
  return {
    d6: () => script.d6(),
    d10: () => script.d10(),
    roll: (f) => (f.length === MARKERS.length ? (areas.shift() ?? 1) : script.roll(f)),
    below: () => 0,
    shuffle: (items) => items.slice(),
  };
}

function ctxOf(s: MyaState, dice?: Dice): StepContext & { log: ReturnType<typeof recordingLog> } {
  return { dice: stepDice(s.rng, dice), log: recordingLog() };
}

const impulseTask: Task = { t: 'impulse', seat: 'indigenous' };
const activation = (origin: number): Task => ({
  t: 'activation',
  seat: 'indigenous',
  origin,
  open: [origin],
  left: newActivation('indigenous', origin).left,
  paid: [],
  credits: [],
  fights: [],
  origins: [],
  moved: false,
  free: false,
  facts: null,
  returned: 0,
});

describe('5.3.5 the Nitayno impulse, played through the engine decisions', () => {
  it('5.3.5 rulebook example: area 7 drawn, area 6 activated, its Taíno raids area 7', () => {
    const s = withTask(position({ 4: ['cacique'], 5: ['naboria'], 6: ['naboria'], 7: ['espatario', 'peon'] }), impulseTask);
    const legal: MyaAction[] = [4, 5, 6].map((area): MyaAction => ({ type: 'activate', area }));
    // The area draw is a roll over the 20 markers (4.2): scriptedDice forces "area 7".
    const ctx = ctxOf(s, scriptedDice([7]));
    const d = nitaynoDecide(s, legal, ctx);
    expect(d.action).toEqual({ type: 'activate', area: 6 });
    expect(d.solitaire?.plan).toEqual({ kind: 'incursion', from: 6, to: 7, priority: 5, stamp: 33 });
    const ev = ctx.log.events[0];
    expect(ev?.type).toBe('bot-choice');
    expect(ev?.rule).toBe('5.3.5');
    expect(ev?.rolls).toEqual([{ die: 'area marker', value: 7, for: 'Nitayno activation area (5.3.5)' }]);
    // The activation that follows: the planned incursion.
    const s2: MyaState = { ...withTask(s, activation(6)), solitaire: d.solitaire ?? null };
    const legal2: MyaAction[] = [
      { type: 'move', piece: 'naboria-2', to: 5 },
      { type: 'move', piece: 'naboria-2', to: 7 },
      { type: 'incursion', target: 7 },
      { type: 'end-move' },
    ];
    expect(nitaynoDecide(s2, legal2, ctxOf(s2)).action).toEqual({ type: 'incursion', target: 7 });
  });

  it('5.3.5 (1) and 5.1: a 2-VP area with three units sends the one above its garrison to an empty 2-VP area', () => {
    const s = withTask(position({ 8: ['calinago', 'naboria', 'tama'], 10: ['espatario'] }), impulseTask);
    const d = nitaynoDecide(
      s,
      [
        { type: 'activate', area: 8 },
        { type: 'activate', area: 10 },
      ],
      ctxOf(s, forcedDraws([8])),
    );
    expect(d.action).toEqual({ type: 'activate', area: 8 });
    const plan = d.solitaire?.plan;
    expect(plan?.kind).toBe('move');
    if (plan?.kind !== 'move') throw new Error('move plan expected');
    expect(plan.priority).toBe(1);
    expect([7, 9]).toContain(plan.to);
    expect(plan.pieces).toHaveLength(1);
    // The strongest unit moves (5.3.5 "con el mayor FC"): a Calinago (3) or a Tama (3), never the Naboria.
    expect(plan.pieces[0]).not.toMatch(/naboria/);
  });

  it('5.3.5 (4): with superiority a 1-VP Spanish area is attacked with the most units', () => {
    const s = withTask(position({ 12: ['calinago', 'calinago', 'tama'], 11: ['peon'], 13: ['naboria'], 10: ['espatario'], 14: ['naboria'] }), impulseTask);
    const d = nitaynoDecide(
      s,
      [12, 13, 14].map((area): MyaAction => ({ type: 'activate', area })),
      ctxOf(s, forcedDraws([12])),
    );
    const plan = d.solitaire?.plan;
    if (plan?.kind !== 'move') throw new Error('move plan expected');
    expect(plan.to).toBe(11);
    expect(plan.priority).toBe(4);
    expect(plan.pieces).toHaveLength(3);
    const s2: MyaState = { ...withTask(s, activation(12)), solitaire: d.solitaire ?? null };
    const strongest = plan.pieces[0] ?? '';
    const legal: MyaAction[] = [{ type: 'move', piece: strongest, to: 11 }, { type: 'move', piece: strongest, to: 13 }, { type: 'end-move' }];
    expect(nitaynoDecide(s2, legal, ctxOf(s2)).action).toEqual({ type: 'move', piece: strongest, to: 11 });
  });

  it('5.3.5: a 2-VP area with fewer than three units raids, preferring a 2-VP target', () => {
    const s = withTask(position({ 2: ['tama'], 1: ['peon'], 3: ['espatario'] }), impulseTask);
    const d = nitaynoDecide(s, [{ type: 'activate', area: 2 }], ctxOf(s, forcedDraws([2])));
    expect(d.solitaire?.plan).toEqual({ kind: 'incursion', from: 2, to: 1, priority: null, stamp: 33 });
  });

  it('5.3.5: an area with no valid action passes the activation to the next area down', () => {
    // Area 9 (2-VP, one unit) has no Spanish neighbour to raid; area 6 moves to an empty 2-VP
    // area: 7, or 8 through 7 (extended); the tie is drawn (marker 7 forced).
    const s = withTask(position({ 9: ['tama'], 6: ['naboria'], 5: ['naboria'], 4: ['naboria'], 3: ['naboria'] }), impulseTask);
    const d = nitaynoDecide(
      s,
      [3, 4, 5, 6, 9].map((area): MyaAction => ({ type: 'activate', area })),
      ctxOf(s, forcedDraws([9, 7])),
    );
    expect(d.action).toEqual({ type: 'activate', area: 6 });
    expect(d.solitaire?.plan).toMatchObject({ kind: 'move', to: 7, priority: 1 });
  });
});

function combat(area: number, stage: CombatTask['stage'], a: CombatTask['a'], d: CombatTask['d']): CombatTask {
  return {
    t: 'combat',
    area,
    a,
    d,
    first: null,
    origins: [],
    round: 1,
    stage,
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
  };
}

describe('5.3.5 combat decisions', () => {
  it('5.3.5: hits fall on a reduced unit first', () => {
    const s = withTask(position({ 6: ['calinago', 'naboria', 'tama*'] }), combat(6, 'hitsA', 'indigenous', 'spanish'));
    const legal: MyaAction[] = ['calinago-0', 'naboria-1', 'tama-2'].map((piece): MyaAction => ({ type: 'hit', piece }));
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'hit', piece: 'tama-2' });
  });
  it('5.3.5: without superiority the Nitayno withdraws, leaders first, to the area with most Indigenous units', () => {
    const s = withTask(
      position({ 6: ['caonabo', 'naboria', 'espatario', 'jinete'], 5: ['tama'], 7: ['cacique', 'naboria'] }),
      combat(6, 'withdrawA', 'indigenous', 'spanish'),
    );
    const legal: MyaAction[] = [
      { type: 'withdraw', piece: 'caonabo-1', to: 5 },
      { type: 'withdraw', piece: 'caonabo-1', to: 7 },
      { type: 'withdraw', piece: 'naboria-2', to: 5 },
      { type: 'withdraw', piece: 'naboria-2', to: 7 },
      { type: 'stay' },
    ];
    // Pieces are numbered area by area: tama-0 in area 5, then area 6.
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'withdraw', piece: 'caonabo-1', to: 7 });
  });
  it('5.3.5: with superiority it fights on', () => {
    const s = withTask(position({ 6: ['calinago', 'calinago', 'tama', 'peon*'] }), combat(6, 'withdrawA', 'indigenous', 'spanish'));
    const legal: MyaAction[] = [{ type: 'withdraw', piece: 'calinago-0', to: 5 }, { type: 'stay' }];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'stay' });
  });
  it('5.3.5 Excepción: defending a 2-VP area it never withdraws', () => {
    const s = withTask(position({ 8: ['naboria', 'jinete', 'jinete'] }), combat(8, 'withdrawD', 'spanish', 'indigenous'));
    const legal: MyaAction[] = [{ type: 'withdraw', piece: 'naboria-0', to: 9 }, { type: 'stay' }];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'stay' });
  });
  it('5.3.5 Excepción: in the last two impulses of turn 6 it never withdraws', () => {
    const s = withTask(
      position({ 6: ['naboria', 'jinete', 'jinete'] }, { turn: 6, impulses: { spanish: 1, indigenous: 1 } }),
      combat(6, 'withdrawA', 'indigenous', 'spanish'),
    );
    const legal: MyaAction[] = [{ type: 'withdraw', piece: 'naboria-0', to: 5 }, { type: 'stay' }];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'stay' });
  });
  it('4.4.1 B: the Nitayno commits its strongest piece', () => {
    const s = withTask(position({ 6: ['naboria', 'calinago', 'espatario'] }), combat(6, 'commitA', 'indigenous', 'spanish'));
    const legal: MyaAction[] = [
      { type: 'commit', piece: 'naboria-0' },
      { type: 'commit', piece: 'calinago-1' },
    ];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'commit', piece: 'calinago-1' });
  });
});

describe('5.3.5 second incursions', () => {
  const inc = (target: number): Task => ({ t: 'incursion', seat: 'indigenous', origin: 6, target, attempt: 1, stage: 'again', die: 2 });
  it('5.3.5: a successful incursion on a 2-VP area is always followed by a second', () => {
    const s = withTask(position({ 6: ['tama'], 7: ['peon'] }), inc(7));
    expect(nitaynoDecide(s, [{ type: 'again' }, { type: 'stop' }], ctxOf(s)).action).toEqual({ type: 'again' });
  });
  it('5.3.5: on a 1-VP area only while Soldiers remain', () => {
    const s = withTask(position({ 4: ['tama'], 5: ['peon'] }), inc(5));
    expect(nitaynoDecide(s, [{ type: 'again' }, { type: 'stop' }], ctxOf(s)).action).toEqual({ type: 'stop' });
    const s2 = withTask(position({ 4: ['tama'], 5: ['peon', 'espatario'] }), inc(5));
    expect(nitaynoDecide(s2, [{ type: 'again' }, { type: 'stop' }], ctxOf(s2)).action).toEqual({ type: 'again' });
  });
});

describe('5.3.3 the Nitayno event choice', () => {
  const legal: MyaAction[] = [1, 2, 3, 4, 5, 6, 7, 8].map((card): MyaAction => ({ type: 'event', card }));
  it('5.3.3 (1): with seven units or fewer "Las perlas de Colón" goes back and the next card is played', () => {
    const s = withTask(position({ 6: ['naboria'] }, {}, { eventDeck: [3, 5, 1] }), { t: 'chooseEvent', seat: 'indigenous' });
    const d = nitaynoDecide(s, legal, ctxOf(s));
    expect(d.action).toEqual({ type: 'event', card: 5 });
    expect(d.solitaire?.eventDeck[0]).toBe(5);
    expect([...(d.solitaire?.eventDeck ?? [])].sort()).toEqual([1, 3, 5]);
  });
  it('5.3.3 (3): otherwise the revealed card is played', () => {
    const s = withTask(position({ 6: ['naboria'] }, {}, { eventDeck: [6, 3] }), { t: 'chooseEvent', seat: 'indigenous' });
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'event', card: 6 });
  });
  it('5.4 (4): at level I the lower VRR of two cards is played', () => {
    const s = withTask(position({ 6: ['naboria'], 7: ['espatario'] }, { level: 1 }, { level: 1, eventDeck: [1, 6, 2] }), {
      t: 'chooseEvent',
      seat: 'indigenous',
    });
    const d = nitaynoDecide(s, legal, ctxOf(s));
    expect(d.action).toEqual({ type: 'event', card: 6 });
  });
  it('5.4 (4): the lower VRR is passed over when its event has no effect (card 2 needs a Spanish-held area)', () => {
    const level1 = { level: 1 as const, eventDeck: [2, 1, 5] };
    const none = withTask(position({ 6: ['naboria'] }, { level: 1 }, level1), { t: 'chooseEvent', seat: 'indigenous' });
    expect(nitaynoDecide(none, legal, ctxOf(none)).action).toEqual({ type: 'event', card: 1 });
    const held = withTask(position({ 6: ['naboria'], 7: ['peon'] }, { level: 1 }, level1), { t: 'chooseEvent', seat: 'indigenous' });
    expect(nitaynoDecide(held, legal, ctxOf(held)).action).toEqual({ type: 'event', card: 2 });
  });
  it('5.4 (4): an event has an effect only when it has a target (cards 2, 4: a Spanish area; 8: Soldiers; 3: Royal Support or Soldiers)', () => {
    const empty = position({ 6: ['naboria'] }, { royalSupport: 0 });
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((c) => eventHasEffect(empty, c))).toEqual([1, 5, 6, 7]);
    // A Settler holds area 7 for the Spanish, but is no Soldier.
    const settlers = position({ 6: ['naboria'], 7: ['peon'] }, { royalSupport: 0 });
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((c) => eventHasEffect(settlers, c))).toEqual([1, 2, 4, 5, 6, 7]);
    // An Espatario beside a Naboria: Soldiers on the map, but no area held by the Spanish (4.2).
    const contested = position({ 6: ['naboria', 'espatario'] }, { royalSupport: 0 });
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((c) => eventHasEffect(contested, c))).toEqual([1, 3, 5, 6, 7, 8]);
    expect(eventHasEffect(position({}, { royalSupport: 2 }), 3)).toBe(true);
  });
});

describe('5.3.4 reinforcements', () => {
  it('5.3.4 (a): the Nitayno buys the colour of the area drawn and places the unit there', () => {
    const s = withTask(position({ 6: ['calinago'], 7: ['naboria'], 8: ['espatario'] }), { t: 'prr', seat: 'indigenous', points: 2, lastBag: null, drawn: [] });
    const legal: MyaAction[] = [
      { type: 'draw', bag: 'taino' },
      { type: 'draw', bag: 'carib' },
      { type: 'draw', bag: 'rebel' },
      { type: 'flip', piece: 'calinago-0' },
    ];
    const d = nitaynoDecide(s, legal, ctxOf(s, forcedDraws([6])));
    expect(d.action).toEqual({ type: 'draw', bag: 'carib' });
    expect(d.solitaire?.plan).toEqual({ kind: 'reinforce', areas: [6] });
    const piece: Piece = { id: 'tama-99', kind: 'tama', side: 'indigenous', reduced: false };
    const s2: MyaState = {
      ...withTask(s, {
        t: 'deploy',
        seat: 'indigenous',
        pieces: [piece],
        where: 'reinforcement',
        overstack: false,
        strikeFirst: false,
        spread: [],
        area: null,
        placed: [],
        scribes: false,
        label: 'r',
      }),
      solitaire: d.solitaire ?? null,
    };
    const d2 = nitaynoDecide(
      s2,
      [
        { type: 'place', piece: 'tama-99', area: 6 },
        { type: 'place', piece: 'tama-99', area: 7 },
      ],
      ctxOf(s2),
    );
    expect(d2.action).toEqual({ type: 'place', piece: 'tama-99', area: 6 });
    expect(d2.solitaire?.plan).toBeNull();
  });
  it('5.4 (7): at level II reduced Rebels are flipped first', () => {
    const s = withTask(position({ 6: ['tropa*'] }, { level: 2 }, { level: 2 }), { t: 'prr', seat: 'indigenous', points: 2, lastBag: null, drawn: [] });
    const legal: MyaAction[] = [
      { type: 'draw', bag: 'taino' },
      { type: 'flip', piece: 'tropa-0' },
    ];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'flip', piece: 'tropa-0' });
  });
});

describe('5.3.1 deployment by the area draw', () => {
  const deploy = (placed: number[]): Task => ({
    t: 'deploy',
    seat: 'indigenous',
    pieces: [{ id: 'tama-90', kind: 'tama', side: 'indigenous', reduced: false }],
    where: [{ filter: 'notSpanish' }],
    overstack: false,
    strikeFirst: false,
    spread: [],
    area: null,
    placed,
    scribes: false,
    label: 'card',
  });
  it('5.3.1 (2): an invalid drawn area counts down to the next valid one', () => {
    const s = withTask(position({ 9: ['espatario'] }), deploy([]));
    const d = nitaynoDecide(
      s,
      [
        { type: 'place', piece: 'tama-90', area: 3 },
        { type: 'place', piece: 'tama-90', area: 8 },
      ],
      ctxOf(s, forcedDraws([9])),
    );
    expect(d.action).toEqual({ type: 'place', piece: 'tama-90', area: 8 });
  });
  it('5.3.1 (1): a Spanish-held area only when no other is valid', () => {
    const s = withTask(position({ 9: ['espatario'] }), deploy([]));
    const d = nitaynoDecide(
      s,
      [
        { type: 'place', piece: 'tama-90', area: 9 },
        { type: 'place', piece: 'tama-90', area: 3 },
      ],
      ctxOf(s, forcedDraws([9])),
    );
    expect(d.action).toEqual({ type: 'place', piece: 'tama-90', area: 3 });
  });
});

describe('5.3.2 special solitaire phase', () => {
  it('5.3.2: card 42 at 2 VP with a 3 brings two Taínos, placed through the deploy decision', () => {
    const s = position({ 6: ['naboria'] }, { turn: 2, vp: 2 }, { turn2Deck: [42, 41, 43] });
    // The 3, then the two Taínos drawn (4.2).
    const next = nitaynoSpecialPhase(s, ctxOf(s, scriptedDice([3, ...draws(2)])));
    expect(next.solitaire?.card).toBe(42);
    expect(next.solitaire?.turn2Deck).toEqual([41, 43]);
    const top = next.tasks[next.tasks.length - 1];
    expect(top?.t).toBe('deploy');
    if (top?.t !== 'deploy') throw new Error('deploy expected');
    expect(top.pieces.map((p) => p.kind).every((k) => k === 'cacique' || k === 'naboria')).toBe(true);
    expect(top.pieces).toHaveLength(2);
  });
  it('5.3.2: card 47 at 7-11 VP: Colón takes a hit', () => {
    const s = position({ 6: ['colon', 'espatario'] }, { turn: 4, vp: 8 }, { laterDeck: [47, 44] });
    const next = nitaynoSpecialPhase(s, ctxOf(s));
    expect(next.map[5]?.pieces.find((p) => p.kind === 'colon')?.reduced).toBe(true);
  });
  it('5.3.2: an effect that cannot be applied draws another card for it', () => {
    // Card 44 at 7-11 VP removes a palisade: none on the map, so card 48 (-2 Royal Support) applies.
    const s = position({ 6: ['espatario'] }, { turn: 4, vp: 8 }, { laterDeck: [44, 48, 45] });
    const next = nitaynoSpecialPhase(s, ctxOf(s));
    expect(next.solitaire?.card).toBe(44);
    expect(next.royalSupport).toBe(1);
    expect(next.solitaire?.laterDeck).toEqual([48, 45]);
  });
  it('5.3.2: card 50 at 12+ VP lets the Nitayno stack four this turn', () => {
    const s = position({}, { turn: 5, vp: 12 }, { laterDeck: [50] });
    expect(nitaynoSpecialPhase(s, ctxOf(s)).solitaire?.effects.stackLimit4).toBe(true);
  });
});

describe('5.3.5 turn-6 instruction', () => {
  it('5.3.5: card 50 brings two Rebels in the last impulse instead of the ordinary impulse', () => {
    const s = position({ 6: ['naboria'] }, { turn: 6 }, { finalCard: 50, laterDeck: [44] });
    const r = nitaynoLastImpulse(s, ctxOf(s));
    expect(r.replaces).toBe(true);
    const top = r.state.tasks[r.state.tasks.length - 1];
    expect(top?.t === 'deploy' && top.pieces.length === 2 && top.pieces.every((p) => p.kind === 'capitan' || p.kind === 'tropa')).toBe(true);
  });
  it('5.3.5: card 45 keeps the ordinary impulse with +1 to Spanish rolls', () => {
    const s = position({}, { turn: 6 }, { finalCard: 45, laterDeck: [] });
    const r = nitaynoLastImpulse(s, ctxOf(s));
    expect(r.replaces).toBe(false);
    expect(r.state.solitaire?.effects.spanishRollBonus).toBe(1);
  });
  it('5.3.5: card 47 sends the three strongest spare units against a Spanish 2-VP area', () => {
    const s = position({ 7: ['espatario'], 12: ['calinago', 'calinago'], 13: ['naboria', 'tama'] }, { turn: 6 }, { finalCard: 47, laterDeck: [] });
    const r = nitaynoLastImpulse(s, ctxOf(s, forcedDraws([7])));
    expect(r.replaces).toBe(true);
    expect(
      r.state.map[6]?.pieces
        .filter((p) => p.side === 'indigenous')
        .map((p) => p.kind)
        .sort(),
    ).toEqual(['calinago', 'calinago', 'tama']);
    expect(r.state.tasks[r.state.tasks.length - 1]).toMatchObject({ t: 'fightOrder', seat: 'indigenous', areas: [7] });
  });
});

describe('5.2 set-up', () => {
  it('5.2: both Nitayno decks and the whole Indigenous event deck, shuffled', () => {
    const s = position({});
    const sol = nitaynoSetup(s, ctxOf(s));
    expect([...sol.turn2Deck].sort()).toEqual([41, 42, 43]);
    expect([...sol.laterDeck].sort((a, b) => a - b)).toEqual([44, 45, 46, 47, 48, 49, 50, 51, 52]);
    expect([...sol.eventDeck].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('5.4 level rules inside the engine procedures', () => {
  it('5.4 (2): at levels I-II the Nitayno gets at least 2 PRR', async () => {
    const { nitaynoPrr } = await import('../../src/games/mar-y-acero/nitayno/levels.js');
    expect(nitaynoPrr(position({}, { level: 1 }, { level: 1 }), 1)).toBe(2);
    expect(nitaynoPrr(position({}, { level: 0 }), 1)).toBe(1);
    expect(nitaynoPrr(position({}, { level: 2 }, { level: 2 }), 5)).toBe(5);
  });
  it('5.4 (3): at levels I-II a reduced Caonabó is flipped for free', async () => {
    const { nitaynoFreeCaonabo } = await import('../../src/games/mar-y-acero/nitayno/levels.js');
    const s = position({ 4: ['caonabo*', 'tama'] }, { level: 1 }, { level: 1 });
    const ctx = ctxOf(s);
    expect(nitaynoFreeCaonabo(s, ctx.log).map[3]?.pieces[0]?.reduced).toBe(false);
    const s0 = position({ 4: ['caonabo*'] });
    expect(nitaynoFreeCaonabo(s0, ctx.log)).toBe(s0);
  });
  it('5.4 (8): at level II three dice without a hit are rolled again', async () => {
    const { nitaynoRerollsMiss } = await import('../../src/games/mar-y-acero/nitayno/levels.js');
    expect(nitaynoRerollsMiss(position({}, { level: 2 }, { level: 2 }), 3, 0)).toBe(true);
    expect(nitaynoRerollsMiss(position({}, { level: 2 }, { level: 2 }), 2, 0)).toBe(false);
    expect(nitaynoRerollsMiss(position({}, { level: 1 }, { level: 1 }), 3, 0)).toBe(false);
  });
});

describe('identical counters', () => {
  it('5.3.5: when the engine names an identical counter, that one moves and the plan follows it', () => {
    const base = position({ 12: ['calinago', 'calinago', 'calinago'], 13: ['naboria'] });
    const stamp = base.turn * 10 + base.impulses.indigenous;
    const s = withTask(base, activation(12));
    const planned = {
      ...s,
      solitaire: {
        ...(s.solitaire as SolitaireState),
        plan: { kind: 'move' as const, from: 12, to: 11, via: null, pieces: ['calinago-2'], priority: 3, stamp },
      },
    };
    // The engine lists only the first of the identical Calinagos (calinago-0).
    const d = nitaynoDecide(planned, [{ type: 'move', piece: 'calinago-0', to: 11 }, { type: 'end-move' }], ctxOf(planned));
    expect(d.action).toEqual({ type: 'move', piece: 'calinago-0', to: 11 });
    expect(d.solitaire?.plan).toMatchObject({ pieces: ['calinago-0'] });
  });
});

describe('5.3.5 when the engine activated the only possible area itself', () => {
  it('5.3.5: the plan is made at the activation decision', () => {
    const s = withTask(position({ 4: ['tama'], 6: ['naboria'], 7: ['espatario'] }), activation(6));
    const legal: MyaAction[] = [{ type: 'move', piece: 'naboria-1', to: 5 }, { type: 'incursion', target: 7 }, { type: 'end-move' }];
    const d = nitaynoDecide(s, legal, ctxOf(s));
    // Area 5 is an empty 1-VP area (priority 3) and beats raiding area 7 (priority 5); area 4 holds a Tama.
    expect(d.action).toEqual({ type: 'move', piece: 'naboria-1', to: 5 });
    expect(d.solitaire?.plan).toMatchObject({ kind: 'move', from: 6, to: 5, priority: 3 });
  });
});

describe('cards 48/49: the Nitayno holds Yaya (reconstructed use)', () => {
  it('4.5: after its combat roll it takes -1 when that turns a miss into a hit', () => {
    const s = withTask(position({ 6: ['calinago', 'espatario'] }), combat(6, 'graceA', 'indigenous', 'spanish'));
    const legal: MyaAction[] = [
      { type: 'grace', use: 'none' },
      { type: 'grace', use: 'reroll', dice: [1] },
      { type: 'grace', use: 'minus', die: 1 },
    ];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'grace', use: 'minus', die: 1 });
  });
  it('4.5: otherwise it re-rolls every missed die (the largest set offered)', () => {
    const s = withTask(position({ 6: ['calinago', 'espatario'] }), combat(6, 'graceA', 'indigenous', 'spanish'));
    const legal: MyaAction[] = [
      { type: 'grace', use: 'none' },
      { type: 'grace', use: 'reroll', dice: [1] },
      { type: 'grace', use: 'reroll', dice: [3] },
      { type: 'grace', use: 'reroll', dice: [1, 3] },
    ];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'grace', use: 'reroll', dice: [1, 3] });
  });
  it('4.4.1 D: an incursion 4 becomes a 3 (reduce), a 5 is re-rolled, a 2 is kept', () => {
    const legal: MyaAction[] = [
      { type: 'grace', use: 'none' },
      { type: 'grace', use: 'reroll', dice: [1] },
      { type: 'grace', use: 'minus', die: 1 },
    ];
    const inc = (die: number): MyaState =>
      withTask(position({ 6: ['tama'], 7: ['espatario'] }), { t: 'incursion', seat: 'indigenous', origin: 6, target: 7, attempt: 1, stage: 'grace', die });
    expect(nitaynoDecide(inc(4), legal, ctxOf(inc(4))).action).toEqual({ type: 'grace', use: 'minus', die: 1 });
    expect(nitaynoDecide(inc(5), legal, ctxOf(inc(5))).action).toEqual({ type: 'grace', use: 'reroll', dice: [1] });
    expect(nitaynoDecide(inc(2), legal, ctxOf(inc(2))).action).toEqual({ type: 'grace', use: 'none' });
  });
});

describe('cards 49/51 turn 6: the Taíno onslaught', () => {
  it('5.3.5: Taínos attack a Spanish area with superiority and raid one without', () => {
    // Area 11: one Peón (weak); area 4: two Jinetes (strong). Spare Taínos: 3 Caciques in area 12, a Naboria in area 3.
    const s = position(
      { 12: ['cacique', 'cacique', 'cacique'], 11: ['peon'], 4: ['jinete', 'jinete'], 3: ['naboria', 'naboria'] },
      { turn: 6 },
      { finalCard: 49, laterDeck: [] },
    );
    const r = nitaynoLastImpulse(s, ctxOf(s, forcedDraws([11, 4])));
    expect(r.replaces).toBe(true);
    const tasks = r.state.tasks;
    expect(tasks.some((t) => t.t === 'fightOrder' && t.areas.includes(11))).toBe(true);
    expect(tasks.some((t) => t.t === 'incursion' && t.target === 4 && (t.origin === 3 || t.origin === 5))).toBe(true);
  });
});

describe('generic choices', () => {
  it('card 26 / 5: the Nitayno swaps the Hijos de Caonabó for three Caribs', () => {
    const s = withTask(position({ 6: ['caonabo', 'hijos', 'espatario'] }), { t: 'choose', seat: 'indigenous', purpose: 'hijosSwap', options: [0, 6] });
    expect(
      nitaynoDecide(
        s,
        [
          { type: 'choose', option: 0 },
          { type: 'choose', option: 6 },
        ],
        ctxOf(s),
      ).action,
    ).toEqual({ type: 'choose', option: 6 });
  });
  it('card 29 / 5.3.2: the Nitayno picks its Paradise area by the area draw', () => {
    const s = withTask(position({ 3: ['tama*'], 9: ['naboria*'] }), { t: 'choose', seat: 'indigenous', purpose: 'paradise', options: [3, 9] });
    expect(
      nitaynoDecide(
        s,
        [
          { type: 'choose', option: 3 },
          { type: 'choose', option: 9 },
        ],
        ctxOf(s, forcedDraws([8])),
      ).action,
    ).toEqual({ type: 'choose', option: 3 });
  });
});

describe('5.3.5 incursion effects in solitaire', () => {
  it('5.3.5: the Nitayno raiding: the Spanish unit with the highest factor; among equals a Jinete before an Espatario', async () => {
    const { nitaynoIncursionVictim } = await import('../../src/games/mar-y-acero/nitayno/levels.js');
    const s = position({ 7: ['espatario', 'jinete', 'peon', 'colon'] });
    expect(nitaynoIncursionVictim(s, 7, 'spanish', false)?.kind).toBe('jinete');
  });
  it('5.3.5: an incursion effect on the raiders falls on a leader only when no unit is there', async () => {
    const { nitaynoIncursionVictim } = await import('../../src/games/mar-y-acero/nitayno/levels.js');
    expect(nitaynoIncursionVictim(position({ 6: ['caonabo', 'tama'] }), 6, 'indigenous', true)?.kind).toBe('tama');
    expect(nitaynoIncursionVictim(position({ 6: ['caonabo'] }), 6, 'indigenous', true)?.kind).toBe('caonabo');
  });
  it('5.3.5: of one type, the full-strength unit', async () => {
    const { nitaynoIncursionVictim } = await import('../../src/games/mar-y-acero/nitayno/levels.js');
    // A reduced Calinago reads 2; the full one 3: the full one has the highest factor anyway.
    expect(nitaynoIncursionVictim(position({ 6: ['calinago*', 'calinago'] }), 6, 'indigenous', false)?.id).toBe('calinago-1');
  });
});

describe('4.2 over-stacking in the Nitayno impulse', () => {
  it('4.2: when the movement may not end yet, an extra unit leaves the over-stacked area, not into the Spanish', () => {
    const base = position({ 6: ['naboria', 'naboria', 'naboria', 'naboria', 'cacique'], 5: ['tama'], 7: ['espatario'] });
    const s = withTask(base, activation(6));
    const legal: MyaAction[] = [
      { type: 'move', piece: 'cacique-5', to: 7 },
      { type: 'move', piece: 'naboria-1', to: 5 },
    ];
    const sol = { ...(s.solitaire as SolitaireState), plan: null };
    const d = nitaynoDecide({ ...s, solitaire: sol }, legal, ctxOf(s));
    expect(d.action).toEqual({ type: 'move', piece: 'naboria-1', to: 5 });
  });
});

describe('Destiny cards 27 and 28 in solitaire', () => {
  it('card 27: the Nitayno converts its cheapest unit', () => {
    const s = withTask(position({ 6: ['calinago', 'naboria', 'cacique'] }), { t: 'convert', seat: 'indigenous', area: 6 });
    const legal: MyaAction[] = ['calinago-0', 'naboria-1', 'cacique-2'].map((piece): MyaAction => ({ type: 'hit', piece }));
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'hit', piece: 'naboria-1' });
  });
  it('card 28: the Nitayno saves its leader first, toward the area with more Indigenous units', () => {
    const s = withTask(position({ 5: ['tama', 'tama'], 6: ['naboria', 'caonabo'], 7: ['cacique'] }), {
      t: 'evacuate',
      seat: 'indigenous',
      area: 6,
      soldiers: 2,
    });
    const legal: MyaAction[] = [
      { type: 'pass' },
      { type: 'withdraw', piece: 'naboria-2', to: 5 },
      { type: 'withdraw', piece: 'caonabo-3', to: 5 },
      { type: 'withdraw', piece: 'caonabo-3', to: 7 },
    ];
    expect(nitaynoDecide(s, legal, ctxOf(s)).action).toEqual({ type: 'withdraw', piece: 'caonabo-3', to: 5 });
  });
});
