/**
 * Where play stands, by name: the documented decision points of a game, written the same way by
 * every game in its position (`position.at`) and read back by `setup({ seed, position })`.
 *
 * A game's pending tasks (machine-types.ts) are its own internal objects: counter numbers, hex
 * indices, bookkeeping. A position never shows them. Each game declares, once, a *point* for each
 * kind of frame that can stand on its stack (a decision, or a step played on its own under one):
 * its name, the phase it belongs to, who decides, the rule, what is being decided, and the fields
 * it needs, written with printed ids (hexes `"xxyy"`, area numbers, card and counter ids). Core
 * turns a state's stack into frames `{ point: 'combat', hex: '3807', ... }` and frames back into
 * tasks, checks every field with its path, and answers what is being decided
 * ({@link DecisionPoints.decision}). A point may name the standard frames beneath it (`under`),
 * so that a rules lawyer writes only the decision (`at: { point: 'impulse', seat: 'spanish' }`)
 * and gives the frames beneath it only when play stands somewhere less common.
 * @module
 */
import * as z from './schema.js';
import { ValidationError, schemaProblems, type ValidationProblem } from './errors.js';
import type { MachineState, PendingDecision, TaskBase } from './machine-types.js';
import type { PlayerId } from './types.js';

/** One frame of play as a position writes it: a documented point's name and its fields (printed ids). */
export interface Frame {
  /** The point's name, in kebab-case (`'impulse'`, `'combat-round'`, `'air-sub-turn'`). */
  readonly point: string;
  /** The point's own fields, as its declaration lists them. */
  readonly [field: string]: unknown;
}

/**
 * Where play stands in a position (`position.at`): the frame of the decision pending (the frames
 * beneath it are then its point's standard ones, `under`), or every frame bottom first, the last
 * the decision pending. `[]` is an ended game.
 */
export type At = Frame | readonly Frame[];

/** What reading a frame may need besides its fields: where it is, and a place to name a bad field. */
export interface PointContext {
  /** The frame's path, e.g. `options.position.at[2]`. */
  readonly path: string;
  /**
   * Names a bad field of the frame (an unknown counter id, a hex off the map) with the frame's path;
   * `read` goes on with any value, and the position is refused with every problem listed.
   */
  problem(field: string, message: string): void;
}

/**
 * One documented point of a game: a kind of frame that can stand on its stack. `K` is the kind of
 * task it stands for, `Sh` the schema shape of its fields.
 */
export interface PointSpec<S, T extends TaskBase, K extends T['t'], Sh extends z.Shape> {
  /** The kind of task (`t`) this point stands for. */
  readonly task: K;
  /** Where several points share one task kind (the phases of a turn): whether a task is this point. */
  readonly is?: (task: Extract<T, { readonly t: K }>) => boolean;
  /** The phase of the turn it belongs to, in the rulebook's words (`'Impulse phase (4.3.2 IV)'`). */
  readonly phase: string;
  /** The rulebook section that governs it. */
  readonly rule: string;
  /** Who decides, in words (`'the side named by seat'`, `'spanish'`); null for a step played on its own. */
  readonly decides: string | null;
  /** What is being decided (or done), in a sentence, for the docs and `decision`. */
  readonly what: string;
  /** Its fields, as a schema shape (`{ seat: z.enum(['spanish', 'indigenous']), hex: z.string() }`); `{}` for none. */
  readonly fields: Sh;
  /** The frame's fields of a task of this point (printed ids), read from the state it stands in. */
  readonly write: (task: Extract<T, { readonly t: K }>, state: S) => z.infer<z.ObjectType<Sh>>;
  /** The task of a frame's fields (already checked against `fields`); bad ids through `ctx.problem`. */
  readonly read: (fields: z.infer<z.ObjectType<Sh>>, ctx: PointContext, state: S) => Extract<T, { readonly t: K }>;
  /**
   * The standard frames beneath this point, bottom first, when a position gives it alone; or a
   * sentence saying why it cannot stand alone with these fields (`'turn 1 has no Event phase'`).
   * Absent: given alone, it is the whole stack.
   */
  readonly under?: (fields: z.infer<z.ObjectType<Sh>>, state: S) => readonly Frame[] | string;
}

