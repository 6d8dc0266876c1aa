import { describe, expect, it } from 'vitest';
import { createMatch } from 'reglas/core';
import { marYAcero } from 'reglas/mar-y-acero';
import { DESTINY_BY_ID } from '../../src/games/mar-y-acero/data/cards.js';

describe('4.1 and 4.3.1: what set-up plays is explained by start()', () => {
  for (const options of [{ seed: 'land-1' }, { seed: 'land-2', mode: 'solitaire' as const, level: 1 as const }]) {
    it(`4.3.1 III: the landing roll is reported with its die, and Colón stands in the area the card gives (${options.seed})`, () => {
      const { state, events } = marYAcero.start!(options);
      expect(state).toEqual(marYAcero.setup(options));
      const landing = events.find((e) => e.type === 'landing');
      expect(landing?.rule).toBe('4.3.1 III');
      const die = landing?.rolls?.[0]?.value as number;
      expect(die).toBeGreaterThanOrEqual(1);
      expect(die).toBeLessThanOrEqual(6);
      const card = DESTINY_BY_ID.get(events.find((e) => e.type === 'destiny')?.card as number)!;
      const area = card.landing?.find((r) => die >= r.min && die <= r.max)?.area;
      expect(landing?.area).toBe(area);
      // Colón lands there (unless the landing combat already ended with him eliminated, which needs a decision first).
      expect(state.map[(area as number) - 1]!.pieces.some((p) => p.kind === 'colon')).toBe(true);
    });
  }
  it('4.1 step 3: every area reports its Indigenous unit, with the d6 where the area shows both colours', () => {
    const { state, events } = marYAcero.start!({ seed: 'colours' });
    const units = events.filter((e) => e.type === 'setup-unit');
    expect(units.map((e) => e.area)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const e of units) {
      const rolls = e.rolls as { die: string; value: number; for: string }[];
      const roll = rolls.find((r) => r.die === 'd6')?.value;
      if (roll !== undefined) expect(String(e.piece)).toMatch(roll % 2 === 1 ? /^(calinago|tama)-/ : /^(cacique|naboria)-/);
      // 4.2: then the draw, a die with one face per counter of the bag.
      expect(rolls.at(-1)?.for).toMatch(/^the counter drawn from the (taino|carib) bag$/);
    }
    expect(state.offMap).toEqual([]);
    expect(events.find((e) => e.type === 'setup-ships')?.text).toMatch(/^Beside the ships: Cristóbal Colón colon, /);
    // 4.1 step 4: the three soldiers' draws.
    expect(events.find((e) => e.type === 'setup-ships')?.rolls).toHaveLength(3);
  });
  it('createMatch keeps the set-up events beside the actions', () => {
    const match = createMatch(marYAcero, { seed: 'match' });
    expect(match.opening.some((e) => e.type === 'landing')).toBe(true);
  });
});
