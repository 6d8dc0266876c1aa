import { describe, expect, it } from 'vitest';
import { controller } from '../../src/games/mar-y-acero/control.js';
import { combatFactor } from '../../src/games/mar-y-acero/factors.js';
import { PIECE_KINDS } from '../../src/games/mar-y-acero/data/units.js';
import { spanishControlled, spanishPresent, unitCount, weighedFactor } from '../../src/games/mar-y-acero/nitayno/board.js';
import type { MyaState, Piece } from '../../src/games/mar-y-acero/state.js';
import { board, piece } from './helpers.js';

// The Nitayno reads the board through its own fast helpers (nitayno/board.ts); they must
// agree with the engine's queries on every case they cover.

function withArea(s: MyaState, area: number, patch: Partial<MyaState['map'][number]>): MyaState {
  return { ...s, map: s.map.map((a, i) => (i === area - 1 ? { ...a, ...patch } : a)) };
}

describe('Nitayno fast board helpers', () => {
  it('weighedFactor is the engine combat factor (no conflict), 0 for a piece that does not fight', () => {
    for (const kind of PIECE_KINDS) {
      for (const reduced of [false, true]) {
        const p: Piece = piece(kind, reduced);
        for (let area = 1; area <= 15; area++) {
          for (const palisade of [false, true]) {
            for (const citadel of [false, true]) {
              for (const anacaona of [null, 'indigenous', 'spanish'] as const) {
                const s = withArea(board({ pieces: { [area]: [p] } }), area, { palisade, citadel, anacaona });
                for (const attacking of [false, true]) {
                  const engine = kind === 'hijos' ? 0 : combatFactor(s, p, area, attacking, false, false).value;
                  expect(weighedFactor(s, p, attacking, area)).toBe(engine);
                }
              }
            }
          }
        }
      }
    }
  });

  it('spanishControlled, spanishPresent and unitCount read the area as the engine does', () => {
    const mixes: Piece[][] = [
      [],
      [piece('naboria')],
      [piece('jinete')],
      [piece('colon')],
      [piece('caonabo')],
      [piece('jinete'), piece('tama')],
      [piece('peon'), piece('colon'), piece('escribano')],
      [piece('hijos'), piece('capitan', true)],
    ];
    for (const pieces of mixes) {
      for (const citadel of [false, true]) {
        const s = withArea(board({ pieces: { 4: pieces } }), 4, { citadel });
        expect(spanishControlled(s, 4)).toBe(controller(s, 4) === 'spanish');
        expect(spanishPresent(s, 4)).toBe(citadel || pieces.some((p) => p.side === 'spanish'));
        for (const side of ['spanish', 'indigenous'] as const) {
          expect(unitCount(s, 4, side)).toBe(pieces.filter((p) => p.side === side && !['colon', 'caonabo', 'guacanagari', 'hijos'].includes(p.kind)).length);
        }
      }
    }
  });
});
