// A golden playthrough of La Legión: one seeded game, its every action, the digest of its final
// state and its outcome (`test/golden.ts`). A later change must reproduce it, or update it on purpose:
// `UPDATE_GOLDEN=1 npx vitest run test/la-legion/golden.test.ts` rewrites golden.json (say why in the commit).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { laLegion } from 'reglas/la-legion';
import { digest, record, replayGolden } from '../golden.js';

const FILE = fileURLToPath(new URL('./golden.json', import.meta.url));

describe('La Legión: the golden playthrough', () => {
  it('4, 10: the recorded game replays to the same final state and outcome', () => {
    const { golden, state } = replayGolden(laLegion, FILE, () => record(laLegion, 'golden-1', 'golden-chooser-1', {}, 100000));
    expect(laLegion.isTerminal(state)).toBe(true);
    expect(digest(state)).toBe(golden.digest);
    expect(laLegion.outcome(state)).toEqual(golden.outcome);
  });
});
