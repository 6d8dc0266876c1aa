/**
 * Conformance checks for a game module: `checkGame` plays random legal games and checks
 * everything the contract asks of a game. Anyone writing a new game module can use it.
 * @module
 */
import { createRng, HIDDEN_RNG, seededDice, type StepDice } from '../core/dice.js';
import { IllegalActionError } from '../core/errors.js';
import { deepFreeze, findNonJson } from '../core/json.js';
import { replay } from '../core/replay.js';
import { sameJson } from '../core/step.js';
import type { ActionBase, Game, PlayerId, SeedOptions } from '../core/types.js';

/** How `checkGame` plays and what it checks beyond the contract. */
export interface CheckGameOptions<S, A extends ActionBase, O extends SeedOptions> {
  /** The seeds to play, or how many (`check-0`, `check-1`, …). */
  readonly seeds: readonly string[] | number;
  /** Every game must end within this many actions. */
  readonly maxSteps: number;
  /** The options of each game; default `{ seed }`. */
  readonly options?: (seed: string) => O;
  /** Probe illegal actions every this many steps (default 5; 1 probes every step). */
  readonly probeEvery?: number;
  /** Check the state schema every this many steps (default 1). */
  readonly schemaEvery?: number;
  /** A game's own checks that `view` hides its secrets; throw to fail. */
  readonly checkView?: (state: S, view: S, viewer: PlayerId | 'spectator') => void;
  /** A game's own invariants on every state; throw to fail. */
  readonly checkState?: (state: S) => void;
}

/** What `checkGame` played. */
export interface CheckReport {
  readonly games: number;
  readonly steps: number;
  readonly illegalProbes: number;
  readonly longestGame: number;
}

/** A check failed: the message names the seed and the actions that reproduce it. */
export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';
  readonly seed: string;
  readonly actions: readonly unknown[];
  constructor(seed: string, actions: readonly unknown[], problem: string) {
    super(`${problem}\n  seed: ${JSON.stringify(seed)}\n  actions (${actions.length}): ${JSON.stringify(actions)}`);
    this.seed = seed;
    this.actions = actions;
  }
}

function seedList(seeds: readonly string[] | number): readonly string[] {
  return typeof seeds === 'number' ? Array.from({ length: seeds }, (_, i) => `check-${i}`) : seeds;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Variants of a legal action that a game must reject unless they are listed too. */
function illegalVariants(action: ActionBase): ActionBase[] {
  const variants: ActionBase[] = [{ type: `${action.type}-not-an-action` }];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type') continue;
    if (typeof value === 'number') variants.push({ ...action, [key]: value + 1009 });
    else if (typeof value === 'string') variants.push({ ...action, [key]: `${value}-no-such-thing` });
    else if (typeof value === 'boolean') variants.push({ ...action, [key]: 'yes' });
    else if (Array.isArray(value)) variants.push({ ...action, [key]: [...(value as unknown[]), 'no-such-thing'] });
  }
  return variants;
}

interface Context<S, A extends ActionBase, O extends SeedOptions> {
  readonly game: Game<S, A, O>;
  readonly opts: CheckGameOptions<S, A, O>;
  readonly seed: string;
  readonly actions: A[];
  fail(problem: string): never;
}

