// La Legión's rules, section by section, with the rolls forced (rulebook 2.3-10, readings in docs/data-provenance.md).
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from 'reglas/core';
import { laLegion } from 'reglas/la-legion';
import { counterIndex } from '../../src/games/la-legion/pieces.js';
import { defence } from '../../src/games/la-legion/combat.js';
import { movementFactor, displacementFactor } from '../../src/games/la-legion/weather.js';
import { ELIMINATED } from '../../src/games/la-legion/state.js';
import { board, destinations, pendingKind, play, playAll, steps, where } from './helpers.js';

const moroccanMove = () => steps({ t: 'movement', side: 'moroccan' }, { t: 'combat', side: 'moroccan' });
const spanishMove = () => steps({ t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' });

describe('9: the worked example and the weather by arm', () => {
  it('9: an infantry factor 3 in a plaza fuerte defends with 6, and with 5 in very hot weather', () => {
    const counters = { 'ceriñola-1': '3518', 'beni-urriaguel-1': '3418' };
    const normal = board({ counters, tasks: moroccanMove() });
    expect(defence(normal, counterIndex('ceriñola-1')).value).toBe(6);
    const hot = board({ counters, weather: 'very-hot', tasks: moroccanMove() });
    expect(defence(hot, counterIndex('ceriñola-1')).value).toBe(5);
  });

  it('9: very hot weather takes 2/4 from Spanish infantry, 3/6 from Spanish cavalry, 1/2 and 2/4 from the Moroccans; machine guns and artillery keep theirs', () => {
    const f = (id: string, w: 'normal' | 'very-hot' | 'sandstorm') => [movementFactor(w, counterIndex(id)), displacementFactor(w, counterIndex(id))];
    expect(f('ceriñola-1', 'very-hot')).toEqual([1, 2]);
    expect(f('harca-soliman-2', 'very-hot')).toEqual([3, 6]);
    expect(f('beni-urriaguel-1', 'very-hot')).toEqual([3, 6]);
    expect(f('beni-urriaguel-27', 'very-hot')).toEqual([4, 8]);
    expect(f('ceriñola-4', 'very-hot')).toEqual([3, 6]);
    expect(f('ceriñola-5', 'very-hot')).toEqual([2, 4]);
  });

  it('9: a sandstorm takes 3/6 from every Spanish arm and 2/4 from every Moroccan one; a factor left at zero cannot move', () => {
    expect(movementFactor('sandstorm', counterIndex('bandera-1-1'))).toBe(1);
    expect(movementFactor('sandstorm', counterIndex('beni-urriaguel-31'))).toBe(1);
    expect(movementFactor('sandstorm', counterIndex('ceriñola-1'))).toBe(0);
    const s = board({ counters: { 'ceriñola-1': '2918', 'bandera-1-1': '2818' }, weather: 'sandstorm', tasks: spanishMove() });
    const moves = laLegion
      .legalActions(s)
      .filter((a) => a.type === 'move')
      .map((a) => (a as { counter: string }).counter);
    expect(moves).toEqual(['bandera-1-1']);
  });

  it('9: in a sandstorm counters in mountains cannot be attacked', () => {
    const s = board({
      counters: { 'bandera-1-1': '3124', 'beni-urriaguel-1': '3224', 'beni-urriaguel-2': '3123' },
      weather: 'sandstorm',
      tasks: steps({ t: 'combat', side: 'spanish' }),
    });
    const attacks = laLegion.legalActions(s).filter((a) => a.type === 'attack');
    expect(attacks).toEqual([{ type: 'attack', target: 'beni-urriaguel-2' }]);
  });
});

describe('7: movement', () => {
  it('7: a mountain hex costs two points', () => {
    // The Beni Bu Yahi hills south of Batel: 3224 is a mountain next to clear 3124.
    const s = board({ counters: { 'beni-ulisex-1': '3124' }, tasks: moroccanMove() });
    const r = play(s, { type: 'move', counter: 'beni-ulisex-1' });
    const moved = play(r.state, { type: 'move-to', hex: '3224' });
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ cost: 2 });
  });

  it('7: a move that starts, runs and ends on the road gains two hexes; one that leaves the road does not', () => {
    // Ceriñola's battalion (movement 3, displacement 6) on the road at Batel (2918); the road runs east along row 18.
    const s = board({ counters: { 'ceriñola-1': '2918' }, tasks: spanishMove() });
    const chosen = play(s, { type: 'move', counter: 'ceriñola-1' }).state;
    const ends = destinations(chosen);
    // Along the road east: 8 hexes (6 + 2), to 3717 (past Monte Arruit, 3518, held by nobody here), not 3716.
    expect(ends).toContain('3717');
    expect(ends).not.toContain('3716');
    // Off the road, 6 is the limit: 2912 is 6 hexes north of Batel.
    expect(ends).toContain('2912');
    expect(ends).not.toContain('2911');
  });

  it('7: entering an enemy zone of control stops the counter and forces combat with the enemy it chooses', () => {
    const s = board({ counters: { 'bandera-1-1': '2618', 'beni-urriaguel-1': '3017', 'beni-urriaguel-2': '2919' }, tasks: spanishMove() });
    const chosen = play(s, { type: 'move', counter: 'bandera-1-1' }).state;
    const ends = destinations(chosen);
    // 2918 (Batel) is next to both kabila counters: it may stop there (2618 - 2718 - 2817 - 2918, 3 MP)...
    expect(ends).toContain('2918');
    // ...but not go through the zone of control beyond it (3018 is next to 3017 and 2919).
    expect(ends).not.toContain('3118');
    const there = play(chosen, { type: 'move-to', hex: '2918' });
    expect(there.events.find((e) => e.type === 'move')).toMatchObject({ engaged: true });
    // No other counter to move, so the movement ended by itself; the combat is owed: either target, no end of combat.
    const combat = there.state;
    const legal = laLegion.legalActions(combat);
    expect(legal).toEqual([
      { type: 'attack', target: 'beni-urriaguel-1' },
      { type: 'attack', target: 'beni-urriaguel-2' },
    ]);
    expect(() => laLegion.step(combat, { type: 'end-combat' })).toThrow(IllegalActionError);
  });

  it('7, reading 7: displacement may not be used to come into an enemy zone of control', () => {
    // Bandera 1 (movement 4, displacement 8) 6 hexes from a kabila counter on clear ground off the road.
    const s = board({ counters: { 'bandera-1-1': '2912', 'beni-urriaguel-1': '2920' }, tasks: spanishMove() });
    const ends = destinations(play(s, { type: 'move', counter: 'bandera-1-1' }).state);
    // 2919 is in the kabila's zone, 7 hexes away: beyond the movement factor.
    expect(ends).not.toContain('2919');
    // 2916 is 4 hexes away, outside the zone: a move; 2918, 6 away and outside it, only by displacement.
    expect(ends).toContain('2916');
    expect(ends).toContain('2918');
  });

  it('7: a land counter never passes over another counter, friend or enemy', () => {
    const s = board({ counters: { 'beni-ulisex-1': '0216', 'beni-ulisex-2': '0217' }, tasks: moroccanMove() });
    const ends = destinations(play(s, { type: 'move', counter: 'beni-ulisex-1' }).state);
    expect(ends).not.toContain('0217');
  });

  it('7: each land counter moves once a turn', () => {
    const s = board({ counters: { 'beni-ulisex-1': '3124', 'beni-ulisex-2': '2418' }, tasks: moroccanMove() });
    const once = playAll(s, [
      { type: 'move', counter: 'beni-ulisex-1' },
      { type: 'move-to', hex: '3123' },
    ]).state;
    expect(laLegion.legalActions(once)).not.toContainEqual({ type: 'move', counter: 'beni-ulisex-1' });
  });
});

