import type { AnyGame } from '../src/index.js';

/** One game in one mode, as the bench and the demo play it. */
export interface BenchTarget {
  readonly game: AnyGame;
  readonly mode: string;
  readonly options: (seed: string) => object;
}

/**
 * The modes each registered game is measured in. Every game is played in its standard
 * set-up (`{ seed }`); games with other modes add them here.
 */
const EXTRA_MODES: Record<string, readonly { mode: string; options: (seed: string) => object }[]> = {
  taifa: [
    { mode: 'six bots', options: (seed) => ({ seed, players: [] }) },
    { mode: 'El Cid', options: (seed) => ({ seed, scenario: 'el-cid' }) },
  ],
  'mar-y-acero': [
    { mode: 'solitaire, level 0', options: (seed) => ({ seed, mode: 'solitaire', level: 0 }) },
    { mode: 'solitaire, Governor (I)', options: (seed) => ({ seed, mode: 'solitaire', level: 1 }) },
    { mode: 'solitaire, Viceroy (II)', options: (seed) => ({ seed, mode: 'solitaire', level: 2 }) },
  ],
};

export function benchTargets(registry: Record<string, AnyGame>): BenchTarget[] {
  const out: BenchTarget[] = [];
  for (const game of Object.values(registry)) {
    out.push({ game, mode: 'standard', options: (seed) => ({ seed }) });
    for (const extra of EXTRA_MODES[game.id] ?? []) out.push({ game, ...extra });
  }
  return out;
}
