// La Legión's movement (7, 8.3, 6.1) case by case, where a mutation run of movement.ts found rules
// the reference test of movement-reference.test.ts does not reach: the armoured car's move after
// its pushes, and the movement decisions' fast forms refusing what their lists do not offer.
import { describe, expect, it } from 'vitest';
import { laLegion, type LegionAction, type LegionState } from 'reglas/la-legion';
import { distance, hexIndex, isLand } from '../../src/games/la-legion/board.js';
import {
  type MovePlan,
  movePlan,
  movementAccepts,
  movementCount,
  movingAccepts,
  movingCount,
  reach,
  withinMovement,
} from '../../src/games/la-legion/movement.js';
import { counterIndex } from '../../src/games/la-legion/pieces.js';
import { ARRIVED, LANDED } from '../../src/games/la-legion/state.js';
import { board, destinations, play, playAll, steps } from './helpers.js';

const spanishMove = () => steps({ t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' });
const FAR = { 'beni-urriaguel-9': '0216' };
type MovementTask = { t: 'movement'; side: 'spanish' | 'moroccan' };
type MovingTask = { t: 'moving'; counter: number; pushed: boolean };
const top = <T>(s: LegionState): T => s.tasks[s.tasks.length - 1] as T;

describe('8.3: the armoured car moves with its movement factor after pushing', () => {
  it('8.3: a car that has pushed the counters in its zone then moves at most its movement factor (5), not its displacement', () => {
    // blindados-1 (movement 5) on 2919 with a kabila counter beside it on 3019.
    const s = board({ counters: { 'blindados-1': '2919', 'beni-ulisex-1': '3019', 'bandera-1-1': '2418', ...FAR }, turn: 5, tasks: spanishMove() });
    let state = play(s, { type: 'move', counter: 'blindados-1' }).state;
    const push = laLegion.legalActions(state).find((a) => a.type === 'push')!;
    state = play(state, push).state;
    expect(top<MovingTask>(state)).toMatchObject({ t: 'moving', pushed: true });
    const ends = destinations(state);
    expect(ends.length).toBeGreaterThan(0);
    for (const hex of ends) expect(distance(hexIndex(hex), hexIndex('2919')), hex).toBeLessThanOrEqual(5 + 2);
    expect(ends.some((hex) => distance(hexIndex(hex), hexIndex('2919')) > 7)).toBe(false);
    // Without a counter to push, the same car may go up to its displacement (10, or 12 along a road).
    const free = board({ counters: { 'blindados-1': '2919', 'bandera-1-1': '2418', ...FAR }, turn: 5, tasks: spanishMove() });
    const far = destinations(play(free, { type: 'move', counter: 'blindados-1' }).state);
    expect(far.some((hex) => distance(hexIndex(hex), hexIndex('2919')) > 7)).toBe(true);
  });
});

describe('7: the movement decisions refuse what their lists do not offer', () => {
  it('7: a move, the end of the movement or a stay with an extra field is refused; a counter of the other side, or none, is refused', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'bandera-2-1': '2418', 'beni-urriaguel-1': '3120', ...FAR }, tasks: spanishMove() });
    const task = top<MovementTask>(s);
    expect(movementAccepts(s, task, { type: 'move', counter: 'bandera-1-1' })).toBe(true);
    expect(movementAccepts(s, task, { type: 'move', counter: 'bandera-1-1', extra: 1 } as never)).toBe(false);
    expect(movementAccepts(s, task, { type: 'move', counter: 'beni-urriaguel-1' })).toBe(false);
    expect(movementAccepts(s, task, { type: 'move', counter: 'nobody' })).toBe(false);
    expect(movementAccepts(s, task, { type: 'end-movement' })).toBe(true);
    expect(movementAccepts(s, task, { type: 'end-movement', extra: 1 } as never)).toBe(false);
    expect(movementAccepts(s, task, { type: 'surrender' })).toBe(false);
    expect(movementCount(s, task)).toBe(2);
    const moving = play(s, { type: 'move', counter: 'bandera-1-1' }).state;
    const mtask = top<MovingTask>(moving);
    expect(movingAccepts(moving, mtask, { type: 'stay' })).toBe(true);
    expect(movingAccepts(moving, mtask, { type: 'stay', extra: 1 } as never)).toBe(false);
    expect(movingAccepts(moving, mtask, { type: 'move-to', hex: '2917' })).toBe(true);
    expect(movingAccepts(moving, mtask, { type: 'move-to', hex: '2917', extra: 1 } as never)).toBe(false);
    expect(movingAccepts(moving, mtask, { type: 'move-to', hex: '9999' })).toBe(false);
    expect(movingAccepts(moving, mtask, { type: 'move-to', hex: '2918' })).toBe(false);
    expect(movingAccepts(moving, mtask, { type: 'surrender' })).toBe(false);
    expect(movingCount(moving, mtask)).toBe(2);
  });

  it('5: with the option on, the surrender is accepted bare in both decisions, never with an extra field', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3120', ...FAR }, tasks: spanishMove(), surrender: true });
    const task = top<MovementTask>(s);
    expect(movementAccepts(s, task, { type: 'surrender' })).toBe(true);
    expect(movementAccepts(s, task, { type: 'surrender', extra: 1 } as never)).toBe(false);
    const moving = play(s, { type: 'move', counter: 'bandera-1-1' }).state;
    const mtask = top<MovingTask>(moving);
    expect(movingAccepts(moving, mtask, { type: 'surrender' })).toBe(true);
    expect(movingAccepts(moving, mtask, { type: 'surrender', extra: 1 } as never)).toBe(false);
    expect(laLegion.legalActions(moving)).toContainEqual({ type: 'surrender' } as LegionAction);
  });

  it('9: a counter whose factor the weather leaves at zero is not offered, and its fast forms agree', () => {
    // A sandstorm takes 3 from the Spanish: Ceriñola's battalion (movement 3) may not move.
    const s = board({
      counters: { 'ceriñola-1': '2918', 'bandera-1-1': '2418', 'beni-urriaguel-1': '3120', ...FAR },
      weather: 'sandstorm',
      tasks: spanishMove(),
    });
    const task = top<MovementTask>(s);
    expect(laLegion.legalActions(s)).not.toContainEqual({ type: 'move', counter: 'ceriñola-1' });
    expect(movementAccepts(s, task, { type: 'move', counter: 'ceriñola-1' })).toBe(false);
    const c = counterIndex('ceriñola-1');
    const stuck: MovingTask = { t: 'moving', counter: c, pushed: false };
    expect(movingAccepts(s, stuck, { type: 'stay' })).toBe(false);
    expect(movingCount(s, stuck)).toBe(0);
    // 5: with the surrender option on, the counter that cannot move offers no surrender of its own either.
    expect(movingAccepts({ ...s, surrender: true }, stuck, { type: 'surrender' })).toBe(false);
  });
});

