// A golden playthrough of La Legión: one seeded game, its every action, the digest of its final
// state and its outcome. A later change must reproduce it, or update it on purpose:
// `UPDATE_GOLDEN=1 npx vitest run test/la-legion/golden.test.ts` rewrites golden.json (say why in the commit).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRng, seededDice } from 'reglas/core';
import { laLegion, type LegionAction, type LegionState } from 'reglas/la-legion';

const FILE = fileURLToPath(new URL('./golden.json', import.meta.url));

interface Golden {
  readonly seed: string;
  readonly chooser: string;
  readonly actions: LegionAction[];
  readonly digest: string;
  readonly outcome: unknown;
}

/** The state as sorted JSON, hashed. */
function digest(state: LegionState): string {
  const sorted = JSON.stringify(state, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
  return createHash('sha256').update(sorted).digest('hex').slice(0, 16);
}

/** The game a seeded random chooser plays from the standard set-up. */
function record(seed: string, chooser: string): Golden {
  let s = laLegion.setup({ seed });
  const dice = seededDice(createRng(chooser));
  const actions: LegionAction[] = [];
  while (!laLegion.isTerminal(s)) {
    const legal = laLegion.legalActions(s);
    const a = legal[dice.below(legal.length)]!;
    actions.push(a);
    s = laLegion.apply(s, a);
  }
  return { seed, chooser, actions, digest: digest(s), outcome: laLegion.outcome(s) };
}

describe('La Legión: the golden playthrough', () => {
  it('4, 10: the recorded game replays to the same final state and outcome', () => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, `${JSON.stringify(record('golden-1', 'golden-chooser-1'))}\n`);
    const golden = JSON.parse(readFileSync(FILE, 'utf8')) as Golden;
    let s = laLegion.setup({ seed: golden.seed });
    for (const a of golden.actions) s = laLegion.step(s, a).state;
    expect(laLegion.isTerminal(s)).toBe(true);
    expect(digest(s)).toBe(golden.digest);
    expect(laLegion.outcome(s)).toEqual(golden.outcome);
  });
});
