// La Legión's movement (7, 6.1, 8.3, readings 6, 7, 9, 24) for counters hemmed in, where whether a
// counter is offered at all, or the one hex it may still reach, turns on its first step: the one
// hex left open is a mountain, a road, an enemy zone, Melilla's own hex. A mutation run of
// movement.ts found these decisions reached by no other test (scripts/mutation-notes.md).
import { describe, expect, it } from 'vitest';
import * as legion from 'reglas/la-legion';
import { laLegion, type LegionState } from 'reglas/la-legion';
import { movingAccepts, movingCount, movingLegal } from '../../src/games/la-legion/movement.js';
import { counterIndex } from '../../src/games/la-legion/pieces.js';
import { ARRIVED, AT_MELILLA, ELIMINATED, LANDED } from '../../src/games/la-legion/state.js';
import { board, destinations, play, steps, where } from './helpers.js';

const FAR = { 'beni-urriaguel-9': '0216' };
const spanishMove = () => steps({ t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' });
type MovingTask = { t: 'moving'; counter: number; pushed: boolean };
const top = <T>(s: LegionState): T => s.tasks[s.tasks.length - 1] as T;
const offered = (s: LegionState, id: string): boolean => laLegion.legalActions(s).some((a) => a.type === 'move' && a.counter === id);

describe('6.1: a lander with one hex of movement may not climb a mountain', () => {
  // Reina's battalion (movement 3) landed on the beach 1608: half its factor is 1 (6.1, rounded down).
  // Its land neighbours: 1708, 1709, the town 1609 and the mountain 1509 (2 MP, reading 6).
  const landed = (counters: Record<string, string>) =>
    board({ counters: { 'reina-1': '1608', ...counters, ...FAR }, flags: { 'reina-1': ARRIVED | LANDED }, turn: 5, tasks: spanishMove() });

  it('6.1: with only the mountain 1509 left open, the lander is not offered a move', () => {
    const s = landed({ 'ceriñola-1': '1708', 'ceriñola-2': '1709', 'ceriñola-3': '1609' });
    expect(offered(s, 'reina-1')).toBe(false);
    expect(laLegion.legalActions(s)).toContainEqual({ type: 'end-movement' });
  });

  it("6.1, reading 9: with only the mountain 1509 left open, in a kabila counter's zone, the lander is not offered a move either", () => {
    // The kabila counter on 1409 holds 1509 in its zone, not 1608.
    const s = landed({ 'ceriñola-1': '1708', 'ceriñola-2': '1709', 'ceriñola-3': '1609', 'beni-urriaguel-1': '1409' });
    expect(offered(s, 'reina-1')).toBe(false);
  });

  it('6.1: with 1709 open too, the lander goes there and nowhere else', () => {
    const s = landed({ 'ceriñola-1': '1708', 'ceriñola-3': '1609', 'beni-urriaguel-1': '1409' });
    expect(offered(s, 'reina-1')).toBe(true);
    expect(destinations(play(s, { type: 'move', counter: 'reina-1' }).state)).toEqual(['1709']);
  });
});

describe('7, reading 6: a road pays for a mountain hex', () => {
  // In a sandstorm the Harka's infantry (movement 4) keeps 1 (9: the Spanish lose 3), displacement 2.
  // It stands on the road hex 2913; friends on 2912, 2914, 2813 and 2812.
  const ring = { 'ceriñola-1': '2912', 'ceriñola-2': '2914', 'ceriñola-3': '2813', 'garellano-1': '2812' };
  const sandstorm = (counters: Record<string, string>) =>
    board({ counters: { 'harca-soliman-1': '2913', ...ring, ...counters, ...FAR }, weather: 'sandstorm', turn: 4, tasks: spanishMove() });

  it("7, reading 6: along the road, the mountain 3012 in a kabila counter's zone costs 2, within the factor of 1 and the road's 2: the counter stops there and must attack", () => {
    // 3013 taken; the kabila counter on clear 3011 holds 3012 (not 2913) in its zone.
    const s = sandstorm({ 'bandera-2-1': '3013', 'beni-urriaguel-1': '3011' });
    expect(offered(s, 'harca-soliman-1')).toBe(true);
    const chosen = play(s, { type: 'move', counter: 'harca-soliman-1' }).state;
    expect(destinations(chosen)).toEqual(['3012']);
    const moved = play(chosen, { type: 'move-to', hex: '3012' });
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ cost: 2, displacement: false, engaged: true });
  });

  it("7, reading 7: off the road, the mountain 3013 in a kabila counter's zone costs 2, beyond the factor of 1: the counter is not offered a move", () => {
    // 3012 taken; the kabila counter on 3114 holds 3013 (not 2913) in its zone. 2913 -> 3013 is no road.
    const s = sandstorm({ 'bandera-2-1': '3012', 'beni-urriaguel-1': '3114' });
    expect(offered(s, 'harca-soliman-1')).toBe(false);
  });

  it('2.3, reading 6: off the road and out of any zone, the mountain 3013 is reached by displacement (2 MP)', () => {
    const s = sandstorm({ 'bandera-2-1': '3012' });
    expect(offered(s, 'harca-soliman-1')).toBe(true);
    const chosen = play(s, { type: 'move', counter: 'harca-soliman-1' }).state;
    expect(destinations(chosen)).toEqual(['3013']);
    const moved = play(chosen, { type: 'move-to', hex: '3013' });
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ cost: 2, displacement: true, engaged: false });
  });
});