describe('6.1, reading 24: a lander placed on a sea hex must come ashore', () => {
  it('6.1, reading 24: the lander on the sea dot 1607 must move, only onto land, within half its movement factor', () => {
    // Bandera 7 (movement 4) landed on the sea hex 1607: half its factor is 2.
    const s = board({
      counters: { 'bandera-7-1': '1607', 'bandera-1-1': '3811', ...FAR },
      flags: { 'bandera-7-1': ARRIVED | LANDED },
      turn: 5,
      tasks: spanishMove(),
    });
    const legal = laLegion.legalActions(s);
    expect(legal).toContainEqual({ type: 'move', counter: 'bandera-7-1' });
    expect(legal).not.toContainEqual({ type: 'end-movement' });
    expect(movementAccepts(s, top<MovementTask>(s), { type: 'end-movement' })).toBe(false);
    const moving = play(s, { type: 'move', counter: 'bandera-7-1' }).state;
    const mtask = top<MovingTask>(moving);
    expect(laLegion.legalActions(moving)).not.toContainEqual({ type: 'stay' });
    expect(movingAccepts(moving, mtask, { type: 'stay' })).toBe(false);
    const ends = destinations(moving);
    expect(ends).toContain('1608');
    expect(ends).toContain('1708');
    for (const hex of ends) {
      expect(isLand(hexIndex(hex)), hex).toBe(true);
      expect(distance(hexIndex(hex), hexIndex('1607')), hex).toBeLessThanOrEqual(2);
    }
    expect(movingCount(moving, mtask)).toBe(2);
  });
});

