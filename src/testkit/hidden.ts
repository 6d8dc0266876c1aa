/**
 * The testkit's checks of hidden information and of states from outside (contract: `view`,
 * `reseed`, `determinize`, `viewEvents`, `describe(…, viewer)`, `validate`, and the guards of
 * every function). `checkGame` runs them on the positions of its random games.
 * @module
 */
import { isIllegalActionError, isValidationError } from '../core/errors.js';
import { sameJson } from '../core/step.js';
import type { ActionBase, Game, GameEvent, PlayerId, SeedOptions } from '../core/types.js';
import { HIDDEN, type Viewer } from '../core/views.js';

/** What the hidden-information checks need of `checkGame`'s context. */
export interface HiddenContext<S, A extends ActionBase, O extends SeedOptions> {
  readonly game: Game<S, A, O>;
  readonly seed: string;
  /** By event type, the fields its events have declared secret (`secret.fields`), gathered as play goes. */
  readonly secretFields: Map<string, Set<string>>;
  fail(problem: string): never;
  attempt<T>(what: string, run: () => T): T;
}

function viewersOf<S, A extends ActionBase, O extends SeedOptions>(ctx: HiddenContext<S, A, O>, state: S): Viewer[] {
  return [...ctx.attempt('players', () => ctx.game.players(state)), 'spectator'];
}

/** The values a view masks: the state's leaves where the view reads `HIDDEN`. */
export function hiddenValues(state: unknown, view: unknown, out: Set<unknown> = new Set()): Set<unknown> {
  if (view === HIDDEN) {
    if (state !== HIDDEN && (typeof state === 'number' || typeof state === 'string')) out.add(state);
    return out;
  }
  if (typeof state !== 'object' || state === null || typeof view !== 'object' || view === null) return out;
  if (Array.isArray(state)) {
    if (!Array.isArray(view)) return out;
    for (let i = 0; i < state.length; i++) hiddenValues(state[i], view[i], out);
    return out;
  }
  for (const key of Object.keys(state)) hiddenValues((state as Record<string, unknown>)[key], (view as Record<string, unknown>)[key], out);
  return out;
}

/** `reseed` keeps every view and the legal list; `validate` accepts the result. */
export function checkReseed<S, A extends ActionBase, O extends SeedOptions>(ctx: HiddenContext<S, A, O>, state: S, step: number): void {
  const { game } = ctx;
  const other = ctx.attempt('reseed', () => game.reseed(state, `checkGame:reseed:${ctx.seed}:${step}`));
  for (const viewer of viewersOf(ctx, state)) {
    if (
      !sameJson(
        ctx.attempt('view', () => game.view(other, viewer)),
        ctx.attempt('view', () => game.view(state, viewer)),
      )
    ) {
      ctx.fail(`reseed changed what ${viewer} sees: a reseeded state must keep every view`);
    }
  }
  ctx.attempt('validate of a reseeded state', () => game.validate(other));
  if (
    !sameJson(
      ctx.attempt('legalActions', () => game.legalActions(other)),
      ctx.attempt('legalActions', () => game.legalActions(state)),
    )
  ) {
    ctx.fail('reseed changed the legal actions: it must keep the position');
  }
}

/**
 * For each seat, `determinize` of its view is a valid state whose view for that seat is the view
 * it came from; the seat deciding has the same choices in it; play goes on from it.
 */
export function checkDeterminize<S, A extends ActionBase, O extends SeedOptions>(ctx: HiddenContext<S, A, O>, state: S, step: number): void {
  const { game } = ctx;
  const active = ctx.attempt('activePlayer', () => game.activePlayer(state));
  for (const seat of ctx.attempt('players', () => game.players(state)) as PlayerId[]) {
    const view = ctx.attempt('view', () => game.view(state, seat));
    const full = ctx.attempt(`determinize for ${seat}`, () => game.determinize(view, seat, `checkGame:determinize:${ctx.seed}:${step}`));
    ctx.attempt(`validate of a state determinized for ${seat}`, () => game.validate(full));
    if (
      !sameJson(
        ctx.attempt('view', () => game.view(full, seat)),
        view,
      )
    )
      ctx.fail(`determinize for ${seat}: the view of the state it made is not the view it came from`);
    const legal = ctx.attempt(`legalActions of a state determinized for ${seat}`, () => game.legalActions(full));
    if (
      seat === active &&
      !sameJson(
        legal,
        ctx.attempt('legalActions', () => game.legalActions(state)),
      )
    ) {
      ctx.fail(`determinize for ${seat}, the seat deciding: its legal actions differ from the real state's`);
    }
    if (legal.length > 0) ctx.attempt(`play from a state determinized for ${seat}`, () => game.apply(full, legal[0] as A));
  }
}

