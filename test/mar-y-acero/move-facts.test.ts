// The facts an activation keeps for its moves (move-facts.ts) are the facts read afresh from the
// map (readMoveFacts, returnedAreas), in every activation of seeded random games: one encoding of
// the rule, tied by test.
import { describe, expect, it } from 'vitest';
import { createRng, isValidationError, seededDice } from 'reglas/core';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { activationLegal } from '../../src/games/mar-y-acero/movement.js';
import { readMoveFacts, returnedAreas } from '../../src/games/mar-y-acero/move-facts.js';
import type { ActivationTask } from '../../src/games/mar-y-acero/state.js';

const MODES = [{}, { mode: 'solitaire', level: 0 }, { mode: 'solitaire', level: 2 }] as const;

/** Every activation state of seeded random games, with its task. */
function activations(games: number): { s: MyaState; t: ActivationTask }[] {
  const out: { s: MyaState; t: ActivationTask }[] = [];
  for (let i = 0; i < games; i++) {
    let s = marYAcero.setup({ seed: `facts-${i}`, ...MODES[i % MODES.length] } as never);
    const dice = seededDice(createRng(`pick:facts-${i}`));
    // Bounded: a game that never ends (a broken rule, or a mutant) fails instead of looping forever.
    for (let n = 0; !marYAcero.isTerminal(s); n++) {
      if (n > 20_000) throw new Error(`random game facts-${i} did not end in 20000 actions`);
      const t = s.tasks[s.tasks.length - 1]!;
      if (t.t === 'activation') out.push({ s, t });
      const legal = marYAcero.legalActions(s);
      s = marYAcero.apply(s, legal[dice.below(legal.length)]!);
    }
  }
  return out;
}

describe('4.4.1 A: the facts an activation keeps for its moves', () => {
  // Played inside the first test that needs them (not when the file loads, nor in a hook: a mutant
  // that breaks random play must fail a test, which a mutation run reads, not a file or a hook).
  let played: { s: MyaState; t: ActivationTask }[] | undefined;
  const seen = (): { s: MyaState; t: ActivationTask }[] => (played ??= activations(24));

  it('equal the facts read from the map, in every activation state of random games (moves, payments, conflict turns)', () => {
    let moved = 0;
    let conflict = 0;
    let full = 0;
    for (const { s, t } of seen()) {
      expect(t.facts).toEqual(readMoveFacts(s, t.seat));
      if (t.moved) moved++;
      if (t.facts!.caribAreas !== 0 || t.facts!.tainoAreas !== 0) conflict++;
      if (t.facts!.full !== 0) full++;
    }
    expect(moved).toBeGreaterThan(1000);
    expect(conflict).toBeGreaterThan(20);
    expect(full).toBeGreaterThan(20);
  });

  it('the areas its pieces came back to equal those read from the map and the departures, in every activation state', () => {
    let back = 0;
    for (const { s, t } of seen()) {
      expect(t.returned).toBe(returnedAreas(s.map, t.left));
      if (t.returned !== 0) back++;
    }
    expect(back).toBeGreaterThan(20);
  });

  it('an activation built without the state (newActivation: facts null) lists the same moves', () => {
    for (const { s, t } of seen().filter((_, i) => i % 7 === 0)) {
      expect(activationLegal(s, { ...t, facts: null })).toEqual(activationLegal(s, t));
    }
  });

  it("validate refuses an activation whose facts are not the map's", () => {
    const { s, t } = seen().find(({ t }) => t.moved)!;
    const wrong = { ...t, facts: { ...t.facts!, enemies: t.facts!.enemies ^ 2 } };
    const broken = JSON.parse(JSON.stringify({ ...s, tasks: [...s.tasks.slice(0, -1), wrong] }));
    let problems: readonly { path: string; message: string }[] = [];
    try {
      marYAcero.validate(broken);
    } catch (e) {
      if (!isValidationError(e)) throw e;
      problems = e.problems;
    }
    expect(problems.map((p) => p.path)).toEqual([`state.tasks[${s.tasks.length - 1}].facts.enemies`]);
  });
});