/** A point with its types erased, as a game's table of points holds it (see {@link PointSpec} for each field). */
export interface AnyPoint<S, T extends TaskBase> {
  /** The kind of task it stands for. */
  readonly task: T['t'];
  /** Whether a task of that kind is this point, where several share the kind. */
  readonly is?: (task: T) => boolean;
  /** The phase of the turn, in the rulebook's words. */
  readonly phase: string;
  /** The rulebook section. */
  readonly rule: string;
  /** Who decides, in words; null for a step played on its own. */
  readonly decides: string | null;
  /** What is decided or done. */
  readonly what: string;
  /** Its fields' schema shape. */
  readonly fields: z.Shape;
  /** The frame's fields of a task. */
  readonly write: (task: T, state: S) => Record<string, unknown>;
  /** The task of a frame's checked fields. */
  readonly read: (fields: Record<string, unknown>, ctx: PointContext, state: S) => T;
  /** The standard frames beneath it, or why it cannot stand alone. */
  readonly under?: (fields: Record<string, unknown>, state: S) => readonly Frame[] | string;
}

/**
 * The typed point builder of a game's state and task types: `const { point } = pointsOf<S, T>()`,
 * then `point({ task: 'combat', fields: { hex: z.string() }, write, read, ... })` checks `write`
 * and `read` against the task kind and the fields.
 */
export function pointsOf<S, T extends TaskBase>(): {
  point<K extends T['t'], Sh extends z.Shape>(spec: PointSpec<S, T, K, Sh>): AnyPoint<S, T>;
} {
  // The typed spec is the erased one: only its parameter types were narrower.
  return { point: (spec) => spec as unknown as AnyPoint<S, T> };
}

/** What is being decided now, by whom and under which rule (`Game.decision`). */
export interface Decision {
  /** The documented point of the decision (`'impulse'`, `'combat-round'`): what `position(state).at` names. */
  readonly point: string;
  /** The phase of the turn, in the rulebook's words. */
  readonly phase: string;
  /** The seat that decides (`activePlayer`). */
  readonly seat: PlayerId;
  /** Whether a rule-driven bot takes it (`legalActions` is then `[{ type: 'bot' }]`). */
  readonly bot: boolean;
  /** The rulebook section of the decision. */
  readonly rule: string;
  /** What is being decided, in words of this state ("the Spanish fly their aircraft (sub-turn 2 of 3)"). */
  readonly prompt: string;
  /** The decision's frame, as the position writes it (its fields by printed ids). */
  readonly frame: Frame;
}

/** A point as the docs and tests list it. */
export interface PointInfo {
  /** The point's name. */
  readonly point: string;
  /** The task kind it stands for. */
  readonly task: string;
  /** The phase. */
  readonly phase: string;
  /** The rule. */
  readonly rule: string;
  /** Who decides, in words; null for a step played on its own. */
  readonly decides: string | null;
  /** What is decided or done. */
  readonly what: string;
  /** Its fields' names. */
  readonly fields: readonly string[];
  /** Whether it may be given alone, its standard frames beneath it. */
  readonly alone: boolean;
}

/** What a game declares: its points, and its machine's `pending` for {@link DecisionPoints.decision}. */
export interface PointsSpec<S extends MachineState<T>, T extends TaskBase> {
  /** The game's title, for messages. */
  readonly game: string;
  /** Every point, by name (kebab-case): every kind of frame that can stand on the stack in play. */
  readonly points: Readonly<Record<string, AnyPoint<S, T>>>;
  /** The machine's pending decision (`machine.pending`). */
  readonly pending: (state: S) => PendingDecision | null;
}