describe('8.3: an armoured car hemmed in is offered while it has kabila counters to push', () => {
  // Blindados 1 on clear 2919: 2918 is a town it may not enter (8.3); friends on 3019, 2920, 2819, 2818.
  const ring = { 'ceriñola-1': '3019', 'ceriñola-2': '2920', 'ceriñola-3': '2819', 'garellano-1': '2818' };

  it('8.3: with a kabila counter on 3018, the car with no hex to go to is offered, and pushes first', () => {
    const s = board({ counters: { 'blindados-1': '2919', ...ring, 'beni-urriaguel-1': '3018' }, turn: 5, tasks: spanishMove() });
    expect(offered(s, 'blindados-1')).toBe(true);
    const chosen = play(s, { type: 'move', counter: 'blindados-1' }).state;
    const pushes = laLegion.legalActions(chosen).filter((a) => a.type === 'push');
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((a) => a.type === 'push' && a.counter === 'beni-urriaguel-1')).toBe(true);
  });

  it('7, 8.3: with a friend on 3018 instead, the car has nothing to push and nowhere to go: not offered', () => {
    const s = board({ counters: { 'blindados-1': '2919', ...ring, 'bandera-2-1': '3018', ...FAR }, turn: 5, tasks: spanishMove() });
    expect(offered(s, 'blindados-1')).toBe(false);
  });

  it('7: an infantry counter hemmed in the same way beside a kabila counter is not offered a move (it may only attack, reading 8)', () => {
    const s = board({ counters: { 'bandera-1-1': '2919', ...ring, 'bandera-2-1': '2918', 'beni-urriaguel-1': '3018' }, turn: 5, tasks: spanishMove() });
    expect(offered(s, 'bandera-1-1')).toBe(false);
  });
});

describe("8.3: the rules lawyer's reach of an armoured car", () => {
  it('8.3, 2.3: with nothing to push, the car may go as far as its displacement (10); with a kabila counter in its zone, it pushes first and then keeps to its movement factor (5)', () => {
    const free = board({ counters: { 'blindados-1': '2919', ...FAR }, turn: 5, tasks: spanishMove() });
    const far = legion.reachOf(free, 'blindados-1');
    expect(far.some((r) => r.cost > 7 && r.displacement)).toBe(true);
    expect(far.map((r) => r.hex)).toEqual(destinations(play(free, { type: 'move', counter: 'blindados-1' }).state));
    const pushing = board({ counters: { 'blindados-1': '2919', 'beni-urriaguel-1': '3018' }, turn: 5, tasks: spanishMove() });
    const near = legion.reachOf(pushing, 'blindados-1');
    expect(near.length).toBeGreaterThan(0);
    for (const r of near) {
      expect(r.cost, r.hex).toBeLessThanOrEqual(5 + 2);
      expect(r.displacement, r.hex).toBe(false);
    }
  });
});

