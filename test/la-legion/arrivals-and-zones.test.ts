// La Legión: reinforcements that never vanish (6.1 with 5), zones of control to the letter (7),
// reinforcements kept out of enemy zones on arrival (6.1, reading 9) and the landing's maximum (6.1
// with 7). Rolls forced; readings in docs/data-provenance.md.
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from 'reglas/core';
import { laLegion, type LegionAction, type LegionState } from 'reglas/la-legion';
import { counterIndex, COMBAT, ENTRY_TURN, LAND_OF, SPANISH } from '../../src/games/la-legion/pieces.js';
import { inPlay } from '../../src/games/la-legion/edits.js';
import { threeToOne, holdsRoad } from '../../src/games/la-legion/victory.js';
import { ARRIVED, AT_MELILLA, ELIMINATED, LANDED } from '../../src/games/la-legion/state.js';
import { board, destinations, play, steps, where } from './helpers.js';

/** Three kabila counters on the land hexes west and south of an empty Melilla (3807): every hex out of it is in their zone. */
const RING = { 'beni-urriaguel-1': '3707', 'beni-urriaguel-2': '3708', 'beni-urriaguel-3': '3808' };
const TURN_3_SPANISH = LAND_OF[SPANISH]!.filter((c) => ENTRY_TURN[c] === 3);

/** Plays every Spanish reinforcement of the turn in by Melilla (on turn 3 it is the only entry, 6.1). */
function enterAll(s: LegionState): LegionState {
  let state = s;
  for (;;) {
    const enter = laLegion.legalActions(state).find((a): a is Extract<LegionAction, { type: 'enter' }> => a.type === 'enter');
    if (enter === undefined) return state;
    expect(enter.hex).toBe('3807');
    state = play(state, enter).state;
  }
}

