// La Legión: the steps of a turn (4, 10), reinforcements and landings (6.1), aircraft and fleets
// (2.3, 8.2), the pushes of the armoured car (8.3) and the end of the game (5), with the rolls forced.
import { describe, expect, it } from 'vitest';
import { laLegion } from 'reglas/la-legion';
import { ARRIVED, AT_MELILLA, ELIMINATED, GROUNDED, LANDED } from '../../src/games/la-legion/state.js';
import { MOROCCAN_ZONE, SPANISH_PLAZAS, SPANISH_ZONE, ZONE, distance, hexIndex } from '../../src/games/la-legion/board.js';
import { COUNTERS } from '../../src/games/la-legion/data/counters.js';
import { STANDARD_SETUP } from '../../src/games/la-legion/data/standard-setup.js';
import { sideAt } from '../../src/games/la-legion/edits.js';
import { board, destinations, pendingKind, play, playAll, steps, where } from './helpers.js';

const spanishMove = () => steps({ t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' });
/** Four Moroccan counters far in the Moroccan zone, so that no test ends in the 3x rule by accident. */
const FAR_KABILAS = { 'beni-urriaguel-5': '0218', 'beni-urriaguel-6': '0220', 'beni-urriaguel-7': '0222', 'beni-urriaguel-8': '0224' };

/** A Spanish counter in every town and plaza of the road of 5 and in Melilla. */
const ROAD_HELD = {
  'bandera-1-1': '0410',
  'bandera-1-2': '1312',
  'bandera-2-1': '1413',
  'bandera-2-2': '1513',
  'bandera-3-1': '1916',
  'bandera-3-2': '2218',
  'ceriñola-1': '2918',
  'ceriñola-2': '3518',
  'ceriñola-3': '3815',
  'ceriñola-4': '3811',
  'ceriñola-5': '3807',
};

describe('5: who wins at the end of turn 13', () => {
  it('5 (a): a Spanish land counter in each town and plaza of the road and in Melilla wins, even with a Moroccan counter in a town inside', () => {
    const s = board({ counters: { ...ROAD_HELD, ...FAR_KABILAS, 'beni-urriaguel-1': '3512' }, turn: 13, tasks: [{ t: 'end-turn' }] });
    expect(laLegion.outcome(s)).toMatchObject({ winners: ['spanish'], reason: expect.stringContaining('(5 a)') });
  });

  it('5 (b): with a town of the road empty, the Spanish still win if no Moroccan counter holds one of them or a town inside the zone', () => {
    const { 'bandera-2-1': _annual, ...rest } = ROAD_HELD;
    const s = board({ counters: { ...rest, ...FAR_KABILAS }, turn: 13, tasks: [{ t: 'end-turn' }] });
    expect(laLegion.outcome(s)).toMatchObject({ winners: ['spanish'], reason: expect.stringContaining('(5 b)') });
  });

  it('5: a Moroccan counter in a town of the road, or in a town inside the zone when (a) fails, wins for the Moroccans', () => {
    const { 'bandera-2-1': _annual, ...rest } = ROAD_HELD;
    const onRoad = board({ counters: { ...rest, ...FAR_KABILAS, 'beni-urriaguel-1': '1413' }, turn: 13, tasks: [{ t: 'end-turn' }] });
    expect(laLegion.outcome(onRoad)?.winners).toEqual(['moroccan']);
    const inside = board({ counters: { ...rest, ...FAR_KABILAS, 'beni-urriaguel-1': '2413' }, turn: 13, tasks: [{ t: 'end-turn' }] });
    expect(laLegion.outcome(inside)?.winners).toEqual(['moroccan']);
  });

  it('4: before turn 13 the end of a turn advances the marker and rolls the next weather', () => {
    const s = board({ counters: { ...ROAD_HELD, ...FAR_KABILAS }, turn: 4, tasks: [{ t: 'end-turn' }], rolls: [5] });
    expect(s.turn).toBe(5);
    expect(s.weather).toBe('very-hot');
    expect(laLegion.isTerminal(s)).toBe(false);
  });
});

describe('6.1: reinforcements', () => {
  it('6.1: a lander moves at most half its movement factor, rounded down, and may attack that turn', () => {
    // The 7th bandera (movement 4) landed on the beach at 1608; a kabila counter stands at 1610.
    const s = board({
      counters: { 'bandera-7-1': '1608', 'beni-urriaguel-1': '1610', ...FAR_KABILAS, 'bandera-1-1': '3807' },
      flags: { 'bandera-7-1': ARRIVED | LANDED },
      turn: 5,
      tasks: spanishMove(),
    });
    const ends = destinations(play(s, { type: 'move', counter: 'bandera-7-1' }).state);
    expect(ends).toContain('1609');
    for (const hex of ends) expect(distance(hexIndex(hex), hexIndex('1608'))).toBeLessThanOrEqual(2);
    const moved = playAll(s, [
      { type: 'move', counter: 'bandera-7-1' },
      { type: 'move-to', hex: '1609' },
    ]);
    expect(moved.events.find((e) => e.type === 'move')).toMatchObject({ engaged: true });
    // Its attack is owed and the only one: the end of the movement brings it on and rolls it.
    const fought = play(moved.state, { type: 'end-movement' }, [5, 2]);
    expect(fought.events.find((e) => e.type === 'combat')).toMatchObject({ attackers: ['bandera-7-1'], defenders: ['beni-urriaguel-1'] });
  });

  it('6.1: a reinforcement that did not land moves its displacement plus ten but may not come next to an enemy, nor attack', () => {
    const s = board({
      counters: { 'azim-el-midao-1': '2425', 'bandera-1-1': '2918', ...FAR_KABILAS },
      flags: { 'azim-el-midao-1': ARRIVED },
      turn: 3,
      tasks: steps({ t: 'movement', side: 'moroccan' }, { t: 'combat', side: 'moroccan' }),
    });
    const ends = destinations(play(s, { type: 'move', counter: 'azim-el-midao-1' }).state);
    // Infantry 1-4: displacement 8 plus 10 is 18 hexes; 2425 -> 2419 is 6 hexes, 2907 far more.
    expect(ends).toContain('2420');
    for (const zoc of ['2817', '2917', '3017', '3018', '2919', '2818']) expect(ends).not.toContain(zoc);
  });

  it('6.1: the Spanish reinforcements of turn 3 come from Melilla, and must come out', () => {
    const s = board({
      counters: { 'bandera-4-1': AT_MELILLA, 'ceriñola-5': '3807', ...FAR_KABILAS },
      flags: { 'bandera-4-1': ARRIVED },
      turn: 3,
      tasks: spanishMove(),
    });
    const legal = laLegion.legalActions(s);
    expect(legal).toContainEqual({ type: 'move', counter: 'bandera-4-1' });
    expect(legal).not.toContainEqual({ type: 'end-movement' });
    const ends = destinations(play(s, { type: 'move', counter: 'bandera-4-1' }).state);
    expect(ends).toContain('3708');
    expect(laLegion.legalActions(play(s, { type: 'move', counter: 'bandera-4-1' }).state)).not.toContainEqual({ type: 'stay' });
  });
});

describe('2.3, 8.2: aircraft and fleets', () => {
  const air = () => steps({ t: 'air', sub: 1, spent: [0, 0, 0, 0], struck: [false, false, false, false] });

  it('8.2: an aircraft flies onto a Moroccan counter within its movement and bombs it, eliminating it on a 2', () => {
    const s = board({
      counters: {
        'aviacion-1': '3708',
        'aviacion-2': '3708',
        'aviacion-3': '4111',
        'aviacion-4': '4111',
        'beni-urriaguel-1': '3512',
        ...FAR_KABILAS,
        'bandera-1-1': '3807',
      },
      turn: 5,
      tasks: air(),
    });
    expect(laLegion.legalActions(s)).toContainEqual({ type: 'strike', aircraft: 'aviacion-1', target: 'beni-urriaguel-1' });
    // 0218 is far beyond eight hexes of the airfield.
    expect(laLegion.legalActions(s)).not.toContainEqual({ type: 'strike', aircraft: 'aviacion-1', target: 'beni-urriaguel-5' });
    const r = play(s, { type: 'strike', aircraft: 'aviacion-1', target: 'beni-urriaguel-1' }, [2]);
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
    // One aircraft over a Moroccan counter at a time: the other bomber may not strike the same counter... it is gone; and aviacion-1 has bombed this sub-turn.
    expect(laLegion.legalActions(r.state).some((a) => a.type === 'strike' && a.aircraft === 'aviacion-1')).toBe(false);
  });

  it('8.2: no two aircraft over one Moroccan counter', () => {
    const s = board({
      counters: {
        'aviacion-1': '3708',
        'aviacion-2': '3708',
        'aviacion-3': '4111',
        'aviacion-4': '4111',
        'beni-urriaguel-1': '3512',
        ...FAR_KABILAS,
        'bandera-1-1': '3807',
      },
      turn: 5,
      tasks: air(),
    });
    const r = play(s, { type: 'strike', aircraft: 'aviacion-1', target: 'beni-urriaguel-1' }, [3]);
    expect(laLegion.legalActions(r.state)).not.toContainEqual({ type: 'strike', aircraft: 'aviacion-2', target: 'beni-urriaguel-1' });
  });

  it('2.3: after the third sub-turn the aircraft return to their bases', () => {
    const s = board({
      counters: {
        'aviacion-1': '3708',
        'aviacion-2': '3708',
        'aviacion-3': '4111',
        'aviacion-4': '4111',
        'beni-urriaguel-1': '3512',
        ...FAR_KABILAS,
        'bandera-1-1': '3807',
      },
      turn: 5,
      tasks: air(),
    });
    const r = playAll(
      s,
      [{ type: 'strike', aircraft: 'aviacion-1', target: 'beni-urriaguel-1' }, { type: 'end-subturn' }, { type: 'end-subturn' }, { type: 'end-subturn' }],
      [3],
    );
    expect(where(r.state, 'aviacion-1')).toBe('3708');
    expect(r.events.some((e) => e.type === 'aircraft-return')).toBe(true);
  });

  it('2.3, reading 15: grounded bombers come back when a Spanish land counter holds the airfield at the air step', () => {
    const s = board({
      counters: {
        'aviacion-1': GROUNDED,
        'aviacion-2': GROUNDED,
        'aviacion-3': '4111',
        'aviacion-4': '4111',
        'flotas-1': '3806',
        'flotas-2': '3806',
        'bandera-1-1': '3708',
        ...FAR_KABILAS,
      },
      turn: 6,
      tasks: [{ t: 'end-turn' }, { t: 'side', side: 'spanish' }],
    });
    expect(where(s, 'aviacion-1')).toBe('3708');
  });

  it('8.2, reading 16: a fleet fires at a Moroccan counter within 2 hexes of the open sea, placed on the sea hex nearest it', () => {
    const s = board({
      counters: { 'flotas-1': '3806', 'flotas-2': '3806', 'beni-urriaguel-1': '2908', ...FAR_KABILAS, 'bandera-1-1': '3807' },
      turn: 6,
      tasks: steps({ t: 'fleets', done: [false, false] }),
    });
    const legal = laLegion.legalActions(s);
    expect(legal).toEqual([
      { type: 'fleet-fire', fleet: 'flotas-1', target: 'beni-urriaguel-1' },
      { type: 'fleet-hold', fleet: 'flotas-1' },
    ]);
    const r = play(s, legal[0]!, [2]);
    expect(r.events.find((e) => e.type === 'fleet-fire')).toMatchObject({ hit: true, station: expect.any(String) });
    expect(where(r.state, 'beni-urriaguel-1')).toBe(ELIMINATED);
  });

  it('9: no aircraft fly in a sandstorm, but fleets still fire (reading 25)', () => {
    const s = board({
      counters: {
        'aviacion-1': '3708',
        'aviacion-2': '3708',
        'aviacion-3': '4111',
        'aviacion-4': '4111',
        'flotas-1': '3806',
        'flotas-2': '3806',
        'beni-urriaguel-1': '2908',
        'bandera-1-1': '3807',
        ...FAR_KABILAS,
      },
      turn: 6,
      weather: 'sandstorm',
      tasks: [{ t: 'end-turn' }, { t: 'side', side: 'spanish' }],
    });
    expect(pendingKind(s)).toBe('fleets');
  });
});

describe('8.3: the pushes of the armoured car', () => {
  it('8.3, reading 17: a pushed counter goes back exactly its movement factor plus one, in a straight line, not into a Spanish zone of control', () => {
    // A kabila counter 1-4 south-east of the car on the Garet plain: 5 hexes back.
    const s = board({ counters: { 'blindados-1': '2919', 'beni-ulisex-1': '3019', 'bandera-1-1': '2618', ...FAR_KABILAS }, turn: 5, tasks: spanishMove() });
    const pushes = laLegion.legalActions(play(s, { type: 'move', counter: 'blindados-1' }).state);
    const ends = pushes.flatMap((a) => (a.type === 'push' ? [a.hex] : []));
    expect(ends.length).toBeGreaterThan(0);
    for (const hex of ends) {
      expect(distance(hexIndex(hex), hexIndex('3019'))).toBe(5);
      expect(distance(hexIndex(hex), hexIndex('2919'))).toBe(6);
    }
  });

  it('8.3: an armoured car may not enter a town, a plaza fuerte or a mountain', () => {
    const s = board({ counters: { 'blindados-1': '2818', 'bandera-1-1': '0410', ...FAR_KABILAS }, turn: 5, tasks: spanishMove() });
    const ends = destinations(play(s, { type: 'move', counter: 'blindados-1' }).state);
    expect(ends).not.toContain('2918');
    expect(ends).toContain('2917');
  });
});

describe('8.1, 9: artillery in a sandstorm', () => {
  it('9: in a sandstorm artillery neither bombards nor supports', () => {
    const s = board({
      counters: { 'ceriñola-5': '2818', 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018', ...FAR_KABILAS },
      weather: 'sandstorm',
      tasks: steps({ t: 'bombard', side: 'spanish' }, { t: 'combat', side: 'spanish' }),
    });
    expect(pendingKind(s)).toBe('combat');
    const declared = play(s, { type: 'attack', target: 'beni-urriaguel-1' }, [3, 3]);
    expect(declared.events.find((e) => e.type === 'combat')).toMatchObject({ support: [] });
  });
});

describe('6.1, 7, 8.3: reinforcements keep the rules of their arm', () => {
  it('8.3: an armoured car arriving from Melilla still keeps out of towns, plazas and mountains', () => {
    const s = board({
      counters: { 'blindados-1': AT_MELILLA, 'bandera-1-1': '3807', ...FAR_KABILAS },
      flags: { 'blindados-1': ARRIVED },
      turn: 5,
      tasks: spanishMove(),
    });
    const ends = destinations(play(s, { type: 'move', counter: 'blindados-1' }).state);
    expect(ends.length).toBeGreaterThan(0);
    for (const town of ['3811', '3815', '3518', '2918', '3512']) expect(ends).not.toContain(town);
    expect(ends).not.toContain('3709');
  });

  it('6.1: a reinforcement at Melilla may stay on Melilla\'s hex when it is free ("hasta": a move of none)', () => {
    const s = board({
      counters: { 'bandera-4-1': AT_MELILLA, 'bandera-1-1': '3811', ...FAR_KABILAS },
      flags: { 'bandera-4-1': ARRIVED },
      turn: 3,
      tasks: spanishMove(),
    });
    expect(destinations(play(s, { type: 'move', counter: 'bandera-4-1' }).state)).toContain('3807');
  });
});

describe('6: the standard set-up', () => {
  it('6: places every counter of turn 1 once, each side in its zone, a Spanish counter in every plaza fuerte of the Spanish zone', () => {
    const s = laLegion.setup({ seed: 'standard' });
    const placed = Object.entries(STANDARD_SETUP);
    const turnOne = COUNTERS.filter((c) => c.entryTurn === 1);
    expect(placed.map(([id]) => id).sort()).toEqual(turnOne.map((c) => c.id).sort());
    expect(new Set(placed.map(([, hex]) => hex)).size).toBe(placed.length);
    for (const [id, hex] of placed) {
      const side = COUNTERS.find((c) => c.id === id)!.side;
      expect(ZONE[hexIndex(hex)], `${id} on ${hex}`).toBe(side === 'spanish' ? SPANISH_ZONE : MOROCCAN_ZONE);
    }
    for (const plaza of SPANISH_PLAZAS) expect(sideAt(s, plaza)).toBe(0);
  });
});