/**
 * `viewEvents` keeps every event and masks each secret for the seats it does not name: a seat not
 * in `knownTo` sees every secret field as `HIDDEN`, and no `secret` left. An event of a type that
 * carries a secret elsewhere in the game but none here must not show a seat, in those fields, a
 * value its view of the state after the step hides (a draw reported without its secret in one
 * path of the code). Events of other types are not judged: a card played face up and shuffled
 * back into a deck in the same step was public when the event named it.
 */
export function checkViewEvents<S, A extends ActionBase, O extends SeedOptions>(
  ctx: HiddenContext<S, A, O>,
  events: readonly GameEvent[],
  after: S,
  action: string,
): void {
  const { game } = ctx;
  noteSecrets(ctx, events);
  for (const viewer of viewersOf(ctx, after)) {
    const shown = ctx.attempt(`viewEvents for ${viewer}`, () => game.viewEvents(events, viewer));
    if (shown.length !== events.length) ctx.fail(`viewEvents for ${viewer} after ${action} shows ${shown.length} of ${events.length} events`);
    let hidden: Set<unknown> | null = null;
    shown.forEach((e, i) => {
      const raw = events[i] as GameEvent;
      const secret = raw.secret;
      if (secret !== undefined) {
        if (secret.knownTo.includes(viewer)) return;
        if (e.secret !== undefined) ctx.fail(`viewEvents for ${viewer} after ${action} left the secret of event ${i} (${e.type}) on it`);
        for (const field of secret.fields) {
          const value = e[field];
          const values = Array.isArray(value) ? value : [value];
          if (values.some((v) => v !== HIDDEN)) ctx.fail(`event ${i} (${e.type}) after ${action} shows ${viewer} its secret ${field} ${JSON.stringify(value)}`);
        }
        return;
      }
      const fields = ctx.secretFields.get(raw.type);
      if (fields === undefined) return;
      hidden ??= hiddenValues(
        after,
        ctx.attempt('view', () => game.view(after, viewer)),
      );
      for (const field of fields) {
        const value = e[field];
        const values = Array.isArray(value) ? value : [value];
        const leaked = values.find((v) => v !== HIDDEN && (hidden as Set<unknown>).has(v));
        if (leaked !== undefined) {
          ctx.fail(
            `event ${i} (${e.type}) after ${action} carries no secret, as events of its type do elsewhere, and shows ${viewer} ${field} ${JSON.stringify(leaked)}, which is hidden from ${viewer}`,
          );
        }
      }
    });
  }
}

/** Records, by event type, the fields its events declare secret. */
export function noteSecrets<S, A extends ActionBase, O extends SeedOptions>(ctx: HiddenContext<S, A, O>, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.secret === undefined) continue;
    let fields = ctx.secretFields.get(e.type);
    if (fields === undefined) {
      fields = new Set();
      ctx.secretFields.set(e.type, fields);
    }
    for (const f of e.secret.fields) fields.add(f);
  }
}

/** `describe` gives a string for every viewer. */
export function checkDescribe<S, A extends ActionBase, O extends SeedOptions>(ctx: HiddenContext<S, A, O>, state: S, action: A): void {
  for (const viewer of viewersOf(ctx, state)) {
    const text = ctx.attempt(`describe for ${viewer}`, () => ctx.game.describe(state, action, viewer));
    if (typeof text !== 'string') ctx.fail(`describe for ${viewer} returned ${typeof text}, not a string`);
  }
}

/** A call that must be refused with the library's own error, never a `TypeError` from inside. */
function refused<S, A extends ActionBase, O extends SeedOptions>(ctx: HiddenContext<S, A, O>, what: string, run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (isValidationError(error) || isIllegalActionError(error)) return;
    ctx.fail(`${what} threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}, not a ValidationError or IllegalActionError`);
  }
  ctx.fail(`${what} was accepted`);
}

/**
 * `validate` accepts the state and refuses it broken in each of the generic ways and in each of
 * the game's own (`corruptions`); every function refuses non-states, views where a state is
 * needed, seats not in the game and malformed actions with the library's errors.
 */
