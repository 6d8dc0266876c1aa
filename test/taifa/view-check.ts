import { expect } from 'vitest';
import type { TaifaState } from 'reglas/taifa';
import { isAttack } from './helpers.js';

/** The game's own view checks for checkGame (contract: view hides what it must). */
export function checkView(state: TaifaState, view: TaifaState, viewer: string): void {
  // Contract: view hides other hands, face-down piles, deck order, secret choices.
  for (const deck of view.decks) for (const c of deck) if (c !== -1) throw new Error('deck order visible');
  view.kingdoms.forEach((k, i) => {
    // 9.1: a bot's hand is a face-down pile nobody knows, its own seat included.
    if (k.id === viewer && !k.bot) {
      expect(k.hand).toEqual(state.kingdoms[i]!.hand);
      return;
    }
    if (k.hand.some((c) => c !== -1)) throw new Error(`${viewer} sees the hand of ${k.id}`);
    expect(k.hand.length).toBe(state.kingdoms[i]!.hand.length);
    expect(k.army).toEqual(state.kingdoms[i]!.army);
  });
  for (const p of view.tasks) {
    if (!isAttack(p)) continue;
    const attacker = view.kingdoms[p.attacker]!;
    // 9.2: a bot attacks with its face-up army, which every seat sees.
    if (attacker.id !== viewer && !attacker.bot && p.down.some((c) => c !== -1)) throw new Error("the attacker's face-down cards visible");
    for (const r of p.placed)
      if (view.kingdoms[r.by]!.id !== viewer && !view.kingdoms[r.by]!.bot && r.card !== -1) throw new Error('face-down response visible');
    if (p.defender >= 0 && view.kingdoms[p.defender]!.id !== viewer && p.garrisons.some((g) => g !== -1)) throw new Error("defender's answer visible");
  }
}
