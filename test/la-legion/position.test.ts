import { occupantAt } from '../../src/games/la-legion/edits.js';
import { describe, expect, it } from 'vitest';
import type * as z from '../../src/core/schema.js';
import { createRng, isValidationError, seededDice, type ValidationProblem } from '../../src/core/index.js';
import { actionSchema, type LegionAction } from '../../src/games/la-legion/actions.js';
import { HEX_IDS, LANDING, SEA, TERRAIN, hexIndex } from '../../src/games/la-legion/board.js';
import { describe as describeAction } from '../../src/games/la-legion/describe.js';
import { determinize, reseed, view } from '../../src/games/la-legion/hidden.js';
import { laLegion } from '../../src/games/la-legion/index.js';
import { COUNTER_IDS, counterIndex } from '../../src/games/la-legion/pieces.js';
import { position, stateFromPosition } from '../../src/games/la-legion/position.js';
import { legionPositionSchema, type LegionPosition } from '../../src/games/la-legion/position-schema.js';
import { ARRIVED, AT_MELILLA, ELIMINATED, IN_BOX, LANDED, MOVED, type LegionState } from '../../src/games/la-legion/state.js';

/** The states of a random game, every `every` steps, its last state included. */
function randomGame(seed: string, every: number, options: { deployment?: 'free' | 'standard'; surrender?: boolean } = {}): LegionState[] {
  const dice = seededDice(createRng(`pick-${seed}`));
  let s = laLegion.setup({ seed, ...options });
  const out: LegionState[] = [s];
  for (let i = 0; !laLegion.isTerminal(s) && i < 4000; i++) {
    const legal = laLegion.legalActions(s);
    s = laLegion.apply(s, legal[dice.below(legal.length)]!);
    if (i % every === 0) out.push(s);
  }
  out.push(s);
  return out;
}

/** The problems `stateFromPosition` names, or a failure if it accepts the position. */
function problems(pos: unknown): ValidationProblem[] {
  try {
    stateFromPosition(pos, 'bad');
  } catch (error) {
    if (!isValidationError(error)) throw error;
    return [...error.problems];
  }
  throw new Error(`accepted ${JSON.stringify(pos)}`);
}

function refusedAt(pos: unknown, path: string, message: RegExp): void {
  const found = problems(pos);
  const at = found.filter((p) => p.path === path);
  expect(at, `no problem at ${path}; found ${JSON.stringify(found)}`).not.toHaveLength(0);
  expect(at.map((p) => p.message).join(' | ')).toMatch(message);
}

const SEA_LANDING = HEX_IDS[LANDING.find((h) => TERRAIN[h] === SEA)!]!;
const OPEN_SEA = '0101';

describe('La Legión position: round trips', () => {
  const sample = [...randomGame('rt-a', 40), ...randomGame('rt-b', 40, { deployment: 'free' }), ...randomGame('rt-c', 60, { surrender: true })];

  it(`stateFromPosition(position(s)) is s but its generator, and the position is plain JSON (${sample.length} states)`, () => {
    for (const s of sample) {
      const p = position(s);
      expect(legionPositionSchema.safeParse(p).success).toBe(true);
      expect(JSON.parse(JSON.stringify(p))).toEqual(p);
      const back = stateFromPosition(JSON.parse(JSON.stringify(p)), 'other');
      expect({ ...back, rng: s.rng }).toEqual(s);
      expect(back.rng).toEqual(createRng('other'));
    }
  });

  it('setup({ seed, position: position(setup({ seed })) }) gives the same state but its generator, the same legal actions and position', () => {
    const s = laLegion.setup({ seed: 'x' });
    const p = laLegion.position(s);
    const back = laLegion.setup({ seed: 'x', position: p });
    expect({ ...back, rng: s.rng }).toEqual(s);
    expect(laLegion.position(back)).toEqual(p);
    expect(laLegion.legalActions(back)).toEqual(laLegion.legalActions(s));
  });

  it('setup rebuilds states of play from their positions: same legal actions, same side to decide', () => {
    for (const s of randomGame('rt-d', 150)) {
      if (laLegion.isTerminal(s)) continue;
      const back = laLegion.setup({ seed: 'y', position: laLegion.position(s) });
      expect({ ...back, rng: s.rng }).toEqual(s);
      expect(laLegion.activePlayer(back)).toBe(laLegion.activePlayer(s));
      expect(laLegion.legalActions(back)).toEqual(laLegion.legalActions(s));
    }
  });

  it('an ended game round-trips with its result and no task', () => {
    const games = randomGame('rt-end', 100000);
    const end = games.at(-1)!;
    expect(end.result).not.toBeNull();
    const p = position(end);
    expect(p.result).toEqual(end.result);
    expect(p.at).toEqual([]);
    expect({ ...stateFromPosition(p, 'z'), rng: end.rng }).toEqual(end);
  });
});

