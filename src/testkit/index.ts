/**
 * Conformance checks for a game module: `checkGame` plays random legal games and checks
 * everything the contract asks of a game. Anyone writing a new game module can use it.
 * @module
 */
import { createRng, HIDDEN_RNG, seededDice, type StepDice } from '../core/dice.js';
import * as z from '../core/schema.js';
import { IllegalActionError, ValidationError, parseOrThrow, schemaIssues } from '../core/errors.js';
import { deepFreeze, findNonJson } from '../core/json.js';
import { replay } from '../core/replay.js';
import { sameJson } from '../core/step.js';
import type { ActionBase, Game, GameEvent, PlayerId, SeedOptions } from '../core/types.js';
import { checkDescribe, checkDeterminize, checkGate, checkReseed, checkSecretActions, checkViewEvents, noteSecrets, type HiddenContext } from './hidden.js';

export { secretActionLeaks, type SecretActionReport } from './hidden.js';

/** How `checkGame` plays and what it checks beyond the contract. */
// biome-ignore lint/correctness/noUnusedVariables: `A` keeps the public type's parameters those of `checkGame` (removing it would break callers).
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
  /**
   * Check hidden information and the gate every this many steps (default 10): `validate` accepts
   * the state, `reseed` keeps every view, `determinize` of each seat's view gives that view back,
   * `viewEvents` shows no seat what its view hides, `describe` answers for every viewer, and
   * actions a seat cannot tell apart leave it the same view ({@link secretActionLeaks}).
   */
  readonly hiddenEvery?: number;
  /**
   * The game's own ways to break a state (a card in two hands, an index out of range...): each
   * must be refused by `validate`, beside the generic ones (a view, another game, another format,
   * a field of the wrong type, non-states).
   */
  readonly corruptions?: readonly ((state: S) => unknown)[];
}

/** What `checkGame` played. */
export interface CheckReport {
  /** Games played to their end: one per seed. */
  readonly games: number;
  /** Actions played over all the games. */
  readonly steps: number;
  /** Illegal actions tried (each was refused with an `IllegalActionError` and changed nothing). */
  readonly illegalProbes: number;
  /** Actions in the longest game, to compare with `maxSteps`. */
  readonly longestGame: number;
  /**
   * Pairs of legal actions compared because a seat cannot tell them apart (a face-down card, a
   * secret choice; {@link secretActionLeaks}): 0 in a game that hides no action.
   */
  readonly secretPairs: number;
}

/** A check failed: the message names the seed and the actions that reproduce it. */
export class ConformanceError extends Error {
  /** Always `'ConformanceError'`, for `catch` blocks and logs that test the name. */
  override readonly name = 'ConformanceError';
  /** The seed of the failing game: `checkGame` with `seeds: [seed]` plays it again. */
  readonly seed: string;
  /**
   * The actions from `setup(options(seed))` to the failure, the failing action last when an action
   * failed (a check of the position itself fails after the last action listed).
   */
  readonly actions: readonly unknown[];
  constructor(seed: string, actions: readonly unknown[], problem: string) {
    super(`${problem}\n  seed: ${JSON.stringify(seed)}\n  actions (${actions.length}): ${JSON.stringify(actions)}`);
    this.seed = seed;
    this.actions = actions;
  }
}

const issueText = (issues: ReturnType<typeof schemaIssues>): string => issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');

const every = z.optional(z.number().check(z.int(), z.gte(1)));
const hook = z.optional(z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'expected a function'));
/** `checkGame`'s options: a count of seeds or a non-empty list, a positive step limit, positive periods. */
const checkOptionsSchema = z.strictObject({
  seeds: z.union([z.number().check(z.int(), z.gte(1)), z.array(z.string()).check(z.minLength(1))]),
  maxSteps: z.number().check(z.int(), z.gte(1)),
  options: hook,
  probeEvery: every,
  schemaEvery: every,
  hiddenEvery: every,
  checkView: hook,
  checkState: hook,
  corruptions: z.optional(z.array(z.custom<(s: never) => unknown>((v) => typeof v === 'function', 'expected a function'))),
});