describe('6.1: a reinforcement coming out of Melilla, its gate all but closed', () => {
  // Melilla (3807): its land neighbours are 3806, 3908, 3808, 3708 and 3707. The Legion's 2918 is
  // another counter to move, so that choosing the reinforcement is a decision.
  const reinforcement = (counters: Record<string, string>) =>
    board({
      counters: { 'bandera-4-1': AT_MELILLA, 'bandera-1-1': '2918', ...counters, ...FAR },
      flags: { 'bandera-4-1': ARRIVED },
      turn: 3,
      tasks: spanishMove(),
    });
  const gate = { 'ceriñola-1': '3806', 'ceriñola-2': '3908', 'ceriñola-3': '3808', 'garellano-1': '3708' };

  it("6.1: with every hex out of Melilla taken, the reinforcement may only come onto Melilla's own hex, and must", () => {
    const s = reinforcement({ ...gate, 'bandera-2-1': '3707' });
    expect(offered(s, 'bandera-4-1')).toBe(true);
    expect(laLegion.legalActions(s)).not.toContainEqual({ type: 'end-movement' });
    const task: MovingTask = { t: 'moving', counter: counterIndex('bandera-4-1'), pushed: false };
    expect(movingLegal(s, task)).toEqual([{ type: 'move-to', hex: '3807' }]);
    expect(movingCount(s, task)).toBe(1);
    expect(movingAccepts(s, task, { type: 'move-to', hex: '3807' })).toBe(true);
    // The one answer is played at once: the reinforcement comes onto Melilla's hex.
    expect(where(play(s, { type: 'move', counter: 'bandera-4-1' }).state, 'bandera-4-1')).toBe('3807');
  });

  it("6.1: with a friend on Melilla's hex and one hex out of it open, the reinforcement goes out that way, never onto Melilla", () => {
    const s = reinforcement({ ...gate, 'bandera-2-1': '3807' });
    const chosen = play(s, { type: 'move', counter: 'bandera-4-1' }).state;
    const task = top<MovingTask>(chosen);
    const ends = destinations(chosen);
    expect(ends[0]).toBe('3707');
    expect(ends.length).toBeGreaterThan(2);
    expect(ends).not.toContain('3807');
    expect(movingAccepts(chosen, task, { type: 'move-to', hex: '3807' })).toBe(false);
    expect(movingCount(chosen, task)).toBe(2);
  });

  it('6.1, 5: with Melilla and every hex out of it taken, the reinforcement waits at the gate, and the movement may end', () => {
    const s = reinforcement({ ...gate, 'bandera-2-1': '3707', 'bandera-3-1': '3807' });
    expect(offered(s, 'bandera-4-1')).toBe(false);
    expect(laLegion.legalActions(s)).toContainEqual({ type: 'end-movement' });
    const ended = play(s, { type: 'end-movement' }).state;
    expect(where(ended, 'bandera-4-1')).toBe(AT_MELILLA);
  });

  it("6.1, reading 9: Melilla's hex in a kabila counter's zone is no place to stop; the reinforcement goes out by a hex outside it", () => {
    // The kabila counter on 3709 holds 3708 and 3808 in its zone, not Melilla's 3807 nor 3707.
    const open = reinforcement({ 'beni-urriaguel-1': '3709' });
    expect(destinations(play(open, { type: 'move', counter: 'bandera-4-1' }).state)).toContain('3807');
    // On 3707 instead it holds 3807 (and 3806, 3708) in its zone: Melilla is no end, 3808 still is.
    const s = reinforcement({ 'beni-urriaguel-1': '3707' });
    const chosen = play(s, { type: 'move', counter: 'bandera-4-1' }).state;
    const ends = destinations(chosen);
    expect(ends).not.toContain('3807');
    expect(ends).not.toContain('3708');
    expect(ends).toContain('3808');
    expect(movingAccepts(chosen, top<MovingTask>(chosen), { type: 'move-to', hex: '3807' })).toBe(false);
    expect(laLegion.legalActions(s)).not.toContainEqual({ type: 'end-movement' });
  });
});