describe('La Legión position: the format', () => {
  it('lists only what is placed; every omitted counter is in the box', () => {
    const s = stateFromPosition({ counters: { 'bandera-1-1': '3807', 'beni-urriaguel-3': '0410' } }, 's');
    expect(s.turn).toBe(1);
    expect(s.weather).toBeNull();
    expect(s.tasks).toEqual([{ t: 'turn' }]);
    expect(s.surrender).toBe(false);
    expect(s.result).toBeNull();
    expect(s.at.filter((a) => a !== IN_BOX)).toHaveLength(2);
    expect(occupantAt(s, hexIndex('3807'))).toBe(counterIndex('bandera-1-1'));
    expect(position(s)).toEqual({ turn: 1, weather: null, counters: { 'bandera-1-1': '3807', 'beni-urriaguel-3': '0410' }, at: { point: 'turn-start' } });
  });

  it('writes counters by id, hexes by number, flags by name and where play stands by decision point (8: a combat being declared)', () => {
    const pos: LegionPosition = {
      turn: 3,
      weather: 'very-hot',
      counters: { 'bandera-1-1': '3807', 'beni-urriaguel-3': '3707', 'bandera-4-1': 'melilla', 'beni-ulisex-1': 'eliminated', 'ceriñola-5': '3708' },
      done: { 'bandera-1-1': ['moved', 'engaged'], 'bandera-4-1': ['arrived'] },
      at: [
        { point: 'turn-end' },
        { point: 'combats', side: 'spanish' },
        { point: 'combat-declaration', attackers: ['bandera-1-1'], defenders: ['beni-urriaguel-3'], support: ['ceriñola-5'] },
      ],
      surrender: true,
    };
    const s = stateFromPosition(pos, 's');
    const c = counterIndex('bandera-1-1');
    expect(s.flags[c]).toBe(MOVED | 16);
    expect(s.flags[counterIndex('bandera-4-1')]).toBe(ARRIVED);
    expect(s.at[counterIndex('bandera-4-1')]).toBe(AT_MELILLA);
    expect(s.at[counterIndex('beni-ulisex-1')]).toBe(ELIMINATED);
    expect(s.tasks[2]).toEqual({ t: 'declare', attackers: [c], defenders: [counterIndex('beni-urriaguel-3')], support: [counterIndex('ceriñola-5')] });
    // The frames beneath the declaration are its standard ones: the position writes it alone.
    const alone = { point: 'combat-declaration', attackers: ['bandera-1-1'], defenders: ['beni-urriaguel-3'], support: ['ceriñola-5'] };
    expect(position(s)).toEqual({ ...pos, at: alone });
    expect(stateFromPosition({ ...pos, at: alone }, 's')).toEqual(s);
  });

  it('6.1: a lander may stand on a sea landing hex while it is flagged landed', () => {
    const s = stateFromPosition({ turn: 5, counters: { 'bandera-7-1': SEA_LANDING }, done: { 'bandera-7-1': ['arrived', 'landed'] } }, 's');
    expect(s.flags[counterIndex('bandera-7-1')]).toBe(ARRIVED | LANDED);
    refusedAt({ turn: 5, counters: { 'bandera-7-1': SEA_LANDING } }, 'options.position.counters.bandera-7-1', /sea landing hex/);
  });

  it('8.1, 8.2: a captured battery names its hex and an air sub-turn its aircraft by id', () => {
    const pos: LegionPosition = {
      turn: 6,
      weather: 'normal',
      counters: { 'aviacion-1': '3608', 'aviacion-2': '3708', 'aviacion-3': '3909', 'aviacion-4': '3909' },
      at: [
        { point: 'turn-end' },
        { point: 'combats', side: 'spanish' },
        { point: 'movement', side: 'spanish' },
        { point: 'bombardment', side: 'spanish' },
        { point: 'air-sub-turn', sub: 2, spent: { 'aviacion-1': 1 }, struck: [] },
        { point: 'captured-battery', hex: '3518' },
      ],
    };
    const s = stateFromPosition(pos, 's');
    expect(s.tasks[4]).toEqual({ t: 'air', sub: 2, spent: [1, 0, 0, 0], struck: [false, false, false, false] });
    expect(s.tasks[5]).toEqual({ t: 'capture', hex: hexIndex('3518') });
    expect(position(s)).toEqual(pos);
  });
});

