/** Issue 13's rules review of Mar y Acero: each deviation found, fixed and tested against its section or card. */
import { describe, expect, it } from 'vitest';
import { marYAcero } from 'reglas/mar-y-acero';
import { board, piece, play, run } from './helpers.js';

describe('4.3.1 VI and card 37: an activation out of the sequence is "de la manera habitual"', () => {
  it('4.3.1 VI: after the landing in area 15 next to Indigenous units, the activated area may make an incursion', () => {
    const s = board({
      pieces: { 15: [piece('colon', false, 'colon'), piece('jinete', false, 'j1')], 14: [piece('naboria', false, 'n1')], 1: [piece('tama', false, 't1')] },
      tasks: [{ t: 'choose', seat: 'spanish', purpose: 'turn1Activate', options: [0, 15] }],
      patch: { turn: 1 },
    });
    const r = play(run(s).state, [{ type: 'choose', option: 15 }]);
    const legal = marYAcero.legalActions(r.state);
    expect(legal).toContainEqual({ type: 'incursion', target: 14 });
    expect(legal).toContainEqual({ type: 'incursion', target: 1 });
  });

  it('card 37: the area Colón activates on a 1-3 may make an incursion', () => {
    const s = board({
      destiny: 37,
      pieces: { 6: [piece('colon', false, 'colon'), piece('jinete', false, 'j1')], 7: [piece('naboria', false, 'n1')] },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 37, effects: [{ kind: 'colonHealth', activate: { min: 1, max: 3 } }] }],
    });
    const r = run(s, [2]);
    const after = play(r.state, [{ type: 'choose', option: 6 }]).state;
    expect(marYAcero.legalActions(after)).toContainEqual({ type: 'incursion', target: 7 });
  });
});
