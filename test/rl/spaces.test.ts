/**
 * The contract of `reglas/rl` for every game and mode, over seeded random games: the mask is
 * exactly the legal list, index and action round-trip, the observation of a view is the
 * observation of the state for that seat, and it does not change when what the seat cannot see is
 * re-dealt (`determinize`).
 */
import { describe, expect, it } from 'vitest';
import { createRng, seededDice, type AnyGame } from '../../src/index.js';
import { ENCODINGS, rlSpace, type RlSpace } from '../../src/rl/index.js';

/**
 * Seeds and the states checked in each game (every `every`-th, up to `steps` actions), by game;
 * `whole`: the most actions the whole-game check plays (the open battle of ¡Al filo de la espada!
 * has no end under random play until its victory conditions are built, so it is bounded there).
 */
const PLAN: Record<string, { seeds: number; steps: number; every: number; whole: number }> = {
  taifa: { seeds: 2, steps: 100_000, every: 3, whole: Number.POSITIVE_INFINITY },
  'mar-y-acero': { seeds: 2, steps: 100_000, every: 3, whole: Number.POSITIVE_INFINITY },
  'la-legion': { seeds: 1, steps: 600, every: 25, whole: Number.POSITIVE_INFINITY },
  'al-filo': { seeds: 1, steps: 600, every: 25, whole: 3_000 },
};

function checkState(space: RlSpace, game: AnyGame, state: unknown, seed: string): void {
  const legal = game.legalActions(state) as Record<string, unknown>[];
  const indices = legal.map((a) => space.actionIndex(state, a));
  for (const i of indices) expect(Number.isInteger(i) && i >= 0 && i < space.actionSize).toBe(true);
  const mask = space.legalMask(state);
  const masked = [...mask.keys()].filter((i) => mask[i] === 1);
  expect(masked).toEqual([...new Set(indices)].sort((a, b) => a - b));
  expect(space.legalIndices(state)).toEqual([...new Set(indices)]);
  // actionFromIndex reads the legal list: a few actions a state (spread over the list) keep the test fast.
  const sample = legal.length <= 4 ? legal.map((_, k) => k) : [0, Math.floor(legal.length / 3), Math.floor((2 * legal.length) / 3), legal.length - 1];
  sample.forEach((k) => {
    const a = legal[k]!;
    const back = space.actionFromIndex(state, indices[k]!) as Record<string, unknown>;
    expect(space.actionIndex(state, back)).toBe(indices[k]);
    expect(legal).toContainEqual(back);
    if (indices.indexOf(indices[k]!) === indices.lastIndexOf(indices[k]!)) expect(back).toEqual(a);
  });
  for (const seat of game.players(state)) {
    const obs = space.observation(state, seat);
    expect(obs.length).toBe(space.observationSize);
    expect(obs.every(Number.isFinite)).toBe(true);
    const view = game.view(state, seat);
    expect(space.observation(view, seat)).toEqual(obs);
    const redealt = game.determinize(view, seat, `${seed}:redeal`);
    expect(space.observation(redealt, seat)).toEqual(obs);
  }
}