/** A game's decision points, built by {@link definePoints}. */
export interface DecisionPoints<S extends MachineState<T>, T extends TaskBase> {
  /** The schema of `position.at`: one frame, or the frames bottom first. */
  readonly schema: z.Type<At>;
  /** The schema of one frame (a union over the points, by `point`). */
  readonly frame: z.Type<Frame>;
  /** The frame of one task: its point's name and fields. */
  frameOf(task: T, state: S): Frame;
  /**
   * Where a state stands: the decision's frame alone when the frames beneath it are its point's
   * standard ones, else every frame bottom first; `[]` when the stack is empty (the game has ended).
   */
  write(state: S): At;
  /**
   * The task stack of `at` (bottom first), read against `state` (the position's other fields
   * already read; its stack is not used). Throws `ValidationError` naming each bad path under `path`.
   */
  read(at: unknown, state: S, path: string): T[];
  /** What is being decided now, by whom and under which rule; null once the game has ended. */
  decision(state: S): Decision | null;
  /** Every point, for the docs and the tests. */
  list(): PointInfo[];
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A game's decision points: the schema of `position.at`, the translation between its task stack
 * and frames both ways, and `decision`. Each task kind of the game must be covered by exactly one
 * point (or by points told apart by `is`): a task no point covers throws when it is written.
 */
export function definePoints<S extends MachineState<T>, T extends TaskBase>(spec: PointsSpec<S, T>): DecisionPoints<S, T> {
  const names = Object.keys(spec.points);
  const byTask = new Map<string, [string, AnyPoint<S, T>][]>();
  for (const name of names) {
    const p = spec.points[name]!;
    const list = byTask.get(p.task) ?? [];
    list.push([name, p]);
    byTask.set(p.task, list);
  }
  const objects = names.map((name) => z.strictObject({ point: z.literal(name), ...spec.points[name]!.fields }));
  const frame = (objects.length === 1
    ? objects[0]!
    : z.discriminatedUnion(
        'point',
        objects as unknown as [z.ObjectType<{ point: z.ValuesType<string> }>, ...z.ObjectType<{ point: z.ValuesType<string> }>[]],
      )) as unknown as z.Type<Frame>;
  const frames = z.array(frame);
  // One frame or a list, each checked by its point's own fields (a plain union would report only
  // "Invalid input" for a bad field of either form); in English, as core's parses (errors.ts).
  const schema = z.unknown().check(
    z.superRefine((value, ctx) => {
      const result = (Array.isArray(value) ? frames : frame).safeParse(value, { error: z.english });
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  ) as unknown as z.Type<At>;

  function nameOf(task: T): [string, AnyPoint<S, T>] {
    const found = byTask.get(task.t)?.find(([, p]) => p.is === undefined || p.is(task));
    if (found === undefined) throw new Error(`${spec.game}: no decision point is declared for the task '${task.t}'`);
    return found;
  }

  function frameOf(task: T, state: S): Frame {
    const [name, p] = nameOf(task);
    return { point: name, ...p.write(task, state) };
  }

  /** The tasks of frames already shaped by `frame`, problems gathered. */
  function tasksOf(frames: readonly Frame[], state: S, path: (i: number) => string, problems: ValidationProblem[]): T[] {
    return frames.map((f, i) => {
      const p = spec.points[f.point]!;
      const { point: _name, ...fields } = f;
      const where = path(i);
      const ctx: PointContext = { path: where, problem: (field, message) => problems.push({ path: field === '' ? where : `${where}.${field}`, message }) };
      const task = p.read(fields, ctx, state);
      if (p.is !== undefined && !p.is(task)) problems.push({ path: where, message: `not a '${f.point}' frame` });
      return task;
    });
  }

  /** The frames beneath a lone frame, or a problem. */
  function beneath(f: Frame, state: S): readonly Frame[] | string {
    const p = spec.points[f.point]!;
    if (p.under === undefined) return [];
    const { point: _name, ...fields } = f;
    return p.under(fields, state);
  }

  function read(at: unknown, state: S, path: string): T[] {
    const shape = schemaProblems(schema, at, path);
    if (shape.length > 0) throw new ValidationError(path, shape);
    const problems: ValidationProblem[] = [];
    let tasks: T[];
    if (Array.isArray(at)) {
      tasks = tasksOf(at as Frame[], state, (i) => `${path}[${i}]`, problems);
    } else {
      const f = at as Frame;
      const under = beneath(f, state);
      if (typeof under === 'string') throw new ValidationError(path, [{ path, message: `'${f.point}' cannot stand here alone: ${under}` }]);
      const own = tasksOf([f], state, () => path, problems);
      tasks = [...tasksOf(under, state, (i) => `${path} (the frame beneath it #${i}: '${under[i]!.point}')`, problems), ...own];
    }
    if (problems.length > 0) throw new ValidationError(path, problems);
    return tasks;
  }

  function write(state: S): At {
    const tasks = state.tasks;
    if (tasks.length === 0) return [];
    const frames = tasks.map((t) => frameOf(t, state));
    const top = frames[frames.length - 1]!;
    const under = beneath(top, state);
    if (typeof under !== 'string' && under.length === frames.length - 1) {
      try {
        const problems: ValidationProblem[] = [];
        const again = tasksOf(under, state, () => '', problems);
        if (problems.length === 0 && sameJson(again, tasks.slice(0, -1))) return top;
      } catch {
        // A point's `under` that does not read back is written in full.
      }
    }
    return frames;
  }

  function decision(state: S): Decision | null {
    const pending = spec.pending(state);
    const task = state.tasks[state.tasks.length - 1];
    if (pending === null || task === undefined) return null;
    const [name, p] = nameOf(task);
    return {
      point: name,
      phase: p.phase,
      seat: pending.seat,
      bot: pending.bot,
      rule: pending.rule,
      prompt: pending.prompt,
      frame: { point: name, ...p.write(task, state) },
    };
  }

  function list(): PointInfo[] {
    return names.map((name) => {
      const p = spec.points[name]!;
      return {
        point: name,
        task: p.task,
        phase: p.phase,
        rule: p.rule,
        decides: p.decides,
        what: p.what,
        fields: Object.keys(p.fields),
        alone: p.under !== undefined,
      };
    });
  }

  return { schema, frame, frameOf, write, read, decision, list };
}