const GAME_FUNCTIONS = [
  'setup',
  'players',
  'activePlayer',
  'legalActions',
  'step',
  'apply',
  'isTerminal',
  'outcome',
  'view',
  'describe',
  'viewEvents',
  'validate',
  'position',
  'determinize',
  'reseed',
] as const;

/** A game and options that `checkGame` can run, or a `ValidationError` naming what is not (a check that checks nothing passes nothing). */
function checkArguments(game: unknown, opts: unknown): void {
  if (typeof game !== 'object' || game === null) throw new ValidationError('game', [{ path: 'game', message: 'expected a game module (a Game object)' }]);
  const missing = GAME_FUNCTIONS.filter((f) => typeof (game as Record<string, unknown>)[f] !== 'function');
  if (missing.length > 0)
    throw new ValidationError(
      'game',
      missing.map((f) => ({ path: `game.${f}`, message: 'the contract asks for this function' })),
    );
  parseOrThrow(checkOptionsSchema, opts, 'checkGame options');
}

function seedList(seeds: readonly string[] | number): readonly string[] {
  return typeof seeds === 'number' ? Array.from({ length: seeds }, (_, i) => `check-${i}`) : seeds;
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // states and actions are deep-frozen here, so a mutation of an input surfaces as this TypeError
  const frozen = error instanceof TypeError && /read.only|not extensible|frozen|Cannot (assign|add|delete|define)/i.test(error.message);
  return `${error.name}: ${error.message}${frozen ? ' (inputs are deep-frozen: did it mutate its input?)' : ''}`;
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

interface Context<S, A extends ActionBase, O extends SeedOptions> extends HiddenContext<S, A, O> {
  readonly game: Game<S, A, O>;
  readonly opts: CheckGameOptions<S, A, O>;
  readonly seed: string;
  readonly actions: A[];
  /** Actions listed at earlier positions of this game, probed where they are not listed. */
  readonly earlier: { readonly keys: Set<string>; readonly list: { key: string; action: A }[]; readonly chooser: StepDice };
  fail(problem: string): never;
}

/** Runs a call of the game or of a hook; anything it throws fails the check with the seed. */
function attempt<T, S, A extends ActionBase, O extends SeedOptions>(ctx: Context<S, A, O>, what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ConformanceError) throw error;
    return ctx.fail(`${what} threw: ${errorText(error)}`);
  }
}

/** How many earlier actions a game keeps for probing, how many are probed each time, and how many draws find them. */
const EARLIER_POOL = 500;
const EARLIER_PROBES = 3;
const EARLIER_DRAWS = 12;

/** Checked first on every new state, so that NaN or undefined is named before any comparison trips on it. */
function checkPlainJson<S, A extends ActionBase, O extends SeedOptions>(ctx: Context<S, A, O>, state: S): void {
  const nonJson = findNonJson(state);
  if (nonJson) ctx.fail(`the state is not plain JSON: ${nonJson}`);
}