describe('7: the reach of a counter answers for the counter and the bounds it is asked about', () => {
  it('7: asked twice about one position with other bounds or another counter, the search answers as if asked first', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'bandera-2-1': '2418', 'beni-urriaguel-1': '3120', ...FAR }, tasks: spanishMove() });
    const c = counterIndex('bandera-1-1');
    const plan = movePlan(s, c)!;
    // Pairs of bounds that differ in one field each (the entering pair from a free hex, where staying differs).
    const from2917 = { ...plan, start: hexIndex('2917') };
    const pairs: [MovePlan, MovePlan][] = [
      [plan, from2917],
      [plan, { ...plan, max: plan.max - 3 }],
      [plan, { ...plan, moveMax: -1 }],
      [plan, { ...plan, combatMax: -1 }],
      [plan, { ...plan, roadBonus: 0 }],
      [plan, { ...plan, car: true }],
      [from2917, { ...from2917, entering: true }],
    ];
    for (const [first, other] of pairs) {
      const fresh = reach({ ...s }, c, other);
      // Other ends, or (moveMax) the same ends with other displacements (2.3).
      const within = (r: ReturnType<typeof reach>) => r.ends.map((h) => withinMovement(r, h));
      const base = reach({ ...s }, c, first);
      expect([fresh.ends, within(fresh)], JSON.stringify(other)).not.toEqual([base.ends, within(base)]);
      reach(s, c, first);
      const again = reach(s, c, other);
      expect(again.plan).toEqual(other);
      expect(within(again)).toEqual(within(fresh));
      expect(again.ends, JSON.stringify(other)).toEqual(fresh.ends);
      expect(Array.from(again.cost)).toEqual(Array.from(fresh.cost));
      expect(Array.from(again.roadCost)).toEqual(Array.from(fresh.roadCost));
    }
    const d = counterIndex('bandera-2-1');
    reach(s, c, plan);
    expect(reach(s, d, plan).counter).toBe(d);
  });
});

describe('8.1, reading 12: a battery supports after a move within its movement factor', () => {
  // Ceriñola's battery (movement 2) on 2818; the Legion on 2918 next to a kabila counter on 3018.
  const counters = { 'ceriñola-5': '2818', 'bandera-1-1': '2918', 'bandera-2-1': '2418', 'beni-urriaguel-1': '3018', ...FAR };

  it('8.1, reading 12: moved one hex, the battery is not displaced and may support the attack', () => {
    const s = board({ counters, tasks: spanishMove() });
    const r = playAll(s, [
      { type: 'move', counter: 'ceriñola-5' },
      { type: 'move-to', hex: '2817' },
      { type: 'end-movement' },
      { type: 'attack', target: 'beni-urriaguel-1' },
    ]);
    expect(r.events.find((e) => e.type === 'move')).toMatchObject({ counter: 'ceriñola-5', cost: 1, displacement: false, engaged: false });
    expect(laLegion.legalActions(r.state)).toEqual([{ type: 'add-support', battery: 'ceriñola-5' }, { type: 'resolve' }]);
  });

  it('2.3, reading 12: moved beyond its movement factor, the battery is displaced and may not support', () => {
    const s = board({ counters: { ...counters, 'ceriñola-5': '2814' }, tasks: spanishMove() });
    // 2814 -> 2815 -> 2816 -> 2817: 3 MP, beyond its movement factor of 2 (2817 is 2 hexes from the kabila counter).
    const r = playAll(
      s,
      [{ type: 'move', counter: 'ceriñola-5' }, { type: 'move-to', hex: '2817' }, { type: 'end-movement' }, { type: 'attack', target: 'beni-urriaguel-1' }],
      [3, 3],
    );
    expect(r.events.find((e) => e.type === 'move')).toMatchObject({ counter: 'ceriñola-5', cost: 3, displacement: true });
    // No support to offer: the one attacker is declared and the combat rolled at once.
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ attackers: ['bandera-1-1'], support: [] });
  });
});
