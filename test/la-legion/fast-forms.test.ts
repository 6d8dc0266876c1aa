// The fast forms of La Legión's decisions (the machine's `accepts` and `count`) agree with their
// lists (`legal`), in every state of seeded random games: one encoding of each rule, tied by test.
import { describe, expect, it } from 'vitest';
import { createRng, seededDice } from 'reglas/core';
import { laLegion, type LegionAction, type LegionState } from 'reglas/la-legion';
import { HEX_IDS } from '../../src/games/la-legion/board.js';
import { handlers } from '../../src/games/la-legion/machine.js';
import { boardFacts, rebuild } from '../../src/games/la-legion/edits.js';
import { stateSchema } from '../../src/games/la-legion/state.js';
import { AIRCRAFT, COUNTER_IDS, LAND_OF, MOROCCAN } from '../../src/games/la-legion/pieces.js';

type AnyHandler = {
  legal?: (s: LegionState, t: unknown) => LegionAction[];
  accepts?: (s: LegionState, t: unknown, a: LegionAction) => boolean;
  count?: (s: LegionState, t: unknown) => 0 | 1 | 2;
};

/** Actions a decision of this kind might be sent, legal or not. */
function probes(kind: string, s: LegionState): LegionAction[] {
  const out: LegionAction[] = [{ type: 'stay' }, { type: 'end-movement' }, { type: 'end-subturn' }, { type: 'surrender' }];
  const sampleHexes = HEX_IDS.filter((_, i) => i % 7 === 0);
  if (kind === 'moving') for (const hex of sampleHexes) out.push({ type: 'move-to', hex });
  if (kind === 'movement') for (const c of COUNTER_IDS) out.push({ type: 'move', counter: c });
  if (kind === 'combat') for (const c of COUNTER_IDS) out.push({ type: 'attack', target: c });
  out.push({ type: 'end-combat' });
  if (kind === 'air') {
    for (const a of AIRCRAFT) {
      for (const hex of sampleHexes) out.push({ type: 'fly', aircraft: COUNTER_IDS[a]!, hex });
      for (const e of LAND_OF[MOROCCAN]!) if (s.at[e]! >= 0) out.push({ type: 'strike', aircraft: COUNTER_IDS[a]!, target: COUNTER_IDS[e]! });
    }
  }
  if (kind === 'reinforce') {
    for (const c of COUNTER_IDS.filter((_, i) => i % 9 === 0 || i >= 140))
      for (const hex of ['3807', '1608', '0216', '2918']) out.push({ type: 'enter', counter: c, hex }, { type: 'land', counter: c, hex });
  }
  return out;
}

describe('La Legión: fast forms tied to the lists', () => {
  for (const options of [{ seed: 'fast-1' }, { seed: 'fast-2', surrender: true }]) {
    it(`accepts and count agree with legal in every state of a random game (${JSON.stringify(options)})`, () => {
      let s = laLegion.setup(options);
      const dice = seededDice(createRng(`pick:${options.seed}`));
      let checked = 0;
      while (!laLegion.isTerminal(s)) {
        const task = s.tasks[s.tasks.length - 1]!;
        const h = (handlers as unknown as Record<string, AnyHandler>)[task.t]!;
        const legal = h.legal!(s, task);
        if (h.count) expect(h.count(s, task), `${task.t} count`).toBe(Math.min(legal.length, 2));
        if (h.accepts && checked++ % 3 === 0) {
          const listed = new Set(legal.map((a) => JSON.stringify(a)));
          const wrong: string[] = [];
          for (const a of legal) if (!h.accepts(s, task, a)) wrong.push(`refuses listed ${JSON.stringify(a)}`);
          for (const a of probes(task.t, s)) if (h.accepts(s, task, a) !== listed.has(JSON.stringify(a))) wrong.push(`disagrees on ${JSON.stringify(a)}`);
          expect(wrong, task.t).toEqual([]);
        }
        const actions = laLegion.legalActions(s);
        // Surrender only now and then, so the game goes on.
        const pool = actions.length > 1 ? actions.filter((a) => a.type !== 'surrender') : actions;
        s = laLegion.apply(s, pool[dice.below(pool.length)]!);
      }
      expect(checked).toBeGreaterThan(100);
    }, 120_000);
  }
});

describe('7: the zones of control kept as counters move', () => {
  it('the zones relocate keeps move by move equal the zones read afresh from where the counters stand, in every state of a random game', () => {
    let s = laLegion.setup({ seed: 'zones-1' });
    const dice = seededDice(createRng('pick:zones-1'));
    let compared = 0;
    while (!laLegion.isTerminal(s)) {
      if (compared++ % 5 === 0) expect(s.zoc).toEqual(boardFacts(s.at).zoc);
      const legal = laLegion.legalActions(s);
      s = laLegion.apply(s, legal[dice.below(legal.length)]!);
    }
    expect(s.zoc).toEqual(boardFacts(s.at).zoc);
  });
});

describe('the fixed-shape copy of a state', () => {
  it("rebuild writes every field of the state schema, in the schema's order, and no other", () => {
    const s = laLegion.setup({ seed: 'shape' });
    const keys = Object.keys(stateSchema.shape).filter((k) => k !== 'viewer');
    expect(Object.keys(rebuild(s, {}))).toEqual(keys);
    expect(rebuild(s, {})).toEqual(s);
  });
});