describe('6.1 with 5: a reinforcement received never vanishes', () => {
  it('6.1, 5: the 28 turn-3 reinforcements trapped at an empty Melilla wait there in play, and count for the three-times rule at the end of the turn', () => {
    expect(TURN_3_SPANISH).toHaveLength(28);
    const s = board({
      counters: { ...RING, 'ceriñola-1': '2918' },
      turn: 3,
      tasks: steps({ t: 'reinforce', side: 'spanish' }, { t: 'movement', side: 'spanish' }, { t: 'end-turn' }),
    });
    const entered = enterAll(s);
    // None can move out: every hex beside Melilla is in a kabila's zone (reading 9), Melilla itself too.
    const legal = laLegion.legalActions(entered);
    expect(legal.filter((a) => a.type === 'move')).toEqual([{ type: 'move', counter: 'ceriñola-1' }]);
    expect(legal).toContainEqual({ type: 'end-movement' });
    for (const c of TURN_3_SPANISH) expect(entered.at[c]).toBe(AT_MELILLA);
    // In play: 1 on the map and 28 in Melilla against 3, so the Spanish, not the Moroccans, have three times the other's counters.
    expect(inPlay(entered, SPANISH)).toBe(29);
    expect(threeToOne(entered)).toBe(SPANISH);
    const end = play(entered, { type: 'end-movement' });
    expect(laLegion.outcome(end.state)).toMatchObject({ winners: ['spanish'], score: { spanish: 29, moroccan: 3 } });
  });

  it('6.1, 8: a reinforcement waiting in Melilla may be attacked by counters next to Melilla, and defends doubled in the plaza fuerte', () => {
    const waiting = 'bandera-4-1';
    const s = board({ counters: { ...RING, [waiting]: AT_MELILLA }, flags: { [waiting]: ARRIVED }, turn: 4, tasks: steps({ t: 'combat', side: 'moroccan' }) });
    expect(laLegion.legalActions(s)).toContainEqual({ type: 'attack', target: waiting });
    const declared = play(s, { type: 'attack', target: waiting }).state;
    // The three kabila counters stand next to Melilla: each may join.
    expect(laLegion.legalActions(declared).filter((a) => a.type === 'add-attacker')).toHaveLength(3);
    const alone = play(play(declared, { type: 'add-attacker', counter: 'beni-urriaguel-2' }).state, { type: 'resolve' }, [2, 5]);
    const w = COMBAT[counterIndex(waiting)]!;
    const a = COMBAT[counterIndex('beni-urriaguel-2')]!;
    expect(alone.events.find((e) => e.type === 'combat')).toMatchObject({
      attack: a,
      defence: 2 * w,
      attackTotal: 2 * a,
      defenceTotal: 10 * w,
      defenders: [waiting],
    });
    expect(where(alone.state, 'beni-urriaguel-2')).toBe(ELIMINATED);
    expect(where(alone.state, waiting)).toBe(AT_MELILLA);
  });

  it('6.1, 8: a waiting reinforcement that loses is eliminated like any counter', () => {
    const waiting = 'regimiento-45-1';
    const s = board({ counters: { ...RING, [waiting]: AT_MELILLA }, flags: { [waiting]: ARRIVED }, turn: 4, tasks: steps({ t: 'combat', side: 'moroccan' }) });
    let state = play(s, { type: 'attack', target: waiting }).state;
    state = play(state, { type: 'add-attacker', counter: 'beni-urriaguel-1' }).state;
    state = play(state, { type: 'add-attacker', counter: 'beni-urriaguel-2' }).state;
    const total = Object.keys(RING).reduce((n, id) => n + COMBAT[counterIndex(id)]!, 0);
    const w = COMBAT[counterIndex(waiting)]!;
    // The third attacker leaves nothing to choose: the combat is rolled at once.
    const r = play(state, { type: 'add-attacker', counter: 'beni-urriaguel-3' }, [5, 2]);
    expect(5 * total).toBeGreaterThan(2 * 2 * w);
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ result: 'defenders-eliminated', defenceTotal: 4 * w });
    expect(where(r.state, waiting)).toBe(ELIMINATED);
    expect(inPlay(r.state, SPANISH)).toBe(0 + 0);
    // The Spanish had no other counter: annihilated (5).
    expect(laLegion.outcome(r.state)).toMatchObject({ winners: ['moroccan'] });
  });

  it('6.1, reading 1: no Moroccan counter enters Melilla while a reinforcement waits there', () => {
    const moroccanMove = steps({ t: 'movement', side: 'moroccan' }, { t: 'combat', side: 'moroccan' });
    const empty = board({ counters: { 'beni-urriaguel-2': '3709', 'ceriñola-1': '2918' }, turn: 4, tasks: moroccanMove });
    expect(destinations(play(empty, { type: 'move', counter: 'beni-urriaguel-2' }).state)).toContain('3807');
    const held = board({ counters: { 'beni-urriaguel-2': '3709', 'bandera-4-1': AT_MELILLA }, turn: 4, tasks: moroccanMove });
    expect(destinations(play(held, { type: 'move', counter: 'beni-urriaguel-2' }).state)).not.toContain('3807');
  });

  it('5 (a): reinforcements waiting in an empty Melilla hold it, with the road held', () => {
    const road = ['0410', '1312', '1413', '1513', '1916', '2218', '2918', '3518', '3815', '3811'];
    const ids = [
      'bandera-1-1',
      'bandera-1-2',
      'bandera-2-1',
      'bandera-3-1',
      'bandera-3-2',
      'ceriñola-1',
      'ceriñola-2',
      'ceriñola-3',
      'ceriñola-4',
      'cazadores-africa-1',
    ];
    const counters = Object.fromEntries(ids.map((id, i) => [id, road[i]!]));
    const without = board({ counters, turn: 13, tasks: steps({ t: 'combat', side: 'moroccan' }) });
    expect(holdsRoad(without)).toBe(false);
    const waiting = board({ counters: { ...counters, 'bandera-4-1': AT_MELILLA }, turn: 13, tasks: steps({ t: 'combat', side: 'moroccan' }) });
    expect(holdsRoad(waiting)).toBe(true);
  });
});