export function checkGate<S, A extends ActionBase, O extends SeedOptions>(
  ctx: HiddenContext<S, A, O>,
  state: S,
  action: A,
  corruptions: readonly ((state: S) => unknown)[],
): void {
  const { game } = ctx;
  ctx.attempt('validate of a state of play', () => game.validate(state));
  ctx.attempt('validate of a JSON copy', () => game.validate(JSON.parse(JSON.stringify(state))));
  const s = state as Record<string, unknown>;
  const seat = (ctx.attempt('players', () => game.players(state)) as PlayerId[])[0] as PlayerId;
  const view = ctx.attempt('view', () => game.view(state, seat));
  const generic: [string, unknown][] = [
    ['null', null],
    ['an empty object', {}],
    ['an array', []],
    ['a string', 'state'],
    ['a view', view],
    ["another game's id", { ...s, game: `${game.id}-not` }],
    ['another format version', { ...s, format: game.format + 1 }],
    ['no format version', { ...s, format: undefined }],
    ['a field of the wrong type', Object.fromEntries(Object.entries(s).map(([k, v], i) => [k, i === Object.keys(s).length - 1 ? 'not-a-value' : v]))],
  ];
  for (const [what, broken] of generic) refused(ctx, `validate of ${what}`, () => game.validate(broken));
  corruptions.forEach((corrupt, i) => {
    const broken = ctx.attempt(`corruption ${i}`, () => corrupt(JSON.parse(JSON.stringify(state)) as S));
    refused(ctx, `validate of the game's corruption ${i}`, () => game.validate(broken));
  });
  for (const bad of [null, undefined, {}, [], 'state', 42]) {
    const b = bad as unknown as S;
    refused(ctx, `legalActions(${JSON.stringify(bad)})`, () => game.legalActions(b));
    refused(ctx, `isTerminal(${JSON.stringify(bad)})`, () => game.isTerminal(b));
    refused(ctx, `activePlayer(${JSON.stringify(bad)})`, () => game.activePlayer(b));
    refused(ctx, `outcome(${JSON.stringify(bad)})`, () => game.outcome(b));
    refused(ctx, `players(${JSON.stringify(bad)})`, () => game.players(b));
    refused(ctx, `view(${JSON.stringify(bad)}, seat)`, () => game.view(b, seat));
    refused(ctx, `step(${JSON.stringify(bad)}, action)`, () => game.step(b, action));
    refused(ctx, `apply(${JSON.stringify(bad)}, action)`, () => game.apply(b, action));
    refused(ctx, `describe(${JSON.stringify(bad)}, action)`, () => game.describe(b, action));
    refused(ctx, `position(${JSON.stringify(bad)})`, () => game.position(b));
    refused(ctx, `reseed(${JSON.stringify(bad)}, seed)`, () => game.reseed(b, 'x'));
  }
  for (const bad of [null, undefined, 'bot', 7, [], [action], { type: 7 }, {}]) {
    const b = bad as unknown as A;
    refused(ctx, `step(state, ${JSON.stringify(bad)})`, () => game.step(state, b));
    refused(ctx, `apply(state, ${JSON.stringify(bad)})`, () => game.apply(state, b));
    refused(ctx, `describe(state, ${JSON.stringify(bad)})`, () => game.describe(state, b));
  }
  refused(ctx, 'view for a seat not in the game', () => game.view(state, `${seat}-not-a-seat`));
  refused(ctx, 'describe for a seat not in the game', () => game.describe(state, action, `${seat}-not-a-seat`));
  refused(ctx, 'step on a view', () => game.step(view, action));
  refused(ctx, 'apply on a view', () => game.apply(view, action));
  refused(ctx, 'legalActions of a view', () => game.legalActions(view));
  refused(ctx, 'determinize of a full state', () => game.determinize(state, seat, 'x'));
  refused(ctx, 'determinize for another seat than the view', () => game.determinize(view, `${seat}-not-a-seat`, 'x'));
  refused(ctx, 'step with dice that are not dice', () => game.step(state, action, { dice: {} as never }));
  refused(ctx, 'viewEvents of a non-array', () => game.viewEvents(null as never, seat));
}

/** What {@link secretActionLeaks} compared and found. */
export interface SecretActionReport {
  /** Pairs of legal actions compared: the same line to a viewer from whom `describe` hides something. */
  readonly compared: number;
  /** Each leak found, in words: the viewer, the two actions and the first place where its views differ. */
  readonly problems: readonly string[];
}

