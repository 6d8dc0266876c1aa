import { describe, expect, it } from 'vitest';
import { marYAcero } from 'reglas/mar-y-acero';
import { graceAvailable } from '../../src/games/mar-y-acero/combat.js';
import type { MyaState } from '../../src/games/mar-y-acero/state.js';

function withYaya(state: MyaState, yaya: boolean): MyaState {
  const solitaire = state.solitaire!;
  return { ...state, solitaire: { ...solitaire, effects: { ...solitaire.effects, yaya } } };
}

describe('5.1 / Nitayno cards 48-49: Yaya in solitaire', () => {
  const base = marYAcero.setup({ seed: 'yaya', mode: 'solitaire', level: 0 });

  it('5.1: without the card effect neither side may use Divine Grace/Yaya in solitaire', () => {
    const s = withYaya(base, false);
    expect(graceAvailable(s, 'indigenous')).toBe(false);
    expect(graceAvailable(s, 'spanish')).toBe(false);
  });

  it('cards 48/49 (12+ VP): the Nitayno always has Yaya, whatever side the marker shows; the Spanish never', () => {
    const s = withYaya(base, true);
    expect(graceAvailable(s, 'indigenous')).toBe(true);
    expect(graceAvailable({ ...s, grace: { ...s.grace, side: 'spanish' } }, 'indigenous')).toBe(true);
    expect(graceAvailable(s, 'spanish')).toBe(false);
  });

  it('4.5: once used in a phase or impulse it is not offered again in that window', () => {
    const s = withYaya(base, true);
    expect(graceAvailable({ ...s, grace: { ...s.grace, usedWindow: true } }, 'indigenous')).toBe(false);
  });
});
