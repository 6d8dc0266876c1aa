/**
 * The contract's events section: every resolution is reported with its rolls, each modifier
 * `{ label, value, rule }` and its result. 200 seeded games (two-player and each solitaire level)
 * are played with `step`, and every event of a resolution kind is checked, so a missing
 * explanation fails here rather than in a review.
 */
import { describe, expect, it } from 'vitest';
import { createRng, seededDice, type GameEvent } from 'reglas/core';
import { marYAcero, type MyaOptions } from 'reglas/mar-y-acero';

/** The resolution kinds and the field that carries each one's result. */
const RESOLUTIONS: Record<string, (e: Record<string, unknown>) => boolean> = {
  // Combat (4.4.1 B, and the level II re-roll, 5.4 (8)): the hits the roll scores.
  // One die per fighter (a side with no fighter left rolls none), each with its factor.
  'combat-roll': (e) => typeof e.hits === 'number' && Array.isArray(e.factors) && Array.isArray(e.rolls) && e.factors.length === e.rolls.length,
  // Incursion (4.4.1 D): the table's result.
  incursion: (e) => typeof e.result === 'string' && typeof e.total === 'number',
  // A card's roll (cards 3-39): what it gave.
  roll: (e) => typeof e.result === 'string' && e.result.length > 0,
  // The gold search (4.4.1 C): the row read.
  'gold-search': (e) => typeof e.result === 'string' && typeof e.delta === 'number',
  // Divine Grace/Yaya (4.5): the dice after it.
  grace: (e) => Array.isArray(e.dice) && (e.dice as unknown[]).length > 0,
  // The Nitayno's choice (5): what it chose (an action, a card) and why.
  'bot-choice': (e) => e.action !== undefined || e.card !== undefined || (Array.isArray(e.reasons) && e.reasons.length > 0),
};

/** Resolution kinds whose event always names at least one die (a bot choice, a -1 or a side with no fighter rolls none). */
const ROLLS_REQUIRED = new Set(['incursion', 'roll', 'gold-search']);

function problem(e: GameEvent): string | null {
  const result = RESOLUTIONS[e.type];
  if (result === undefined) {
    // Any hit a card or combat inflicts cites its rule.
    return e.type === 'hit' && typeof e.rule !== 'string' ? 'a hit without its rule' : null;
  }
  const r = e as unknown as Record<string, unknown>;
  if (typeof e.rule !== 'string' || e.rule.length === 0) return 'no rule';
  if (!Array.isArray(e.rolls)) return 'no rolls';
  if (ROLLS_REQUIRED.has(e.type) && e.rolls.length === 0) return 'no die';
  for (const d of e.rolls)
    if (typeof d.die !== 'string' || typeof d.value !== 'number' || typeof d.for !== 'string' || d.for === '')
      return `a roll without its die, value or purpose: ${JSON.stringify(d)}`;
  if (!Array.isArray(e.modifiers)) return 'no modifiers';
  for (const m of e.modifiers) {
    if (typeof m.label !== 'string' || m.label === '' || typeof m.value !== 'number' || typeof m.rule !== 'string' || m.rule === '') {
      return `a modifier without its label, value or rule: ${JSON.stringify(m)}`;
    }
  }
  if (!result(r)) return 'no result';
  return null;
}

const MODES: readonly { name: string; options: (seed: string) => MyaOptions; games: number }[] = [
  { name: 'two-player', options: (seed) => ({ seed }), games: 80 },
  { name: 'solitaire level 0', options: (seed) => ({ seed, mode: 'solitaire', level: 0 }), games: 40 },
  { name: 'solitaire level I', options: (seed) => ({ seed, mode: 'solitaire', level: 1 }), games: 40 },
  { name: 'solitaire level II', options: (seed) => ({ seed, mode: 'solitaire', level: 2 }), games: 40 },
];

describe('the contract: every resolution explains itself (200 seeded games)', () => {
  it('combat, incursion, card rolls, bot choices, gold searches and re-rolls carry rolls, modifiers { label, value, rule } and a result', () => {
    const seen = new Map<string, number>();
    let games = 0;
    for (const mode of MODES) {
      const dice = seededDice(createRng(`explanations:${mode.name}`));
      for (let i = 0; i < mode.games; i++) {
        const seed = `explanations-${mode.name}-${i}`;
        const check = (events: readonly GameEvent[], at: string): void => {
          for (const e of events) {
            const p = problem(e);
            if (p !== null) throw new Error(`${mode.name}, seed ${seed}, ${at}: ${e.type} event: ${p}: ${JSON.stringify(e)}`);
            if (RESOLUTIONS[e.type] !== undefined) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
          }
        };
        const begun = marYAcero.start!(mode.options(seed));
        check(begun.events, 'start');
        let state = begun.state;
        for (let step = 0; step < 5000; step++) {
          const legal = marYAcero.legalActions(state);
          if (legal.length === 0) break;
          const r = marYAcero.step(state, legal[dice.below(legal.length)]!);
          check(r.events, `step ${step}`);
          state = r.state;
        }
        expect(marYAcero.isTerminal(state)).toBe(true);
        games++;
      }
    }
    expect(games).toBe(200);
    // Every resolution kind was met and checked.
    for (const kind of Object.keys(RESOLUTIONS)) expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 60_000);
});