function checkPosition<S, A extends ActionBase, O extends SeedOptions>(ctx: Context<S, A, O>, state: S, step: number): A[] {
  const { game, opts } = ctx;
  if (!sameJson(JSON.parse(JSON.stringify(state)), state)) ctx.fail('JSON.parse(JSON.stringify(state)) differs from the state');
  if (step % (opts.schemaEvery ?? 1) === 0) {
    const issues = schemaIssues(game.schemas.state, state);
    if (issues.length > 0) ctx.fail(`the state fails schemas.state: ${issueText(issues)}`);
  }
  if (opts.checkState) attempt(ctx, 'checkState', () => opts.checkState?.(state));
  const legal = attempt(ctx, 'legalActions', () => game.legalActions(state));
  const terminal = attempt(ctx, 'isTerminal', () => game.isTerminal(state));
  if (terminal !== (legal.length === 0)) ctx.fail(`isTerminal is ${terminal} but legalActions has ${legal.length} actions`);
  const active = attempt(ctx, 'activePlayer', () => game.activePlayer(state));
  if (terminal !== (active === null)) ctx.fail(`isTerminal is ${terminal} but activePlayer is ${JSON.stringify(active)}`);
  const outcome = attempt(ctx, 'outcome', () => game.outcome(state));
  if (terminal !== (outcome !== null)) ctx.fail(`isTerminal is ${terminal} but outcome is ${JSON.stringify(outcome)}`);
  const keys = new Set<string>();
  for (const action of legal) {
    const key = JSON.stringify(action);
    if (keys.has(key)) ctx.fail(`legalActions lists ${key} twice`);
    keys.add(key);
    const parsed = game.schemas.action.safeParse(action);
    if (!parsed.success) ctx.fail(`legal action ${key} fails schemas.action`);
  }
  if (
    !sameJson(
      attempt(ctx, 'legalActions', () => game.legalActions(state)),
      legal,
    )
  )
    ctx.fail('legalActions is not stable: two calls on one state differ');
  checkViews(ctx, state);
  return legal;
}

function checkViews<S, A extends ActionBase, O extends SeedOptions>(ctx: Context<S, A, O>, state: S): void {
  const { game, opts } = ctx;
  const viewers: (PlayerId | 'spectator')[] = [...attempt(ctx, 'players', () => game.players(state)), 'spectator'];
  for (const viewer of viewers) {
    const view = attempt(ctx, `view(state, ${viewer})`, () => game.view(state, viewer));
    const rng = (view as { rng?: unknown }).rng;
    if (rng !== undefined && !sameJson(rng, HIDDEN_RNG)) ctx.fail(`view for ${viewer} shows the generator's state`);
    const issues = schemaIssues(game.schemas.state, view);
    if (issues.length > 0) ctx.fail(`view for ${viewer} fails schemas.state: ${issueText(issues)}`);
    if (
      !sameJson(
        attempt(ctx, `view(view, ${viewer})`, () => game.view(view, viewer)),
        view,
      )
    )
      ctx.fail(`view for ${viewer} is not idempotent: viewing a view shows something else`);
    if (opts.checkView) attempt(ctx, `checkView for ${viewer}`, () => opts.checkView?.(state, view, viewer));
  }
}