describe('8: combat', () => {
  it('8: the attacker multiplies its summed factors by its roll, the defender likewise; the lower product is eliminated', () => {
    // Two Legion counters (4 + 3) against a kabila counter 2 in the open: 7 x 2 = 14 against 2 x 5 = 10.
    const s = board({
      counters: { 'bandera-1-1': '2918', 'bandera-1-2': '3017', 'beni-urriaguel-1': '3018', 'beni-urriaguel-2': '0216' },
      tasks: steps({ t: 'combat', side: 'spanish' }),
    });
    // With both attackers declared nothing is left to choose: the roll follows at once.
    const r = playAll(
      s,
      [
        { type: 'attack', target: 'beni-urriaguel-1' },
        { type: 'add-attacker', counter: 'bandera-1-1' },
        { type: 'add-attacker', counter: 'bandera-1-2' },
      ],
      [2, 5],
    );
    const combat = r.events.find((e) => e.type === 'combat');
    expect(combat).toMatchObject({ attack: 7, defence: 2, attackTotal: 14, defenceTotal: 10, result: 'defenders-eliminated' });
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
  });

  it('8: a tie leaves both counters in play, and is not rolled again', () => {
    const s = board({
      counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018', 'beni-urriaguel-2': '0216' },
      tasks: steps({ t: 'combat', side: 'spanish' }),
    });
    // One attacker possible: it is declared and the combat rolled in the same step.
    const r = play(s, { type: 'attack', target: 'beni-urriaguel-1' }, [2, 4]);
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ attackTotal: 8, defenceTotal: 8, result: 'tie' });
    expect(where(r.state, 'beni-urriaguel-1')).toBe('3018');
    expect(where(r.state, 'bandera-1-1')).toBe('2918');
  });

  it('8: machine guns defend with +1, and +1 more in mountains; a town adds 2', () => {
    const mg = board({ counters: { 'beni-urriaguel-31': '3224', 'ceriñola-4': '1413', 'bandera-1-1': '3124' }, tasks: spanishMove() });
    // Kabila machine guns 2 (second edition): +1 in defence, +1 more in the mountains.
    expect(defence(mg, counterIndex('beni-urriaguel-31')).value).toBe(4);
    expect(defence(mg, counterIndex('ceriñola-4')).value).toBe(5);
  });

  it('8.1: a supporting battery within 2 hexes adds 1 to each attacking counter; artillery never attacks', () => {
    const s = board({
      counters: { 'bandera-1-1': '2918', 'bandera-1-2': '3017', 'ceriñola-5': '2818', 'beni-urriaguel-1': '3018', 'beni-urriaguel-2': '0216' },
      tasks: steps({ t: 'combat', side: 'spanish' }),
    });
    const declared = playAll(s, [
      { type: 'attack', target: 'beni-urriaguel-1' },
      { type: 'add-attacker', counter: 'bandera-1-1' },
    ]).state;
    const legal = laLegion.legalActions(declared);
    expect(legal).toContainEqual({ type: 'add-support', battery: 'ceriñola-5' });
    expect(legal).not.toContainEqual({ type: 'add-attacker', counter: 'ceriñola-5' });
    const r = playAll(
      declared,
      [
        { type: 'add-attacker', counter: 'bandera-1-2' },
        { type: 'add-support', battery: 'ceriñola-5' },
      ],
      [3, 5],
    );
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ attack: 9, attackTotal: 27 });
  });

  it('8, reading 2: two attackers may take on two defenders only if each is next to both', () => {
    // 2918 is next to both kabila counters (3017, 2917); 3018 only to 3017.
    const s = board({
      counters: { 'bandera-1-1': '2918', 'bandera-2-1': '3018', 'beni-urriaguel-1': '3017', 'beni-urriaguel-2': '2917', 'beni-urriaguel-3': '0216' },
      tasks: steps({ t: 'combat', side: 'spanish' }),
    });
    const declared = play(s, { type: 'attack', target: 'beni-urriaguel-1' }).state;
    const one = play(declared, { type: 'add-attacker', counter: 'bandera-1-1' }).state;
    expect(laLegion.legalActions(one)).toContainEqual({ type: 'add-defender', counter: 'beni-urriaguel-2' });
    expect(laLegion.legalActions(one)).toContainEqual({ type: 'add-attacker', counter: 'bandera-2-1' });
    // With 3018 among the attackers, 2917 may not be attacked too: 3018 is not next to it.
    const two = play(declared, { type: 'add-attacker', counter: 'bandera-2-1' }).state;
    expect(laLegion.legalActions(two)).toContainEqual({ type: 'add-attacker', counter: 'bandera-1-1' });
    // ...so with both attackers declared nothing is left to choose, and the combat is against 3017 alone.
    const both = play(two, { type: 'add-attacker', counter: 'bandera-1-1' }, [3, 3]);
    expect(both.events.find((e) => e.type === 'combat')).toMatchObject({ attackers: ['bandera-2-1', 'bandera-1-1'], defenders: ['beni-urriaguel-1'] });
  });
});

