/**
 * `defineGame`: a game module's functions behind the cheap guards the contract asks of every
 * game, written once. A game writes its rules over trusted inputs; what reaches it from outside
 * (a non-state, a state of another game or format, a view where a state is needed, a seat not in
 * the game, a malformed action, bad dice) is refused here with a `ValidationError` or an
 * `IllegalActionError` that names what is wrong, and the input is unchanged.
 * @module
 */
import { IllegalActionError, ValidationError, isIllegalActionError, schemaProblems, type ValidationProblem } from './errors.js';
import type { ActionBase, Game, GameEvent, PlayerId, SeedOptions, StepOptions, StepResult } from './types.js';
import { rngProblems, type RngState } from './dice.js';
import { kindOf, showText, showValue } from './show.js';
import { eventSecretSchema, isView, maskEvents, type StateIdentity, type Viewer } from './views.js';

/**
 * What a game module writes: the contract's functions over trusted inputs, plus its invariants.
 * `defineGame` adds the guards, `validate`, and (unless given) `viewEvents`.
 */
export interface GameDefinition<S extends StateIdentity, A extends ActionBase, O extends SeedOptions, E extends GameEvent, P>
  extends Omit<Game<S, A, O, E, P>, 'validate' | 'viewEvents' | 'setup' | 'start'> {
  /**
   * The game's own invariants of a state that has its schema's shape: each problem with its path
   * (`state.hands.spanish[2]`) and what is wrong, in plain words; empty when it holds.
   */
  invariants(state: S): ValidationProblem[];
  /**
   * Every seat any game of it can have (`players` of a state lists those of one game): what
   * `viewEvents`, which has no state, accepts as a viewer besides `'spectator'`.
   */
  readonly seats: readonly PlayerId[];
  /**
   * Optional: the state formats this version no longer reads, each with what changed, so that
   * `validate` and every guard name the change when they refuse a state of that format.
   */
  readonly oldFormats?: Readonly<Record<number, string>>;
  /**
   * `setup` with the events of what it played before the first decision (see `Game.start`), its
   * rolls from `opts.dice` when given; `defineGame` guards the options and the dice.
   */
  start(options: O, opts?: StepOptions): StepResult<S, E>;
  /** Optional: `start(options, opts).state` built faster (without events); default: that. */
  setup?(options: O, opts?: StepOptions): S;
  /** The events as `viewer` may know them; by default, each event's `secret` masked ({@link maskEvents}). */
  viewEvents?(events: readonly E[], viewer: Viewer): E[];
}

/** Why a value matches no action of the game, when a schema can only say "Invalid input" of the whole. */
function actionShape(action: unknown): string {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return `an action is an object with a string 'type', got ${kindOf(action)}`;
  const type = (action as { type?: unknown }).type;
  return typeof type === 'string'
    ? `no action of type '${showText(type)}' has these fields (${showText(Object.keys(action).join(', '), 100)})`
    : "an action has a string 'type'";
}

const DICE_METHODS = ['d6', 'd10', 'roll', 'below', 'shuffle'] as const;

