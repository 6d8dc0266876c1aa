import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { marYAcero } from 'reglas/mar-y-acero';
import type { MyaState } from 'reglas/mar-y-acero';

function hidesSecrets(state: MyaState, view: MyaState, viewer: string): void {
  expect(view.rng).toEqual({ c: 0, s0: 0, s1: 0, s2: 0 });
  expect(view.destinyDeck.every((c) => c === 0)).toBe(true);
  expect(view.turn1Deck.every((c) => c === 0)).toBe(true);
  for (const side of ['spanish', 'indigenous'] as const) {
    if (viewer !== side) {
      expect(view.hands[side].every((c) => c === 0)).toBe(true);
      expect(view.hands[side].length).toBe(state.hands[side].length);
      if (!state.revealed && state.played[side] !== null) expect(view.played[side]).toBe(0);
    } else {
      expect(view.hands[side]).toEqual(state.hands[side]);
    }
  }
}

describe('Mar y Acero two-player: conformance (contract)', () => {
  it('checkGame: random legal games over many seeds, view hides hands, secret choices and deck order', () => {
    const report = checkGame(marYAcero, { seeds: 12, maxSteps: 5000, schemaEvery: 3, checkView: hidesSecrets });
    expect(report).toBeTruthy();
  });
});
