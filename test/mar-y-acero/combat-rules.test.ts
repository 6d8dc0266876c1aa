import { describe, expect, it } from 'vitest';
import { combatFactor } from 'reglas/mar-y-acero';
import { combatFactorValue } from '../../src/games/mar-y-acero/combat.js';
import { PIECE_KINDS } from '../../src/games/mar-y-acero/data/units.js';
import { board, piece } from './helpers.js';

describe('4.4.1 B combat factors', () => {
  it('4.4.1 B: the hot-path factor equals combatFactor for every kind, area, role and terrain', () => {
    const base = board();
    const wrong: string[] = [];
    for (const palisade of [false, true]) for (const citadel of [false, true]) for (const anacaona of [null, 'indigenous', 'spanish'] as const) {
      const s = { ...base, map: base.map.map((a) => ({ ...a, palisade, citadel, anacaona })) };
      for (const kind of PIECE_KINDS) for (const reduced of [false, true]) {
        const p = piece(kind, reduced);
        for (let area = 1; area <= 15; area++) for (const attacking of [false, true]) for (const conflict of [false, true]) {
          const fast = combatFactorValue(s, p, area, attacking, conflict);
          const full = combatFactor(s, p, area, attacking, conflict, true).value;
          if (fast !== full) wrong.push(`${kind}${reduced ? '*' : ''} area ${area} ${attacking ? 'att' : 'def'} ${conflict} p${palisade} c${citadel} ${anacaona}: ${fast} vs ${full}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
