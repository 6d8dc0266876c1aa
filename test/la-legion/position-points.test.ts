/**
 * La Legión positions for any moment of play: the decision points a position names (4, 7, 8, 9,
 * 10), the dice and events of what `setup` plays from a position (9: the weather), and the map
 * helpers the entry exports by printed hex number (2.1, 2.3).
 */
import { describe, expect, it } from 'vitest';
import { isValidationError, scriptedDice, type ValidationProblem } from 'reglas/core';
import { SEAPLANE_BASE_HEXES, laLegion, neighbours, type LegionPosition } from 'reglas/la-legion';

const FAR = { 'bandera-1-1': '3807', 'beni-urriaguel-1': '2020' };

function problems(position: unknown): ValidationProblem[] {
  try {
    laLegion.setup({ seed: 'pp', position: position as LegionPosition });
  } catch (error) {
    if (isValidationError(error)) return [...error.problems];
    throw error;
  }
  return [];
}

describe('La Legión decision points', () => {
  it('9: setup rolls the weather of a position at the start of a turn with the dice given; start reports the roll', () => {
    const { state, events } = laLegion.start({ seed: 'w', position: { turn: 4, counters: FAR } }, { dice: scriptedDice([2]) });
    expect(events[0]).toMatchObject({ type: 'weather', rule: '9', weather: 'sandstorm', rolls: [{ die: 'legion', value: 2, for: 'weather' }] });
    expect(state.weather).toBe('sandstorm');
    expect(laLegion.setup({ seed: 'w', position: { turn: 4, counters: FAR } }, { dice: scriptedDice([5]) }).weather).toBe('very-hot');
  });

  it('4, 10, 7: decision names the Moroccan movement, the side and the rule; the position writes it alone on the turn still to come', () => {
    const s = laLegion.setup({ seed: 'pp', position: { turn: 4, weather: 'normal', counters: FAR, at: { point: 'movement', side: 'moroccan' } } });
    expect(laLegion.decision(s)).toEqual({
      point: 'movement',
      phase: 'movement (7)',
      seat: 'moroccan',
      bot: false,
      rule: '7',
      prompt: 'the moroccan move their counters',
      frame: { point: 'movement', side: 'moroccan' },
    });
    expect(laLegion.position(s).at).toEqual({ point: 'movement', side: 'moroccan' });
    expect(s.tasks.map((t) => t.t)).toEqual(['end-turn', 'side', 'combat', 'movement']);
  });

  it('8: a combat being declared is written alone, its attackers, defenders and support by counter id', () => {
    const counters = { 'bandera-1-1': '3807', 'beni-urriaguel-3': '3707', 'ceriñola-5': '3708', 'beni-urriaguel-1': '2020' };
    const at = { point: 'combat-declaration', attackers: ['bandera-1-1'], defenders: ['beni-urriaguel-3'], support: [] };
    const s = laLegion.setup({ seed: 'pp', position: { turn: 2, weather: 'normal', counters, at } });
    expect(laLegion.decision(s)).toMatchObject({ point: 'combat-declaration', seat: 'spanish', rule: '8' });
    expect(laLegion.position(s).at).toEqual(at);
  });

  it('6.1, 8.2: a step the turn does not have is refused naming options.position.at (reinforcements on turn 4, aircraft before turn 5)', () => {
    expect(problems({ turn: 4, counters: FAR, at: { point: 'reinforcements', side: 'spanish' } })).toEqual([
      {
        path: 'options.position.at',
        message: expect.stringMatching(/has no reinforcements step \(6\.1: reinforcements on turns 3 and 5/) as unknown as string,
      },
    ]);
    expect(problems({ turn: 4, counters: FAR, at: { point: 'air-sub-turn', sub: 1, spent: {}, struck: [] } }).map((p) => p.path)).toEqual([
      'options.position.at',
    ]);
  });

  it('2.1: neighbours takes and gives printed hex numbers; a hex off the map is a ValidationError', () => {
    const around = neighbours('3807');
    expect(around).toHaveLength(6);
    expect(around.every((h) => /^\d{4}$/.test(h))).toBe(true);
    for (const h of around) expect(neighbours(h)).toContain('3807');
    expect(neighbours('0101').length).toBeLessThan(6);
    expect(() => neighbours('9999')).toThrow(/"9999" is not a hex of the map/);
    expect(() => neighbours(3807 as never)).toThrow(/not a hex of the map/);
  });

  it('2.3: the seaplane base is the Mar Chica, by printed hex number; a seaplane stands there on turn 5', () => {
    expect(SEAPLANE_BASE_HEXES.length).toBeGreaterThan(0);
    expect(SEAPLANE_BASE_HEXES).toContain('3909');
    const s = laLegion.setup({ seed: 'pp', position: { turn: 5, counters: { ...FAR, 'aviacion-3': SEAPLANE_BASE_HEXES[0]! } } });
    expect(laLegion.position(s).counters['aviacion-3']).toBe(SEAPLANE_BASE_HEXES[0]);
  });

  it('omitted: empty is the one reading a La Legión position has: the same state', () => {
    const a = laLegion.setup({ seed: 'pp', position: { turn: 2, counters: FAR } });
    expect(laLegion.setup({ seed: 'pp', position: { turn: 2, counters: FAR, omitted: 'empty' } })).toEqual(a);
  });
});