describe('8.1: artillery bombardment and the captured battery', () => {
  it('8.1: a battery bombards a counter within 2 hexes before moving, eliminating it on a 2, then may not support', () => {
    const s = board({
      counters: { 'ceriñola-5': '2918', 'beni-urriaguel-1': '3019', 'beni-urriaguel-2': '0216' },
      tasks: steps({ t: 'bombard', side: 'spanish' }, { t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' }),
    });
    expect(pendingKind(s)).toBe('bombard');
    const r = play(s, { type: 'bombard', battery: 'ceriñola-5', target: 'beni-urriaguel-1' }, [2]);
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
    expect(r.events.find((e) => e.type === 'bombard')).toMatchObject({ hit: true, rolls: [{ die: 'legion', value: 2, for: 'bombardment' }] });
  });

  it('8.1: a Spanish battery eliminated by the Moroccans lets them place a captured battery in its hex', () => {
    const s = board({
      counters: { 'ceriñola-5': '2918', 'beni-urriaguel-1': '3018', 'beni-urriaguel-2': '0216', 'bandera-1-1': '3807' },
      tasks: steps({ t: 'combat', side: 'moroccan' }),
    });
    const r = play(s, { type: 'attack', target: 'ceriñola-5' }, [5, 2]);
    expect(where(r.state, 'ceriñola-5')).toBe(ELIMINATED);
    expect(laLegion.legalActions(r.state)).toEqual([{ type: 'capture-battery' }, { type: 'leave-battery' }]);
    const placed = play(r.state, { type: 'capture-battery' });
    expect(where(placed.state, 'captured-battery-1')).toBe('2918');
  });
});

describe('8.3: the armoured car', () => {
  it("8.3: Moroccan counters in the car's zone before it moves are pushed back their movement factor plus one, away from it", () => {
    // A kabila counter 1-4 next to the car: pushed 5 hexes along one of the three directions away.
    const s = board({ counters: { 'blindados-1': '2919', 'beni-ulisex-1': '3019', 'bandera-1-1': '2618' }, turn: 5, tasks: spanishMove() });
    const r = play(s, { type: 'move', counter: 'blindados-1' });
    const pushes = laLegion.legalActions(r.state);
    expect(pushes.every((a) => a.type === 'push')).toBe(true);
    expect(pushes.length).toBeGreaterThan(0);
    const pushed = play(r.state, pushes[0]!);
    expect(pushed.events.find((e) => e.type === 'push')).toBeDefined();
    expect(where(pushed.state, 'beni-ulisex-1')).not.toBe('3019');
    // Then the car moves, with its movement factor only.
    expect(pendingKind(pushed.state)).toBe('moving');
  });

  it('8.3: after a move within its movement factor, the car may push the counters now in its zone, or not', () => {
    const s = board({ counters: { 'blindados-1': '2618', 'beni-ulisex-1': '2920', 'bandera-1-1': '2418' }, turn: 5, tasks: spanishMove() });
    const r = playAll(s, [
      { type: 'move', counter: 'blindados-1' },
      { type: 'move-to', hex: '2819' },
    ]);
    const legal = laLegion.legalActions(r.state);
    expect(legal).toContainEqual({ type: 'no-push', counter: 'beni-ulisex-1' });
    expect(legal.some((a) => a.type === 'push')).toBe(true);
  });

  it('8.3: the car never attacks', () => {
    const s = board({
      counters: { 'blindados-1': '2919', 'beni-ulisex-1': '3019', 'bandera-1-1': '0410' },
      turn: 5,
      tasks: steps({ t: 'combat', side: 'spanish' }),
    });
    expect(laLegion.legalActions(s).some((a) => a.type === 'attack')).toBe(false);
  });
});

describe('2.3: the lost airfield', () => {
  it('2.3: a Moroccan counter on the airfield puts the bombers out of play; a Spanish counter there brings them back', () => {
    const s = board({
      counters: { 'aviacion-1': '3708', 'aviacion-2': '3708', 'beni-urriaguel-1': '3607', 'bandera-1-1': '2918' },
      turn: 6,
      tasks: moroccanMove(),
    });
    const r = playAll(s, [
      { type: 'move', counter: 'beni-urriaguel-1' },
      { type: 'move-to', hex: '3708' },
    ]);
    expect(r.events.filter((e) => e.type === 'bombers-grounded')).toHaveLength(2);
    expect(where(r.state, 'aviacion-1')).toBe(-3);
  });
});

describe('6.1: reinforcements and landings', () => {
  it('6.1: on turn 5 a Spanish reinforcement may land on a landing hex, move half its movement factor and attack', () => {
    const s = board({
      counters: { 'bandera-1-1': '3807', 'beni-urriaguel-1': '1509' },
      turn: 5,
      tasks: steps({ t: 'reinforce', side: 'spanish' }, { t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' }),
    });
    const legal = laLegion.legalActions(s);
    expect(legal[0]).toMatchObject({ type: 'enter', counter: 'bandera-7-1', hex: '3807' });
    expect(legal).toContainEqual({ type: 'land', counter: 'bandera-7-1', hex: '1608' });
  });
});

describe('5: victory', () => {
  it("5: three times the enemy's counters at the end of a turn wins at once", () => {
    const s = board({
      counters: { 'bandera-1-1': '3807', 'bandera-1-2': '3811', 'bandera-2-1': '3815', 'beni-urriaguel-1': '0216' },
      tasks: [{ t: 'end-turn' }],
    });
    expect(laLegion.isTerminal(s)).toBe(true);
    expect(laLegion.outcome(s)?.winners).toEqual(['spanish']);
  });

  it('5: annihilation wins at once, in the middle of a phase', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018' }, tasks: steps({ t: 'combat', side: 'spanish' }) });
    const r = play(s, { type: 'attack', target: 'beni-urriaguel-1' }, [5, 2]);
    expect(laLegion.outcome(r.state)).toMatchObject({ winners: ['spanish'], reason: 'the Moroccans have been annihilated' });
  });

  it('5: with the option, a side may surrender', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '0216' }, tasks: moroccanMove(), surrender: true });
    const r = play(s, { type: 'surrender' });
    expect(laLegion.outcome(r.state)).toMatchObject({ winners: ['spanish'] });
  });
});