function probeIllegal<S, A extends ActionBase, O extends SeedOptions>(ctx: Context<S, A, O>, state: S, legal: readonly A[], chooser: StepDice): number {
  const { game } = ctx;
  const sample = legal.length === 0 ? { type: 'pass' } : (legal[chooser.below(legal.length)] as A);
  const listed = new Set(legal.map((a) => JSON.stringify(a)));
  // garbage variants of a listed action, and actions listed earlier in this game but not now
  const candidates: ActionBase[] = illegalVariants(sample);
  const { earlier } = ctx;
  const picked = new Set<string>();
  for (let draw = 0; draw < EARLIER_DRAWS && picked.size < EARLIER_PROBES && earlier.list.length > 0; draw++) {
    const entry = earlier.list[earlier.chooser.below(earlier.list.length)] as { key: string; action: A };
    // sameJson as well: the same action built with its keys in another order is still listed
    if (listed.has(entry.key) || picked.has(entry.key) || legal.some((a) => sameJson(a, entry.action))) continue;
    picked.add(entry.key);
    candidates.push(entry.action);
  }
  let probes = 0;
  for (const variant of candidates) {
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
  for (const key of listed) {
    if (earlier.keys.has(key)) continue;
    const entry = { key, action: JSON.parse(key) as A };
    earlier.keys.add(key);
    if (earlier.list.length < EARLIER_POOL) earlier.list.push(entry);
    else {
      const slot = earlier.chooser.below(EARLIER_POOL);
      earlier.keys.delete((earlier.list[slot] as { key: string }).key);
      earlier.list[slot] = entry;
    }
  }
  return probes;
}

function playOne<S, A extends ActionBase, O extends SeedOptions>(
  game: Game<S, A, O>,
  opts: CheckGameOptions<S, A, O>,
  seed: string,
): { steps: number; probes: number; secretPairs: number } {
  const actions: A[] = [];
  const ctx: Context<S, A, O> = {
    game,
    opts,
    seed,
    actions,
    earlier: { keys: new Set(), list: [], chooser: seededDice(createRng(`checkGame:earlier:${seed}`)) },
    secretFields: new Map(),
    fail: (problem) => {
      throw new ConformanceError(seed, actions.slice(), problem);
    },
    attempt: (what, run) => attempt(ctx, what, run),
  };
  const options = attempt(ctx, 'options', () => (opts.options ? opts.options(seed) : ({ seed } as O)));
  let state = deepFreeze(attempt(ctx, 'setup', () => game.setup(options)));
  checkPlainJson(ctx, state);
  if (
    !sameJson(
      attempt(ctx, 'setup', () => game.setup(options)),
      state,
    )
  )
    ctx.fail('setup is not deterministic: the same options gave two states');
  if (game.start) {
    const begun = attempt(ctx, 'start', () => (game.start as NonNullable<typeof game.start>)(options));
    if (!sameJson(begun.state, state)) ctx.fail('start(options).state differs from setup(options)');
    const nonJson = findNonJson(begun.events);
    if (nonJson) ctx.fail(`the events of start are not plain JSON: ${nonJson}`);
    checkEvents(ctx, game, begun.events, 'start');
  }
  const chooser = seededDice(createRng(`checkGame:${seed}`));
  const probeEvery = opts.probeEvery ?? 5;
  const hiddenEvery = opts.hiddenEvery ?? 10;
  let probes = 0;
  let secretPairs = 0;
  // The gate is checked after play, so that a failure of play is reported as such first.
  let first: { state: S; action: A } | null = null;
  for (let step = 0; ; step++) {
    const legal = checkPosition(ctx, state, step);
    const hiddenStep = step % hiddenEvery === 0;
    if (hiddenStep) {
      attempt(ctx, 'validate of a state of play', () => game.validate(state));
      checkReseed(ctx, state, step);
      checkDeterminize(ctx, state, step);
      secretPairs += checkSecretActions(ctx, state);
    }
    if (legal.length === 0) break;
    if (step >= opts.maxSteps) ctx.fail(`the game did not end within ${opts.maxSteps} actions`);
    if (step % probeEvery === 0) probes += probeIllegal(ctx, state, legal, chooser);
    const action = deepFreeze(legal[chooser.below(legal.length)] as A);
    if (step === 0) first = { state, action };
    if (hiddenStep) checkDescribe(ctx, state, action);
    actions.push(action);
    const key = JSON.stringify(action);
    const stepped = attempt(ctx, `legal action ${key}`, () => game.step(state, action));
    const next = stepped.state;
    checkPlainJson(ctx, next);
    checkEvents(ctx, game, stepped.events, key);
    if (hiddenStep) checkViewEvents(ctx, stepped.events, next, key);
    else noteSecrets(ctx, stepped.events);
    const applied = attempt(ctx, `apply of legal action ${key}`, () => game.apply(state, action));
    if (!sameJson(applied, next)) ctx.fail(`apply and step disagree on ${key}`);
    const copy = JSON.parse(JSON.stringify(state)) as S;
    if (
      !sameJson(
        attempt(ctx, `apply from a JSON copy of ${key}`, () => game.apply(copy, action)),
        next,
      )
    )
      ctx.fail(`play continued from a JSON copy differs after ${key}`);
    attempt(ctx, `describe on ${key}`, () => game.describe(state, action));
    state = deepFreeze(next);
  }
  const rebuilt = attempt(ctx, 'replay from the seed and the actions', () => replay(game, options, actions).state);
  if (!sameJson(rebuilt, state)) ctx.fail('replay from the seed and the actions gave another state');
  if (first !== null) checkGate(ctx, first.state, first.action, opts.corruptions ?? []);
  return { steps: actions.length, probes, secretPairs };
}

/**
 * What is missing from the events that carry rolls: each such event names its `rule` and carries
 * a `modifiers` array, empty where nothing modifies the roll (the contract: every roll explained).
 * Empty when every rolled event explains itself; `checkGame` checks it after every step.
 */
export function unexplainedRolls(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.rolls === undefined) continue;
    if (typeof e.rule !== 'string' || e.rule === '') out.push(`the event '${e.type}' carries rolls but names no rule`);
    if (!Array.isArray(e.modifiers)) out.push(`the event '${e.type}' carries rolls but no modifiers array (an empty one where nothing modifies them)`);
  }
  return out;
}