function checkPosition<S, A extends ActionBase, O extends SeedOptions>(ctx: Context<S, A, O>, state: S, step: number): A[] {
  const { game, opts } = ctx;
  const nonJson = findNonJson(state);
  if (nonJson) ctx.fail(`the state is not plain JSON: ${nonJson}`);
  if (!sameJson(JSON.parse(JSON.stringify(state)), state)) ctx.fail('JSON.parse(JSON.stringify(state)) differs from the state');
  if (step % (opts.schemaEvery ?? 1) === 0) {
    const parsed = game.schemas.state.safeParse(state);
    if (!parsed.success) ctx.fail(`the state fails schemas.state: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  opts.checkState?.(state);
  let legal: A[];
  try {
    legal = game.legalActions(state);
  } catch (error) {
    return ctx.fail(`legalActions threw: ${errorText(error)}`);
  }
  const terminal = game.isTerminal(state);
  if (terminal !== (legal.length === 0)) ctx.fail(`isTerminal is ${terminal} but legalActions has ${legal.length} actions`);
  const active = game.activePlayer(state);
  if (terminal !== (active === null)) ctx.fail(`isTerminal is ${terminal} but activePlayer is ${JSON.stringify(active)}`);
  const outcome = game.outcome(state);
  if (terminal !== (outcome !== null)) ctx.fail(`isTerminal is ${terminal} but outcome is ${JSON.stringify(outcome)}`);
  const keys = new Set<string>();
  for (const action of legal) {
    const key = JSON.stringify(action);
    if (keys.has(key)) ctx.fail(`legalActions lists ${key} twice`);
    keys.add(key);
    const parsed = game.schemas.action.safeParse(action);
    if (!parsed.success) ctx.fail(`legal action ${key} fails schemas.action`);
  }
  if (!sameJson(game.legalActions(state), legal)) ctx.fail('legalActions is not stable: two calls on one state differ');
  checkViews(ctx, state);
  return legal;
}

function checkViews<S, A extends ActionBase, O extends SeedOptions>(ctx: Context<S, A, O>, state: S): void {
  const { game, opts } = ctx;
  const viewers: (PlayerId | 'spectator')[] = [...game.players(state), 'spectator'];
  for (const viewer of viewers) {
    let view: S;
    try {
      view = game.view(state, viewer);
    } catch (error) {
      return ctx.fail(`view(state, ${viewer}) threw: ${errorText(error)}`);
    }
    const rng = (view as { rng?: unknown }).rng;
    if (rng !== undefined && !sameJson(rng, HIDDEN_RNG)) ctx.fail(`view for ${viewer} shows the generator's state`);
    const parsed = game.schemas.state.safeParse(view);
    if (!parsed.success) ctx.fail(`view for ${viewer} fails schemas.state: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    if (!sameJson(game.view(view, viewer), view)) ctx.fail(`view for ${viewer} is not idempotent: viewing a view shows something else`);
    opts.checkView?.(state, view, viewer);
  }
}

function probeIllegal<S, A extends ActionBase, O extends SeedOptions>(ctx: Context<S, A, O>, state: S, legal: readonly A[], chooser: StepDice): number {
  const { game } = ctx;
  const sample = legal.length === 0 ? { type: 'pass' } : (legal[chooser.below(legal.length)] as A);
  const listed = new Set(legal.map((a) => JSON.stringify(a)));
  let probes = 0;
  for (const variant of illegalVariants(sample)) {
    if (listed.has(JSON.stringify(variant))) continue;
    probes++;
    try {
      game.step(state, variant as A);
    } catch (error) {
      if (!(error instanceof IllegalActionError)) ctx.fail(`illegal action ${JSON.stringify(variant)} threw ${errorText(error)}, not an IllegalActionError`);
      continue;
    }
    ctx.fail(`illegal action ${JSON.stringify(variant)} (not in legalActions) was accepted`);
  }
  return probes;
}

function playOne<S, A extends ActionBase, O extends SeedOptions>(game: Game<S, A, O>, opts: CheckGameOptions<S, A, O>, seed: string): { steps: number; probes: number } {
  const actions: A[] = [];
  const ctx: Context<S, A, O> = {
    game,
    opts,
    seed,
    actions,
    fail: (problem) => {
      throw new ConformanceError(seed, actions.slice(), problem);
    },
  };
  const options = opts.options ? opts.options(seed) : ({ seed } as O);
  let state: S;
  try {
    state = deepFreeze(game.setup(options));
  } catch (error) {
    return ctx.fail(`setup threw: ${errorText(error)}`);
  }
  if (!sameJson(game.setup(options), state)) ctx.fail('setup is not deterministic: the same options gave two states');
  const chooser = seededDice(createRng(`checkGame:${seed}`));
  const probeEvery = opts.probeEvery ?? 5;
  let probes = 0;
  for (let step = 0; ; step++) {
    const legal = checkPosition(ctx, state, step);
    if (legal.length === 0) break;
    if (step >= opts.maxSteps) ctx.fail(`the game did not end within ${opts.maxSteps} actions`);
    if (step % probeEvery === 0) probes += probeIllegal(ctx, state, legal, chooser);
    const action = legal[chooser.below(legal.length)] as A;
    actions.push(action);
    let next: S;
    try {
      next = game.step(state, action).state;
    } catch (error) {
      return ctx.fail(`legal action ${JSON.stringify(action)} threw: ${errorText(error)}`);
    }
    const applied = game.apply(state, action);
    if (!sameJson(applied, next)) ctx.fail(`apply and step disagree on ${JSON.stringify(action)}`);
    const copy = JSON.parse(JSON.stringify(state)) as S;
    if (!sameJson(game.apply(copy, action), next)) ctx.fail(`play continued from a JSON copy differs after ${JSON.stringify(action)}`);
    try {
      game.describe(state, action);
    } catch (error) {
      ctx.fail(`describe threw on ${JSON.stringify(action)}: ${errorText(error)}`);
    }
    state = deepFreeze(next);
  }
  const rebuilt = replay(game, options, actions).state;
  if (!sameJson(rebuilt, state)) ctx.fail('replay from the seed and the actions gave another state');
  return { steps: actions.length, probes };
}

/**
 * Plays random legal games, one per seed, and checks everything the contract asks: no legal
 * action throws; actions outside `legalActions` throw `IllegalActionError` and change nothing;
 * inputs are never mutated (states are deep-frozen); every state is plain JSON, passes
 * `schemas.state` and survives a JSON round trip, and play continued from the copy is
 * identical; `step` and `apply` agree; `legalActions` is stable, free of duplicates and empty
 * exactly at the end; `view` masks the generator and keeps the state's shape; the same seed
 * and actions replay to the same state; every game ends within `maxSteps`. Throws a
 * {@link ConformanceError} naming the seed and the actions that reproduce a failure.
 */
export function checkGame<S, A extends ActionBase, O extends SeedOptions>(game: Game<S, A, O>, opts: CheckGameOptions<S, A, O>): CheckReport {
  let steps = 0;
  let illegalProbes = 0;
  let longestGame = 0;
  const seeds = seedList(opts.seeds);
  for (const seed of seeds) {
    const played = playOne(game, opts, seed);
    steps += played.steps;
    illegalProbes += played.probes;
    longestGame = Math.max(longestGame, played.steps);
  }
  return { games: seeds.length, steps, illegalProbes, longestGame };
}
