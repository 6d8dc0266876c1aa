// reglas/la-legion's public surface: the game, its types, its data tables and a few helpers by
// printed ids, at most 40 names (the developers' guide), each helper refusing unknown ids.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidationError } from 'reglas/core';
import * as legion from 'reglas/la-legion';
import { board, steps } from './helpers.js';

/** Every name `src/games/la-legion/index.ts` exports, values and types. */
function exportedNames(): string[] {
  const text = readFileSync(new URL('../../src/games/la-legion/index.ts', import.meta.url), 'utf8');
  const names: string[] = [];
  for (const m of text.matchAll(/export (?:type )?\{([^}]*)\}/g))
    for (const n of m[1]!.split(','))
      if (n.trim() !== '')
        names.push(
          n
            .trim()
            .replace(/^type /, '')
            .split(' as ')
            .at(-1)!,
        );
  for (const m of text.matchAll(/export const (\w+)/g)) names.push(m[1]!);
  return names;
}

describe('reglas/la-legion exports', () => {
  it('at most 40 names, the values among them all defined', () => {
    const names = exportedNames();
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeLessThanOrEqual(40);
    const values = Object.keys(legion);
    for (const v of values) expect(names).toContain(v);
  });

  it('2.3, 9, 8.1: the helpers read printed ids: factors in the weather, distances', () => {
    expect(legion.factorsOf('bandera-1-1', 'normal')).toEqual({ movement: 4, displacement: 8 });
    expect(legion.factorsOf('bandera-1-1', 'sandstorm')).toEqual({ movement: 1, displacement: 2 });
    expect(legion.hexDistance('3807', '3811')).toBe(4);
    let error: unknown;
    try {
      legion.hexDistance('3807', '9999');
    } catch (e) {
      error = e;
    }
    expect(isValidationError(error)).toBe(true);
  });

  it('8, 7, 5: defence, reach and the counters in play of a state, by printed ids', () => {
    const s = board({ counters: { 'bandera-1-1': '3518', 'beni-ulisex-1': '3418' }, tasks: steps({ t: 'movement', side: 'spanish' }) });
    expect(legion.defenceOf(s, 'bandera-1-1').value).toBe(8);
    const reach = legion.reachOf(s, 'bandera-1-1');
    expect(reach.length).toBeGreaterThan(10);
    expect(reach.every((r) => /^\d{4}$/.test(r.hex))).toBe(true);
    // 3417 is next to the kabila counter: entered within the movement factor, never by displacement (reading 7).
    expect(reach.find((r) => r.hex === '3417')).toMatchObject({ displacement: false });
    expect(legion.countersInPlay(s)).toEqual({ spanish: 1, moroccan: 1 });
    // No Moroccan counter on a town or plaza of the road or the zone: 5 (b).
    expect(legion.victoryNow(s)).toMatchObject({ winner: 'spanish', reason: expect.stringContaining('(5 b)') });
  });
});
