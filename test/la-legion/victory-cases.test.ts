// La Legión's victory (5, readings 19-22) and eliminations (8, 8.1) case by case: the three-times
// rule at its bound for either side, what holds Melilla and the road, and the events that say who
// won and why. Rolls forced.
import { describe, expect, it } from 'vitest';
import { laLegion } from 'reglas/la-legion';
import { MOROCCAN, SPANISH } from '../../src/games/la-legion/pieces.js';
import { ARRIVED, AT_MELILLA, ELIMINATED } from '../../src/games/la-legion/state.js';
import { finalVictory, holdsRoad, roadClear, threeToOne } from '../../src/games/la-legion/victory.js';
import { board, play, steps, where } from './helpers.js';

/** A Spanish counter in every town and plaza of the road of 5 and in Melilla (3807). */
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
const FAR_KABILAS = { 'beni-urriaguel-5': '0218', 'beni-urriaguel-6': '0220', 'beni-urriaguel-7': '0222', 'beni-urriaguel-8': '0224' };
const rest = () => steps({ t: 'combat', side: 'moroccan' });

describe("5, readings 19-20: three times the enemy's counters", () => {
  it('5, reading 19: "el triple" is at least three times, for either side; twice is not enough', () => {
    const s31 = board({ counters: { 'bandera-1-1': '2918', 'bandera-2-1': '2418', 'bandera-3-1': '2618', 'beni-urriaguel-1': '0216' }, tasks: rest() });
    expect(threeToOne(s31)).toBe(SPANISH);
    const s13 = board({
      counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '0216', 'beni-urriaguel-2': '0218', 'beni-urriaguel-3': '0220' },
      tasks: rest(),
    });
    expect(threeToOne(s13)).toBe(MOROCCAN);
    const s21 = board({ counters: { 'bandera-1-1': '2918', 'bandera-2-1': '2418', 'beni-urriaguel-1': '0216' }, tasks: rest() });
    expect(threeToOne(s21)).toBe(-1);
    const s12 = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '0216', 'beni-urriaguel-2': '0218' }, tasks: rest() });
    expect(threeToOne(s12)).toBe(-1);
  });

  it('5, reading 20: the Moroccans with three times the Spanish counters at the end of a turn win, and the event says why', () => {
    const s = board({
      counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '0216', 'beni-urriaguel-2': '0218', 'beni-urriaguel-3': '0220' },
      turn: 4,
      tasks: [{ t: 'end-turn' }],
    });
    expect(laLegion.outcome(s)).toMatchObject({ winners: ['moroccan'], reason: "three times the enemy's counters in play at the end of turn 4 (5)" });
  });
});

describe('5: annihilation, and the events of an elimination', () => {
  it('5: the Spanish annihilating the Moroccans win at once; the elimination and the end are named', () => {
    const s = board({ counters: { 'bandera-1-1': '2918', 'beni-urriaguel-1': '3018' }, tasks: steps({ t: 'combat', side: 'spanish' }) });
    const r = play(s, { type: 'attack', target: 'beni-urriaguel-1' }, [5, 2]);
    expect(r.events.filter((e) => e.type !== 'combat')).toEqual([
      { type: 'eliminated', text: 'beni-urriaguel-1 is eliminated (3018)', rule: '8', counter: 'beni-urriaguel-1', hex: '3018' },
      {
        type: 'game-end',
        text: 'The Spanish win: the Moroccans have been annihilated',
        rule: '5',
        winner: 'spanish',
        reason: 'the Moroccans have been annihilated',
      },
    ]);
  });

  it('5: the Moroccans annihilating the Spanish win at once, and the event names them', () => {
    // The Legion in the open on 3019 (no town to help it): 2 x 5 against 4 x 2.
    const s = board({ counters: { 'bandera-1-1': '3019', 'beni-urriaguel-1': '3119' }, tasks: steps({ t: 'combat', side: 'moroccan' }) });
    const r = play(s, { type: 'attack', target: 'bandera-1-1' }, [5, 2]);
    expect(r.events.at(-1)).toEqual({
      type: 'game-end',
      text: 'The Moroccans win: the Spanish have been annihilated',
      rule: '5',
      winner: 'moroccan',
      reason: 'the Spanish have been annihilated',
    });
    expect(laLegion.outcome(r.state)).toMatchObject({ winners: ['moroccan'] });
  });

  it('8.1: with every captured battery already on the map, a Spanish battery taken gives the Moroccans nothing to place', () => {
    const taken = {
      'captured-battery-1': '0230',
      'captured-battery-2': '0232',
      'captured-battery-3': '0234',
      'captured-battery-4': '0236',
      'captured-battery-5': '0238',
    };
    const placed = Object.fromEntries(Object.keys(taken).map((id, i) => [id, ['0218', '0220', '0222', '0224', '0226'][i]!]));
    const s = board({
      counters: { 'ceriñola-5': '2918', 'beni-urriaguel-1': '3018', 'bandera-1-1': '3807', ...placed },
      tasks: steps({ t: 'combat', side: 'moroccan' }, { t: 'end-turn' }),
    });
    const r = play(s, { type: 'attack', target: 'ceriñola-5' }, [5, 2]);
    expect(where(r.state, 'ceriñola-5')).toBe(ELIMINATED);
    expect(r.state.tasks.some((t) => t.t === 'capture')).toBe(false);
    expect(laLegion.legalActions(r.state)).not.toContainEqual({ type: 'capture-battery' });
  });
});

describe('5 (a), (b), readings 21-22: who holds the road at the end', () => {
  it('5 (a), 6.1: reinforcements waiting in Melilla hold Melilla only, never an empty town of the road', () => {
    const { 'ceriñola-5': _melilla, 'bandera-2-1': _annual, ...others } = ROAD_HELD;
    const s = board({ counters: { ...others, 'bandera-4-1': AT_MELILLA, ...FAR_KABILAS }, flags: { 'bandera-4-1': ARRIVED }, turn: 13, tasks: rest() });
    expect(holdsRoad(s)).toBe(false);
    expect(roadClear(s)).toBe(true);
  });

  it('5: each ending names its clause', () => {
    const held = board({ counters: { ...ROAD_HELD, ...FAR_KABILAS }, turn: 13, tasks: rest() });
    expect(finalVictory(held)).toEqual({ winner: SPANISH, reason: 'they hold every town and plaza of the road from Axdir to Nador, and Melilla (5 a)' });
    const { 'bandera-2-1': _annual, ...others } = ROAD_HELD;
    const clear = board({ counters: { ...others, ...FAR_KABILAS }, turn: 13, tasks: rest() });
    expect(finalVictory(clear)).toEqual({
      winner: SPANISH,
      reason: 'no Moroccan counter holds a town or plaza of the road, Melilla, or a town inside the zone it bounds (5 b)',
    });
    const lost = board({ counters: { ...others, ...FAR_KABILAS, 'beni-urriaguel-1': '1413' }, turn: 13, tasks: rest() });
    expect(finalVictory(lost)).toEqual({
      winner: MOROCCAN,
      reason: 'Moroccan counters hold towns or plazas of the road or of the zone it bounds at the end of turn 13 (5)',
    });
  });
});