describe.each(Object.values(ENCODINGS).flatMap((e) => e.modes.map((m) => [e.game, m.name, m.options] as const)))('%s, mode %s', (gameId, _mode, options) => {
  const space = rlSpace(gameId);
  const game = space.game;
  const plan = PLAN[gameId] ?? { seeds: 2, steps: 2_000, every: 3, whole: Number.POSITIVE_INFINITY };
  it('the mask is the legal list, indices round-trip, observations come from the view alone', () => {
    for (let n = 0; n < plan.seeds; n++) {
      const seed = `rl-${gameId}-${n}`;
      const dice = seededDice(createRng(seed));
      let state = game.setup({ ...options, seed });
      expect(space.encoding.modeOf({ ...options })).toBe(_mode);
      for (let step = 0; step < plan.steps && !game.isTerminal(state); step++) {
        if (step % plan.every === 0) checkState(space, game, state, `${seed}:${step}`);
        const legal = game.legalActions(state);
        state = game.apply(state, legal[dice.below(legal.length)]);
      }
      if (game.isTerminal(state)) {
        checkState(space, game, state, seed);
        const winners = game.outcome(state)!.winners;
        for (const seat of game.players(state)) expect(space.reward(state, seat)).toBe(winners.includes(seat) ? 1 / winners.length : 0);
      }
    }
  }, 600_000);
  it('every legal action of whole random games has an index of the space', () => {
    const seed = `rl-whole-${gameId}`;
    const dice = seededDice(createRng(seed));
    let state = game.setup({ ...options, seed });
    for (let step = 0; step < plan.whole && !game.isTerminal(state); step++) {
      const legal = game.legalActions(state);
      for (const a of legal) expect(space.actionIndex(state, a)).toBeLessThan(space.actionSize);
      state = game.apply(state, legal[dice.below(legal.length)]);
    }
  }, 600_000);
});

describe('rl spaces', () => {
  it('an index out of the space is a ValidationError and an index not legal now an IllegalActionError', () => {
    const space = rlSpace('taifa');
    const state = space.game.setup({ seed: 'x' });
    expect(() => space.actionFromIndex(state, -1)).toThrow(/not a whole number/);
    expect(() => space.actionFromIndex(state, space.actionSize)).toThrow(/not a whole number/);
    const illegal = [...space.legalMask(state).keys()].find((i) => space.legalMask(state)[i] === 0)!;
    expect(() => space.actionFromIndex(state, illegal)).toThrow(/not legal now/);
    expect(() => space.actionIndex(state, { type: 'no-such' })).toThrow(/not in the action space/);
  });
  it('an unknown game is a ValidationError naming the games', () => {
    expect(() => rlSpace('chess')).toThrow(/taifa, mar-y-acero, la-legion/);
  });
  it('a view observed as another seat is refused', () => {
    const space = rlSpace('taifa');
    const state = space.game.setup({ seed: 'x' });
    expect(() => space.observation(space.game.view(state, 'castilla'), 'leon')).toThrow(/a view for 'castilla'/);
  });
});

describe('docs/rl.md', () => {
  it("holds every game's action space and planes as the encodings declare them (npx tsx scripts/rl-docs.ts writes them)", async () => {
    const { readFileSync } = await import('node:fs');
    const { encodingDocs } = await import('../../src/rl/docs.js');
    expect(readFileSync(new URL('../../docs/rl.md', import.meta.url), 'utf8')).toContain(encodingDocs());
  });
});

describe('La Legión encoding', () => {
  it("8.3: a push's hex is coded by the line it runs along from the pushed counter, facing and hexes", async () => {
    const { NEIGHBOURS, HEX_IDS } = await import('../../src/games/la-legion/board.js');
    const { COUNTER_IDS } = await import('../../src/games/la-legion/pieces.js');
    const space = rlSpace('la-legion');
    const state = space.game.setup({ seed: 'push' });
    const c = state.at.findIndex((h: number, i: number) => h >= 0 && NEIGHBOURS[NEIGHBOURS[h * 6 + 2]! * 6 + 2]! >= 0 && i >= 0);
    const target = NEIGHBOURS[NEIGHBOURS[state.at[c] * 6 + 2]! * 6 + 2]!;
    const i = space.actionIndex(state, { type: 'push', counter: COUNTER_IDS[c], hex: HEX_IDS[target] });
    expect(space.actionLabel(i)).toBe(`push(counter=${COUNTER_IDS[c]}, hex=facing 2, 2 hexes)`);
    expect(() => space.actionIndex(state, { type: 'push', counter: COUNTER_IDS[c], hex: HEX_IDS[state.at[c]] })).toThrow(/not in the action space/);
  });
});