/** The first path where two JSON values differ, from `at`; null when they are the same. */
function firstDifference(a: unknown, b: unknown, at: string): string | null {
  if (sameJson(a, b)) return null;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null || Array.isArray(a) !== Array.isArray(b)) return at;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at} (${a.length} and ${b.length} entries)`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d !== null) return d;
    }
    return at;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    const d = firstDifference(ra[key], rb[key], `${at}.${key}`);
    if (d !== null) return d;
  }
  return at;
}

/** How many actions of one line a viewer cannot tell apart are compared with the first of them. */
const SECRET_COMPARISONS = 6;

/**
 * A face-down card must not tell its kind by where it lies (Taifa 5.1.2 is the case that found
 * it: a face-down Troop and a face-down Response went to two piles, so the pile told the kind).
 * In every game: legal actions that `describe` shows a seat (or the spectator) as one line, with
 * something left out that the plain line names (the card a face-down action puts down, a secret
 * choice), are actions that seat cannot tell apart; whichever is taken, its view afterwards must
 * be the same. Where the step makes something public that differs (the events `viewEvents` shows
 * that seat differ: a reveal played in the same step), there is nothing left to hide and the
 * views are not compared. The seat deciding is not a viewer here: it knows what it chose.
 * `attempt` runs each call of the game (`checkGame` names the call that throws with it).
 */
export function secretActionLeaks<S, A extends ActionBase, O extends SeedOptions>(
  game: Game<S, A, O>,
  state: S,
  attempt: <T>(what: string, run: () => T) => T = (_what, run) => run(),
): SecretActionReport {
  const legal = attempt('legalActions', () => game.legalActions(state));
  const problems: string[] = [];
  let compared = 0;
  if (legal.length < 2) return { compared, problems };
  const active = attempt('activePlayer', () => game.activePlayer(state));
  const plain = legal.map((a) => attempt(`describe on ${JSON.stringify(a)}`, () => game.describe(state, a)));
  const stepped: ({ state: S; events: readonly GameEvent[] } | undefined)[] = [];
  const after = (i: number): { state: S; events: readonly GameEvent[] } =>
    (stepped[i] ??= attempt(`legal action ${JSON.stringify(legal[i])}`, () => game.step(state, legal[i] as A)));
  const viewers: Viewer[] = [...(attempt('players', () => game.players(state)) as PlayerId[]).filter((p) => p !== active), 'spectator'];
  for (const viewer of viewers) {
    // by the line this viewer reads: the first action of that line, and how many were compared with it
    const lines = new Map<string, { first: number; n: number }>();
    legal.forEach((action, i) => {
      const text = attempt(`describe for ${viewer} on ${JSON.stringify(action)}`, () => game.describe(state, action, viewer));
      if (text === plain[i]) return;
      const line = lines.get(text);
      if (line === undefined) {
        lines.set(text, { first: i, n: 0 });
        return;
      }
      if (line.n >= SECRET_COMPARISONS) return;
      line.n++;
      compared++;
      const one = after(line.first);
      const other = after(i);
      const shown = (r: { events: readonly GameEvent[] }): GameEvent[] => attempt(`viewEvents for ${viewer}`, () => game.viewEvents(r.events, viewer));
      if (!sameJson(shown(one), shown(other))) return;
      const seen = (r: { state: S }): S => attempt(`view(state, ${viewer})`, () => game.view(r.state, viewer));
      const where = firstDifference(seen(one), seen(other), 'view');
      if (where !== null) {
        problems.push(
          `${viewer} cannot tell ${JSON.stringify(legal[line.first])} from ${JSON.stringify(action)} (describe shows both as "${text}", and the events of both as the same), ` +
            `yet its views after them differ at ${where}: where a face-down card lies, or what a secret choice leaves, tells ${viewer} what it may not know`,
        );
      }
    });
  }
  return { compared, problems };
}

/** {@link secretActionLeaks} at a position of `checkGame`'s play; the pairs compared. */
export function checkSecretActions<S, A extends ActionBase, O extends SeedOptions>(ctx: HiddenContext<S, A, O>, state: S): number {
  const report = secretActionLeaks(ctx.game, state, ctx.attempt);
  if (report.problems.length > 0) ctx.fail(report.problems[0] as string);
  return report.compared;
}
