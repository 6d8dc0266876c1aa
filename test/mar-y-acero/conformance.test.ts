import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { marYAcero } from 'reglas/mar-y-acero';
import type { MyaState } from 'reglas/mar-y-acero';

const ascending = (cards: readonly number[]): number[] => [...cards].sort((a, b) => a - b);

/** 4.1 steps 11-13, 4.3.2 II: hands and secret choices read HIDDEN (-1); the decks keep their cards, not their order. */
function hidesSecrets(state: MyaState, view: MyaState, viewer: string): void {
  expect(view.rng).toEqual({ c: 0, s0: 0, s1: 0, s2: 0 });
  expect(view.destinyDeck).toEqual(ascending(state.destinyDeck));
  expect(view.turn1Deck).toEqual(ascending(state.turn1Deck));
  for (const side of ['spanish', 'indigenous'] as const) {
    if (viewer !== side) {
      expect(view.hands[side].every((c) => c === -1)).toBe(true);
      expect(view.hands[side].length).toBe(state.hands[side].length);
      if (!state.revealed && state.played[side] !== null) expect(view.played[side]).toBe(-1);
    } else {
      expect(view.hands[side]).toEqual(state.hands[side]);
    }
  }
}

describe('Mar y Acero two-player: conformance (contract)', () => {
  it('checkGame: random legal games over many seeds, view hides hands, secret choices and deck order', () => {
    const report = checkGame(marYAcero, { seeds: 12, maxSteps: 5000, schemaEvery: 3, checkView: hidesSecrets });
    // 4.3.2 II: the secret Event choices the other side reads as one line were compared (testkit's secretActionLeaks).
    expect(report.secretPairs).toBeGreaterThan(0);
  });
});