describe('6.1, reading 24: a lander of half a factor of 1 into an enemy zone', () => {
  // On the beach 1608, 1708 and the town 1609 taken; 1709 open, in the zone of a kabila counter on
  // 1809 (not next to 1608); the mountain 1509 costs 2, beyond half a factor of 2 or 3.
  const landed = (id: string) =>
    board({
      counters: { [id]: '1608', 'ceriñola-1': '1708', 'ceriñola-3': '1609', 'beni-urriaguel-1': '1809' },
      flags: { [id]: ARRIVED | LANDED },
      turn: 5,
      tasks: spanishMove(),
    });

  it('6.1, reading 24: a landed battalion steps into the zone and must attack from there', () => {
    const s = landed('reina-1');
    expect(offered(s, 'reina-1')).toBe(true);
    const chosen = play(s, { type: 'move', counter: 'reina-1' }).state;
    expect(destinations(chosen)).toEqual(['1709']);
    const moved = play(chosen, { type: 'move-to', hex: '1709' });
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ cost: 1, displacement: false, engaged: true });
  });

  it('6.1, reading 9: a landed battery (half of 2 is 1) may not step into the zone: with no other hex it is not offered', () => {
    expect(offered(landed('reina-5'), 'reina-5')).toBe(false);
  });
});

describe('7, reading 9: a road into an enemy zone does not open it to a battery', () => {
  it("reading 9: a battery whose one open hex is along the road into a kabila counter's zone is not offered a move", () => {
    // Ceriñola's battery on the road hex 2913; 2812 (along the road) in the zone of a kabila counter on 2712.
    const s = board({
      counters: {
        'ceriñola-5': '2913',
        'ceriñola-1': '2912',
        'ceriñola-2': '3012',
        'ceriñola-3': '3013',
        'garellano-1': '2914',
        'bandera-2-1': '2813',
        'beni-urriaguel-1': '2712',
      },
      tasks: spanishMove(),
    });
    expect(offered(s, 'ceriñola-5')).toBe(false);
  });
});

describe('7: the road bonus and zones, along the road', () => {
  it('2.3, 7: out of any zone, a counter with a factor of 1 takes the road onto the mountain 3012 (2 MP) within its movement factor', () => {
    // The sandstorm of the tests above: the Harka's battalion on 2913 keeps 1; only 3012 is open next to it.
    const s = board({
      counters: {
        'harca-soliman-1': '2913',
        'ceriñola-1': '2912',
        'ceriñola-2': '2914',
        'ceriñola-3': '2813',
        'garellano-1': '2812',
        'bandera-2-1': '3013',
        ...FAR,
      },
      weather: 'sandstorm',
      turn: 4,
      tasks: spanishMove(),
    });
    expect(offered(s, 'harca-soliman-1')).toBe(true);
    const chosen = play(s, { type: 'move', counter: 'harca-soliman-1' }).state;
    expect(destinations(chosen)).toContain('3012');
    const moved = play(chosen, { type: 'move-to', hex: '3012' });
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ cost: 2, displacement: false, engaged: false });
  });

  it("7, 2.3: five hexes all along the road (a factor of 3 and the road's 2) is a move to fight, not a displacement: the counter stops in the zone and attacks", () => {
    // Ceriñola's battalion (3) on 2118, the road east to 2618; a kabila counter on 2718 holds 2618 in its zone.
    const s = board({ counters: { 'ceriñola-1': '2118', 'beni-urriaguel-1': '2718', 'bandera-1-1': '0410' }, tasks: spanishMove() });
    const chosen = play(s, { type: 'move', counter: 'ceriñola-1' }).state;
    expect(destinations(chosen)).toContain('2618');
    const moved = play(chosen, { type: 'move-to', hex: '2618' });
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ cost: 5, displacement: false, engaged: true });
    // With no kabila counter there, the same five hexes are a move within the factor, the sixth (2718) a displacement.
    const free = board({ counters: { 'ceriñola-1': '2118', 'bandera-1-1': '0410', ...FAR }, tasks: spanishMove() });
    const go = (hex: string) => play(play(free, { type: 'move', counter: 'ceriñola-1' }).state, { type: 'move-to', hex }).events.find((e) => e.type === 'move');
    expect(go('2618')).toMatchObject({ cost: 5, displacement: false, engaged: false });
    expect(go('2718')).toMatchObject({ cost: 6, displacement: true, engaged: false });
  });

  it("6.1: one hex along the road out of Melilla is still a reinforcement's move, a displacement (it may not attack that turn)", () => {
    const s = board({
      counters: { 'bandera-4-1': AT_MELILLA, 'bandera-1-1': '2918', ...FAR },
      flags: { 'bandera-4-1': ARRIVED },
      turn: 3,
      tasks: spanishMove(),
    });
    const chosen = play(s, { type: 'move', counter: 'bandera-4-1' }).state;
    const moved = play(chosen, { type: 'move-to', hex: '3808' });
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ from: '3807', to: '3808', cost: 1, displacement: true, engaged: false });
  });
});

