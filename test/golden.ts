// Golden playthroughs: one seeded game of a game, its every action, the digest of its final state
// and its outcome, recorded in a JSON file beside its test. A later change must reproduce it, or
// update it on purpose: `UPDATE_GOLDEN=1 npx vitest run <the test>` rewrites the file (say why in the commit).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRng, seededDice, type ActionBase, type Game } from 'reglas/core';

/** A recorded game. */
export interface Golden<A> {
  readonly seed: string;
  readonly chooser: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly actions: A[];
  readonly digest: string;
  readonly outcome: unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: a golden file serves every game
type AnyGame<S, A extends ActionBase> = Game<S, A, any, any, any>;

/** The state as JSON with sorted keys, hashed. */
export function digest(state: unknown): string {
  const sorted = JSON.stringify(state, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
  return createHash('sha256').update(sorted).digest('hex').slice(0, 16);
}

/** The game a seeded random chooser plays from `options` to its end (at most `maxSteps` actions, or it throws). */
export function record<S, A extends ActionBase>(
  game: AnyGame<S, A>,
  seed: string,
  chooser: string,
  options: Readonly<Record<string, unknown>>,
  maxSteps: number,
): Golden<A> {
  let s = game.setup({ ...options, seed });
  const dice = seededDice(createRng(chooser));
  const actions: A[] = [];
  while (!game.isTerminal(s)) {
    if (actions.length >= maxSteps) throw new Error(`${game.id}: the golden game has not ended after ${maxSteps} actions`);
    const legal = game.legalActions(s);
    const a = legal[dice.below(legal.length)]!;
    actions.push(a);
    s = game.apply(s, a);
  }
  return { seed, chooser, options, actions, digest: digest(s), outcome: game.outcome(s) };
}

/** The golden file read (rewritten first from `record` when `UPDATE_GOLDEN=1`), and the final state its actions replay to. */
export function replayGolden<S, A extends ActionBase>(game: AnyGame<S, A>, file: string, make: () => Golden<A>): { golden: Golden<A>; state: S } {
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, `${JSON.stringify(make())}\n`);
  const golden = JSON.parse(readFileSync(file, 'utf8')) as Golden<A>;
  let state = game.setup({ ...(golden.options ?? {}), seed: golden.seed });
  for (const a of golden.actions) state = game.step(state, a).state;
  return { golden, state };
}