/**
 * Every event matches the game's declared event schema, when it declares one (`schemas.event`),
 * and every event that carries rolls explains them: it names its `rule` and carries a `modifiers`
 * array (empty where nothing modifies the roll).
 */
function checkEvents<S, A extends ActionBase, O extends SeedOptions>(
  ctx: Context<S, A, O>,
  game: Game<S, A, O>,
  events: readonly GameEvent[],
  after: string,
): void {
  for (const problem of unexplainedRolls(events)) ctx.fail(`${problem} (after ${after})`);
  const schema = game.schemas.event;
  if (schema === undefined) return;
  for (const e of events) {
    const issues = schemaIssues(schema, e);
    if (issues.length > 0) ctx.fail(`the event ${JSON.stringify(e)} of ${after} does not match the game's event schema: ${issueText(issues)}`);
  }
}

/**
 * Plays random legal games, one per seed, and checks everything the contract asks: no legal
 * action throws; actions outside `legalActions` (garbage variants of a listed action, and
 * actions listed earlier in the game but not now) throw `IllegalActionError` and change nothing;
 * inputs are never mutated (states are deep-frozen); every state is plain JSON, passes
 * `schemas.state` and survives a JSON round trip, and play continued from the copy is
 * identical; `step` and `apply` agree; every event matches `schemas.event` when the game declares it, and every event with rolls names its rule and carries `modifiers`; `legalActions` is stable, free of duplicates and empty
 * exactly at the end; `view` masks the generator and keeps the state's shape; the same seed
 * and actions replay to the same state; every game ends within `maxSteps`. Every `hiddenEvery`
 * steps: `validate` accepts the state; `reseed` keeps every view and the legal actions;
 * `determinize` of each seat's view is a valid state with that view, the same choices for the seat
 * deciding, and play from it; `viewEvents` masks every secret for the seats it does not name; `describe` answers for every viewer; legal actions a seat cannot tell apart (`describe` shows it one line for them) leave it the same view, so a face-down card does not tell its kind by where it lies. At the first position: `validate` refuses broken
 * states (generic ones and `corruptions`), and every function refuses non-states, views where a
 * state is needed, seats not in the game and malformed actions with the library's errors. Throws a
 * {@link ConformanceError} naming the seed and the actions that reproduce a failure, also
 * when a call of the game or of a hook throws where it should not.
 */
export function checkGame<S, A extends ActionBase, O extends SeedOptions>(game: Game<S, A, O>, opts: CheckGameOptions<S, A, O>): CheckReport {
  checkArguments(game, opts);
  let steps = 0;
  let illegalProbes = 0;
  let longestGame = 0;
  let secretPairs = 0;
  const seeds = seedList(opts.seeds);
  for (const seed of seeds) {
    const played = playOne(game, opts, seed);
    steps += played.steps;
    illegalProbes += played.probes;
    longestGame = Math.max(longestGame, played.steps);
    secretPairs += played.secretPairs;
  }
  return { games: seeds.length, steps, illegalProbes, longestGame, secretPairs };
}