/** The contract's `Game`, with every function guarded and `validate` built from the schema and the invariants. */
export function defineGame<S extends StateIdentity, A extends ActionBase, O extends SeedOptions, E extends GameEvent, P>(
  def: GameDefinition<S, A, O, E, P>,
): Game<S, A, O, E, P> {
  const { id, title, format } = def;

  /** What makes `value` not a state of this game and format, or null. */
  function identityProblem(value: unknown): string | null {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `expected a ${title} state, got ${kindOf(value)}`;
    const s = value as Partial<StateIdentity>;
    if (s.game !== id) {
      return s.game === undefined
        ? `not a ${title} state: it has no 'game' field (a state saved before state format 1, or not a state at all)`
        : `a state of the game '${String(s.game)}', not of '${id}'`;
    }
    if (s.format !== format) {
      const old = typeof s.format === 'number' ? def.oldFormats?.[s.format] : undefined;
      return `a ${title} state of format version ${showValue(s.format, 40)}; this version of reglas reads format ${format}${old === undefined ? '' : ` (${old})`}`;
    }
    return null;
  }

  const refuse = (where: string, message: string): ValidationError => new ValidationError(where, [{ path: where, message }]);

  /** A state of this game (a view too): what `players`, `activePlayer`, `outcome` and `describe` read. */
  function guardState(value: unknown, fn: string): asserts value is S {
    const problem = identityProblem(value);
    if (problem !== null) throw refuse('state', `${title}.${fn}: ${problem}`);
  }

  /**
   * The test every `apply` and `legalActions` runs, in one expression: four reads of a state's own
   * fields. (The checks that name what is wrong run only when it fails.)
   */
  const playable = (value: unknown): boolean =>
    typeof value === 'object' &&
    value !== null &&
    (value as StateIdentity).game === id &&
    (value as StateIdentity).format === format &&
    (value as StateIdentity).viewer === undefined;

  /** A state that can be played on: not a view. */
  function guardPlayable(value: unknown, fn: string): asserts value is S {
    if (playable(value)) return;
    guardState(value, fn);
    if (isView(value)) {
      throw refuse(
        'state',
        `${title}.${fn}: this is a view for '${String(value.viewer)}', which has lost what that seat may not know; ` +
          `make a state from it first with determinize(view, '${String(value.viewer)}', seed)`,
      );
    }
  }

  function guardViewer(state: S, viewer: unknown, fn: string, spectator: boolean): asserts viewer is Viewer {
    if (spectator && viewer === 'spectator') return;
    const seats = def.players(state);
    if (typeof viewer === 'string' && seats.includes(viewer)) return;
    throw refuse(
      'viewer',
      `${title}.${fn}: ${showValue(viewer, 60)} is not a seat of this game (seats: ${seats.join(', ')}${spectator ? ", or 'spectator'" : ''})`,
    );
  }

  /** Options are an object; the game's own schema says the rest. */
  function guardOptions(options: unknown, fn: string): void {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      throw refuse('options', `${title}.${fn}: options are an object such as { seed: 'any string' }, got ${kindOf(options)}`);
    }
  }

  function guardSeed(seed: unknown, fn: string): asserts seed is string {
    if (typeof seed !== 'string') throw refuse('seed', `${title}.${fn}: a seed is a string, got ${kindOf(seed)}`);
  }

  function guardStepOptions(opts: unknown, fn = 'step'): asserts opts is StepOptions | undefined {
    if (opts === undefined) return;
    if (typeof opts !== 'object' || opts === null || Array.isArray(opts))
      throw refuse('opts', `${title}.${fn}: options are an object such as { dice }, got ${kindOf(opts)}`);
    const dice = (opts as { dice?: unknown }).dice;
    if (dice === undefined) return;
    const missing =
      typeof dice === 'object' && dice !== null ? DICE_METHODS.filter((m) => typeof (dice as Record<string, unknown>)[m] !== 'function') : [...DICE_METHODS];
    if (missing.length > 0) {
      throw refuse('opts.dice', `${title}.${fn}: dice are made by scriptedDice([...]) or seededDice(rng); this one lacks ${missing.join(', ')}`);
    }
  }

  /**
   * An action refused as merely not legal (the machine's fallback) that is also malformed is
   * reported by its bad field (`action.area: expected number, received string`); a game's own,
   * more specific reason stays. Checked only on the failure path. (The machine itself refuses a
   * value that is not an object with a string `type` as `bad-action`.)
   */
  function sharpen(error: unknown, action: unknown): unknown {
    if (!isIllegalActionError(error) || error.code !== 'not-legal') return error;
    const problems = schemaProblems(def.schemas.action, action, 'action');
    if (problems.length === 0) return error;
    return new IllegalActionError('bad-action', `${title}: a malformed action: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, error.rule);
  }

  /**
   * The game's invariants. A state already refused (a view stripped of its mark holds HIDDEN values)
   * may break what an invariant reads; that is reported as a problem, never thrown.
   */
  function invariantProblems(state: S, refused: boolean): ValidationProblem[] {
    try {
      return def.invariants(state);
    } catch (error) {
      if (refused) return [];
      const why = error instanceof Error ? `${error.name}: ${error.message}` : showValue(error);
      return [{ path: 'state', message: `its contents could not be checked (${showText(why, 200)})` }];
    }
  }

  function validate(value: unknown): S {
    const problem = identityProblem(value);
    if (problem !== null) throw refuse('state', problem);
    const problems: ValidationProblem[] = [];
    if (isView(value as object)) {
      problems.push({
        path: 'state.viewer',
        message: `this is a view for '${String((value as StateIdentity).viewer)}', not a full state: determinize it first`,
      });
    }
    const shape = schemaProblems(def.schemas.state, value, 'state');
    problems.push(...shape);
    if (shape.length === 0) {
      const rng = (value as { rng?: RngState }).rng;
      if (rng !== undefined && problems.length === 0) problems.push(...rngProblems(rng, 'state.rng'));
      problems.push(...invariantProblems(value as S, problems.length > 0));
    }
    if (problems.length > 0) throw new ValidationError('state', problems);
    return value as S;
  }

  const viewEvents = def.viewEvents ?? maskEvents;
  const setup = def.setup ?? ((options: O, opts?: StepOptions): S => def.start(options, opts).state);

  /** `viewEvents`' inputs: an array of events (each an object with a string `type` and `text`, and a well-formed `secret`), and a seat of the game or `'spectator'`. */
  function guardEvents(events: unknown, viewer: unknown): asserts events is readonly E[] {
    if (!Array.isArray(events)) throw refuse('events', `${title}.viewEvents: expected the array of events of a step, got ${kindOf(events)}`);
    if (viewer !== 'spectator' && !(typeof viewer === 'string' && def.seats.includes(viewer))) {
      throw refuse('viewer', `${title}.viewEvents: ${showValue(viewer, 60)} is not a seat of ${title} (seats: ${def.seats.join(', ')}, or 'spectator')`);
    }
    const problems: ValidationProblem[] = [];
    for (let i = 0; i < events.length && problems.length < 8; i++) {
      const e: unknown = events[i];
      const path = `events[${i}]`;
      if (typeof e !== 'object' || e === null || Array.isArray(e)) {
        problems.push({ path, message: `an event is an object with a string 'type' and 'text', got ${kindOf(e)}` });
        continue;
      }
      const { type, text, secret } = e as { type?: unknown; text?: unknown; secret?: unknown };
      if (typeof type !== 'string') problems.push({ path: `${path}.type`, message: `an event's type is a string, got ${kindOf(type)}` });
      if (typeof text !== 'string') problems.push({ path: `${path}.text`, message: `an event's text is a string, got ${kindOf(text)}` });
      if (secret !== undefined) problems.push(...schemaProblems(eventSecretSchema, secret, `${path}.secret`));
    }
    if (problems.length > 0)
      throw new ValidationError(
        'events',
        problems.map((p) => ({ ...p, message: `${title}.viewEvents: ${p.message}` })),
      );
  }

  const game: Game<S, A, O, E, P> = {
    id,
    title,
    format,
    schemas: def.schemas,
    setup: (options, opts) => {
      guardOptions(options, 'setup');
      guardStepOptions(opts, 'setup');
      return setup(options, opts);
    },
    start: (options, opts) => {
      guardOptions(options, 'start');
      guardStepOptions(opts, 'start');
      return def.start(options, opts);
    },
    players: (state) => {
      guardState(state, 'players');
      return def.players(state);
    },
    activePlayer: (state) => {
      guardState(state, 'activePlayer');
      return def.activePlayer(state);
    },
    legalActions: (state) => {
      guardPlayable(state, 'legalActions');
      return def.legalActions(state);
    },
    step: (state, action, opts) => {
      guardPlayable(state, 'step');
      guardStepOptions(opts);
      try {
        return def.step(state, action, opts);
      } catch (error) {
        throw sharpen(error, action);
      }
    },
    apply: (state, action) => {
      guardPlayable(state, 'apply');
      try {
        return def.apply(state, action);
      } catch (error) {
        throw sharpen(error, action);
      }
    },
    decision: (state) => {
      guardState(state, 'decision');
      return def.decision(state);
    },
    isTerminal: (state) => {
      guardState(state, 'isTerminal');
      return def.isTerminal(state);
    },
    outcome: (state) => {
      guardState(state, 'outcome');
      return def.outcome(state);
    },
    view: (state, viewer) => {
      guardState(state, 'view');
      if (isView(state)) {
        if (state.viewer === viewer) return state;
        throw refuse('state', `${title}.view: this is already a view for '${String(state.viewer)}'; a view for '${String(viewer)}' needs the full state`);
      }
      guardViewer(state, viewer, 'view', true);
      return { ...def.view(state, viewer), viewer };
    },
    describe: (state, action, viewer) => {
      guardState(state, 'describe');
      if (viewer !== undefined) guardViewer(state, viewer, 'describe', true);
      const problems = schemaProblems(def.schemas.action, action, 'action');
      if (problems.length > 0)
        throw new ValidationError(
          'action',
          problems.map((p) => (p.path === 'action' ? { ...p, message: `${p.message}: ${actionShape(action)}` } : p)),
        );
      const text: unknown = def.describe(state, action, viewer);
      if (typeof text !== 'string') throw refuse('action', `${title}.describe: no description for an action of type '${showText(String(action.type))}'`);
      return text;
    },
    viewEvents: (events, viewer) => {
      guardEvents(events, viewer);
      return viewEvents(events, viewer);
    },
    validate,
    position: (state) => {
      guardPlayable(state, 'position');
      return def.position(state);
    },
    determinize: (view, viewer, seed) => {
      guardState(view, 'determinize');
      guardViewer(view, viewer, 'determinize', false);
      guardSeed(seed, 'determinize');
      if (view.viewer !== viewer) {
        throw refuse(
          'state',
          view.viewer === undefined
            ? `${title}.determinize: this is a full state, not a view: pass view(state, '${viewer}')`
            : `${title}.determinize: this is a view for '${String(view.viewer)}', not for '${viewer}'`,
        );
      }
      const full = def.determinize(view, viewer, seed);
      if (!isView(full)) return full;
      const { viewer: _mark, ...rest } = full;
      return rest as unknown as S;
    },
    reseed: (state, seed) => {
      guardPlayable(state, 'reseed');
      guardSeed(seed, 'reseed');
      return def.reseed(state, seed);
    },
  };
  return game;
}
