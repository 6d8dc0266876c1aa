// Taifa's soak: the contract's conformance checks over many seeded random games, people's seats
// and El Cid. `npm run test:soak`.
import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { taifa, type KingdomId } from 'reglas/taifa';
import { checkView } from '../taifa/view-check.js';

describe('Taifa soak: checkGame over many seeds', () => {
  it('plays 60 games with six people and 30 in the El Cid scenario, every check passing', () => {
    const six = checkGame(taifa, { seeds: 60, maxSteps: 3000, options: (seed) => ({ seed: `soak-${seed}` }), checkView, probeEvery: 7 });
    const cid = checkGame(taifa, {
      seeds: 30,
      maxSteps: 3000,
      options: (seed) => ({ seed: `soak-cid-${seed}`, scenario: 'el-cid' as const }),
      checkView,
      probeEvery: 7,
    });
    expect(six.games + cid.games).toBe(90);
  });

  it('plays 30 games with every seat a bot (0 people), every check passing', () => {
    const report = checkGame(taifa, {
      seeds: 30,
      maxSteps: 3000,
      options: (seed) => ({ seed: `soak-bots-${seed}`, players: [] as KingdomId[] }),
      checkView,
      probeEvery: 7,
    });
    expect(report.games).toBe(30);
  });
});