describe('La Legión position: refusals, each by its path', () => {
  it('the schema: a bad turn, weather, place, flag name or task kind', () => {
    const e = (() => {
      try {
        stateFromPosition({ turn: 14, counters: {} }, 's');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(isValidationError(e)).toBe(true);
    refusedAt({ turn: 14, counters: {} }, 'options.position.turn', /13/);
    refusedAt({ weather: 'rain', counters: {} }, 'options.position.weather', /./);
    refusedAt({ counters: { 'bandera-1-1': 'Melilla' } }, 'options.position.counters.bandera-1-1', /a place is a hex number/);
    refusedAt({ counters: {}, done: { 'bandera-1-1': ['rested'] } }, 'options.position.done.bandera-1-1[0]', /./);
    refusedAt({ counters: {}, at: [{ point: 'nap' }] }, 'options.position.at[0].point', /./);
    refusedAt({ counters: {}, extra: 1 }, 'options.position', /extra/);
  });

  it('unknown counter ids and hexes off the map', () => {
    refusedAt({ counters: { 'bandera-99-1': '3807' } }, 'options.position.counters.bandera-99-1', /unknown counter id 'bandera-99-1'/);
    refusedAt({ counters: { 'bandera-1-1': '9999' } }, 'options.position.counters.bandera-1-1', /'9999' is not a hex of the map/);
    refusedAt({ counters: {}, done: { nobody: ['moved'] } }, 'options.position.done.nobody', /unknown counter id/);
    refusedAt({ counters: {}, done: { 'bandera-1-1': ['moved', 'moved'] } }, 'options.position.done.bandera-1-1[1]', /listed twice/);
    refusedAt(
      { counters: {}, at: [{ point: 'combat-declaration', attackers: ['bandera-1-1', 'ghost'], defenders: ['beni-urriaguel-1'], support: [] }] },
      'options.position.at[0].attackers[1]',
      /unknown counter id 'ghost'/,
    );
    refusedAt({ counters: {}, at: [{ point: 'captured-battery', hex: '0000' }] }, 'options.position.at[0].hex', /not a hex of the map/);
    refusedAt({ counters: {}, at: [{ point: 'counter-move', counter: 'ghost', pushed: false }] }, 'options.position.at[0].counter', /unknown counter id/);
  });

  it('reading 1, 7: two land counters on one hex; a land counter at sea or on the Mar Chica', () => {
    refusedAt(
      { counters: { 'bandera-1-1': '3807', 'bandera-1-2': '3807' } },
      'options.position.counters.bandera-1-2',
      /3807 already holds bandera-1-1: one land counter a hex/,
    );
    refusedAt({ counters: { 'bandera-1-1': OPEN_SEA } }, 'options.position.counters.bandera-1-1', /the sea: land counters stand on land/);
    refusedAt({ counters: { 'bandera-1-1': '3909' } }, 'options.position.counters.bandera-1-1', /the Mar Chica/);
  });

  it('2.3, 6, 6.1: fleets, aircraft, grounded and Melilla where they cannot be; counters before their turn', () => {
    refusedAt({ turn: 5, counters: { 'flotas-1': '3807' } }, 'options.position.counters.flotas-1', /a fleet is placed on a sea hex/);
    refusedAt({ turn: 5, counters: { 'flotas-1': '3909' } }, 'options.position.counters.flotas-1', /a fleet/);
    refusedAt({ turn: 5, counters: { 'aviacion-3': 'grounded' } }, 'options.position.counters.aviacion-3', /only a bomber is grounded/);
    refusedAt({ counters: { 'beni-urriaguel-1': 'melilla' } }, 'options.position.counters.beni-urriaguel-1', /only a Spanish land reinforcement/);
    refusedAt({ turn: 5, counters: { 'aviacion-1': '2020' } }, 'options.position.counters.aviacion-1', /rests on the airfield/);
    refusedAt({ counters: { 'bandera-4-1': '3807' } }, 'options.position.counters.bandera-4-1', /arrives on turn 3/);
    expect(
      stateFromPosition({ turn: 5, counters: { 'flotas-1': OPEN_SEA, 'aviacion-1': 'grounded', 'aviacion-2': '3708', 'aviacion-3': '3909' } }, 's').turn,
    ).toBe(5);
  });

  it('8.2: no two aircraft over one Moroccan counter', () => {
    refusedAt(
      {
        turn: 6,
        counters: { 'aviacion-1': '2020', 'aviacion-2': '2020', 'beni-urriaguel-1': '2020' },
        at: [{ point: 'turn-end' }, { point: 'air-sub-turn', sub: 1, spent: { 'aviacion-1': 3, 'aviacion-2': 3 }, struck: [] }],
      },
      'options.position.counters.aviacion-2',
      /one aircraft over a Moroccan counter/,
    );
  });

  it('2.3, 7, 8, 8.2, 5: the decision points name aircraft and fleets by id, counters of the right kind, nothing pending after the end', () => {
    refusedAt(
      { turn: 6, counters: {}, at: [{ point: 'air-sub-turn', sub: 1, spent: { 'bandera-1-1': 2 }, struck: [] }] },
      'options.position.at[0].spent.bandera-1-1',
      /is not an aircraft/,
    );
    refusedAt({ turn: 6, counters: {}, at: [{ point: 'fleets', done: ['aviacion-1'] }] }, 'options.position.at[0].done[0]', /is not a fleet/);
    refusedAt(
      { turn: 5, counters: { 'aviacion-1': '3708' }, at: [{ point: 'counter-move', counter: 'aviacion-1', pushed: false }] },
      'options.position.at[0].counter',
      /only land counters move/,
    );
    refusedAt(
      {
        counters: { 'bandera-1-1': '3807', 'bandera-1-2': '3707' },
        at: [{ point: 'combat-declaration', attackers: ['bandera-1-2'], defenders: ['bandera-1-1'], support: [] }],
      },
      'options.position.at[0].attackers[0]',
      /is not Moroccan/,
    );
    refusedAt({ counters: {}, at: [], result: null }, 'options.position.at', /a task must be pending/);
    refusedAt({ counters: {}, at: { point: 'turn-start' }, result: { winner: 'spanish', reason: 'r' } }, 'options.position.at', /the game has ended/);
    expect(stateFromPosition({ counters: {}, result: { winner: 'spanish', reason: 'r' } }, 's').tasks).toEqual([]);
  });

  it('every problem is named at once', () => {
    const found = problems({ counters: { ghost: '3807', 'bandera-1-1': '9999' }, done: { phantom: ['moved'] } });
    expect(found.map((p) => p.path).sort()).toEqual([
      'options.position.counters.bandera-1-1',
      'options.position.counters.ghost',
      'options.position.done.phantom',
    ]);
  });
});

describe('La Legión: hidden.ts and describe.ts', () => {
  const s = randomGame('hidden', 200)[3]!;

  it('a view hides the generator only; determinize and reseed give the same position with a new generator', () => {
    const v = view(s, 'spanish');
    expect({ ...v, rng: s.rng }).toEqual(s);
    expect(v.rng).not.toEqual(s.rng);
    const marked = laLegion.view(s, 'moroccan');
    const d = determinize(marked, 'moroccan', 'seed-d');
    expect('viewer' in d).toBe(false);
    expect(d.rng).toEqual(createRng('seed-d'));
    expect({ ...d, rng: s.rng }).toEqual(s);
    expect(laLegion.determinize(marked, 'moroccan', 'seed-d')).toEqual(d);
    const r = reseed(s, 'seed-r');
    expect(r.rng).toEqual(createRng('seed-r'));
    expect({ ...r, rng: s.rng }).toEqual(s);
  });

  it('describe has a line naming the side for every action type, legal now or not', () => {
    for (const option of actionSchema.def.options as readonly z.ObjectType[]) {
      const type = (option.shape.type as z.ValuesType<string>).values[0] as string;
      const action: Record<string, string> = { type };
      for (const key of Object.keys(option.shape)) {
        if (key === 'type') continue;
        action[key] =
          key === 'hex' ? '3807' : key === 'target' ? 'beni-urriaguel-1' : key === 'aircraft' ? 'aviacion-1' : key === 'fleet' ? 'flotas-1' : 'bandera-1-1';
      }
      const line = laLegion.describe(s, action as LegionAction);
      expect(line, type).toMatch(/^(Spanish|Moroccan|A side): ./);
      expect(describeAction(s, action as LegionAction, 'spanish')).toBe(line);
    }
  });

  it('describe names the counter by formation, id, type and factors, and reads the pending task', () => {
    const pos: LegionPosition = {
      counters: { 'bandera-1-1': '3707', 'beni-urriaguel-3': '3606' },
      at: [
        { point: 'turn-end' },
        { point: 'combats', side: 'spanish' },
        { point: 'movement', side: 'spanish' },
        { point: 'counter-move', counter: 'bandera-1-1', pushed: false },
      ],
    };
    const m = stateFromPosition(pos, 's');
    expect(describeAction(m, { type: 'move-to', hex: '3708' })).toBe('Spanish: 1ª Bandera de la Legión (bandera-1-1, infantry 4-4) 3707 -> 3708');
    expect(describeAction(m, { type: 'stay' })).toMatch(/^Spanish: .*bandera-1-1.* stays on 3707$/);
    expect(describeAction(m, { type: 'fleet-fire', fleet: 'flotas-1', target: 'beni-urriaguel-3' })).toBe(
      'Spanish: the fleet flotas-1 fires at beni-urriaguel-3 (3606)',
    );
    expect(describeAction(m, { type: 'attack', target: 'bandera-1-1' })).toMatch(/^Moroccan: declares an attack on .*bandera-1-1/);
    expect(describeAction(m, { type: 'enter', counter: COUNTER_IDS[counterIndex('bandera-4-1')]!, hex: '3807' })).toMatch(/arrives at Melilla/);
  });
});
