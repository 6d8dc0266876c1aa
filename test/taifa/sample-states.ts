/**
 * States of random play for the contract's `validate` and `position` tests: people, six bots and
 * El Cid games, every state kept (the tests sample from them).
 */
import { taifa, type TaifaOptions, type TaifaState } from 'reglas/taifa';

/** The three kinds of table the tests sample: people only, bots only, the El Cid solitaire. */
export const TABLES: readonly { readonly name: string; readonly options: Omit<TaifaOptions, 'seed'> }[] = [
  { name: 'people', options: {} },
  { name: 'six bots', options: { players: [] } },
  { name: 'El Cid', options: { scenario: 'el-cid' } },
];

/** Every state of one random game (a seeded pick among the legal actions), the end included. */
export function randomGame(options: TaifaOptions, pickSeed: number): TaifaState[] {
  let s = taifa.setup(options);
  const out: TaifaState[] = [s];
  let x = pickSeed >>> 0;
  // Bounded: a game that never ends (a broken rule, or a mutant) fails instead of looping forever.
  for (let n = 0; !taifa.isTerminal(s); n++) {
    if (n > 20_000) throw new Error(`random game ${options.seed} did not end in 20000 actions`);
    const acts = taifa.legalActions(s);
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    s = taifa.apply(s, acts[x % acts.length]!);
    out.push(s);
  }
  return out;
}

/** About `perTable` states of each table, spread over `games` games, each game's last state kept. */
export function sampleStates(perTable: number, games: number, tag: string): { table: string; state: TaifaState }[] {
  const out: { table: string; state: TaifaState }[] = [];
  for (const t of TABLES) {
    for (let g = 0; g < games; g++) {
      const states = randomGame({ seed: `${tag}-${t.name}-${g}`, ...t.options }, g + 1);
      const step = Math.max(1, Math.floor(states.length / Math.ceil(perTable / games)));
      states.forEach((state, i) => {
        if (i % step === 0 || i === states.length - 1) out.push({ table: t.name, state });
      });
    }
  }
  return out;
}
