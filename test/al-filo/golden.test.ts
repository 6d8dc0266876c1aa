// A golden playthrough of ¡Al filo de la espada!: one seeded time-limited battle played to its end,
// its every action, the digest of its final state and its outcome (`test/golden.ts`). A later
// change must reproduce it, or update it on purpose:
// `UPDATE_GOLDEN=1 npx vitest run test/al-filo/golden.test.ts` rewrites golden.json (say why in the commit).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alFilo } from 'reglas/al-filo';
import { digest, record, replayGolden } from '../golden.js';

const FILE = fileURLToPath(new URL('./golden.json', import.meta.url));

describe('¡Al filo de la espada!: the golden playthrough', () => {
  it('6, scenario: the recorded battle replays to the same final state and outcome', () => {
    const { golden, state } = replayGolden(alFilo, FILE, () => record(alFilo, 'golden-1', 'golden-chooser-1', { victory: 'time-limited' }, 20000));
    expect(alFilo.isTerminal(state)).toBe(true);
    expect(digest(state)).toBe(golden.digest);
    expect(alFilo.outcome(state)).toEqual(golden.outcome);
  });
});