describe('7: a counter that starts in an enemy zone of control may leave it, never slide along it', () => {
  const spanishMove = () => steps({ t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' });
  // Ceriñola's battalion (3-3) on clear 3020 next to a kabila counter on 3120: 3019 and 3121 are next to both.

  it('7: the step from one hex of an enemy zone into another hex of the same zone is refused', () => {
    // Friends on 2920, 2921 and 3021 close every way out: only the two slides would be left.
    const s = board({
      counters: { 'ceriñola-1': '3020', 'beni-urriaguel-1': '3120', 'ceriñola-2': '2920', 'ceriñola-3': '2921', 'garellano-1': '3021' },
      tasks: spanishMove(),
    });
    expect(laLegion.legalActions(s)).not.toContainEqual({ type: 'move', counter: 'ceriñola-1' });
    expect(() => laLegion.step(s, { type: 'move', counter: 'ceriñola-1' })).toThrow(IllegalActionError);
  });

  it('7, reading 8: the counter may leave the zone, and come back into it only by another hex outside it, where it stops', () => {
    const s = board({ counters: { 'ceriñola-1': '3020', 'beni-urriaguel-1': '3120', 'ceriñola-2': '2920', 'ceriñola-3': '2921' }, tasks: spanishMove() });
    const chosen = play(s, { type: 'move', counter: 'ceriñola-1' }).state;
    const ends = destinations(chosen);
    // Out of the zone by 3021, and on beyond it.
    expect(ends).toContain('3021');
    expect(ends).toContain('3022');
    // 3019 lies beyond the kabila's zone, which the counter may not cross; 3121 only by 3021, at 2 MP, not 1.
    expect(ends).not.toContain('3019');
    const back = play(chosen, { type: 'move-to', hex: '3121' });
    expect(back.events.find((e) => e.type === 'move')).toMatchObject({ cost: 2, engaged: true });
  });

  it("7: from one enemy's zone the counter may step into another enemy's zone, and stops there", () => {
    // A second kabila counter on 2819: 2920 is in its zone but not in the first one's.
    const s = board({ counters: { 'ceriñola-1': '3020', 'beni-urriaguel-1': '3120', 'beni-urriaguel-2': '2819' }, tasks: spanishMove() });
    const chosen = play(s, { type: 'move', counter: 'ceriñola-1' }).state;
    expect(destinations(chosen)).toContain('2920');
    // The only counter to move, with one target it must attack: the movement ends and the combat is rolled at once.
    const there = play(chosen, { type: 'move-to', hex: '2920' }, [3, 3]);
    expect(there.events.find((e) => e.type === 'move')).toMatchObject({ cost: 1, engaged: true });
    expect(there.events.find((e) => e.type === 'combat')).toMatchObject({ attackers: ['ceriñola-1'], defenders: ['beni-urriaguel-2'] });
  });
});

describe('6.1, reading 9: reinforcements arrive outside enemy zones of control', () => {
  it('6.1, reading 9: a Moroccan reinforcement may not be placed next to the Spanish garrison of Axdir', () => {
    const s = board({ counters: { 'bandera-1-1': '0410' }, turn: 3, tasks: steps({ t: 'reinforce', side: 'moroccan' }, { t: 'movement', side: 'moroccan' }) });
    const hexes = laLegion.legalActions(s).flatMap((a) => (a.type === 'enter' ? [a.hex] : []));
    // 0310 and 0311 are Moroccan-zone hexes next to Axdir (0410); 0210 is not next to it.
    expect(hexes).not.toContain('0310');
    expect(hexes).not.toContain('0311');
    expect(hexes).toContain('0210');
    const first = laLegion.legalActions(s)[0] as Extract<LegionAction, { type: 'enter' }>;
    expect(() => laLegion.step(s, { ...first, hex: '0310' })).toThrow(IllegalActionError);
  });
});

describe('6.1 with 7: a lander moves at most half its movement factor', () => {
  it('6.1: a lander on a beach road hex gets no road bonus over its half factor', () => {
    // Bandera 7's infantry (movement 4) landed on 0511, Axdir's beach, on the road to Annual: at most 2 hexes.
    const s = board({
      counters: { 'bandera-7-1': '0511', 'ceriñola-1': '2918' },
      flags: { 'bandera-7-1': ARRIVED | LANDED },
      turn: 5,
      tasks: steps({ t: 'movement', side: 'spanish' }),
    });
    const ends = destinations(play(s, { type: 'move', counter: 'bandera-7-1' }).state);
    expect(ends).toContain('0711'); // two hexes along the road
    expect(ends).not.toContain('0811'); // three: the road's +2 would have allowed it
    expect(ends).not.toContain('0912');
  });

  it('6.1: a lander that stops in an enemy zone within its half factor may attack that turn', () => {
    const s = board({
      counters: { 'bandera-7-1': '0511', 'beni-urriaguel-1': '0812' },
      flags: { 'bandera-7-1': ARRIVED | LANDED },
      turn: 5,
      tasks: steps({ t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' }),
    });
    // Its only target: the attack it owes is declared and rolled at once.
    const moved = play(play(s, { type: 'move', counter: 'bandera-7-1' }).state, { type: 'move-to', hex: '0712' }, [5, 2]);
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ cost: 2, engaged: true });
    expect(moved.events.find((e) => e.type === 'combat')).toMatchObject({
      attackers: ['bandera-7-1'],
      defenders: ['beni-urriaguel-1'],
      result: 'defenders-eliminated',
    });
  });
});