describe('7: from one enemy zone into another', () => {
  it("7: hemmed in but for one hex of another kabila counter's zone, a counter in a zone is offered that step, and stops there", () => {
    // Ceriñola's battalion on 3020 next to a kabila counter on 3120; friends on 3019, 3121, 3021 and
    // 2921; 2920 is in the zone of a second kabila counter, on 2819, not in the first one's.
    const s = board({
      counters: {
        'ceriñola-1': '3020',
        'beni-urriaguel-1': '3120',
        'beni-urriaguel-2': '2819',
        'ceriñola-2': '3019',
        'ceriñola-3': '3121',
        'garellano-1': '3021',
        'bandera-2-1': '2921',
      },
      tasks: spanishMove(),
    });
    expect(offered(s, 'ceriñola-1')).toBe(true);
    const chosen = play(s, { type: 'move', counter: 'ceriñola-1' }).state;
    expect(destinations(chosen)).toEqual(['2920']);
  });

  it("7: on the map's west edge, a counter in one kabila counter's zone steps into another's", () => {
    // The Legion on 0115 (no hexes west of it) next to a kabila counter on 0214; 0116 is in the zone
    // of another on 0117, not of the first.
    const s = board({
      counters: { 'bandera-1-1': '0115', 'beni-urriaguel-1': '0214', 'beni-urriaguel-2': '0117', 'ceriñola-1': '2918' },
      tasks: spanishMove(),
    });
    const ends = destinations(play(s, { type: 'move', counter: 'bandera-1-1' }).state);
    // 0114 and 0215, next to 0214 too, would slide along the first one's zone.
    expect(ends).toEqual(['0116']);
  });
});

describe('6.1, reading 1: Melilla while reinforcements wait there', () => {
  it("reading 1: a Spanish counter may end its move on Melilla's hex while reinforcements wait there (they stack with it), a Moroccan one may not", () => {
    const s = board({
      counters: { 'bandera-1-1': '3708', 'bandera-4-1': AT_MELILLA, 'ceriñola-1': '2918', ...FAR },
      turn: 4,
      tasks: spanishMove(),
    });
    expect(destinations(play(s, { type: 'move', counter: 'bandera-1-1' }).state)).toContain('3807');
  });
});

describe("the rules lawyer's reach of a counter off the map", () => {
  it('7: reachOf a counter eliminated or still in the box is empty', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', ...FAR }, tasks: spanishMove() });
    const gone = board({ counters: { 'bandera-1-1': '2918', 'bandera-2-1': ELIMINATED, ...FAR }, tasks: spanishMove() });
    expect(legion.reachOf(s, 'bandera-2-1')).toEqual([]);
    expect(legion.reachOf(gone, 'bandera-2-1')).toEqual([]);
    expect(legion.reachOf(s, 'bandera-1-1').length).toBeGreaterThan(0);
  });
});
