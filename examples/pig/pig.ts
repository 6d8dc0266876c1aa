/**
 * Tutorial: a game module on the decision machine, written with the public API only.
 *
 * Pig is a dice race for two. Its rules, numbered like a rulebook so that events and errors
 * can cite them:
 *   1   p1 and p2 take turns, p1 first.
 *   2   On your turn, roll a die as often as you like.
 *   2.1 A roll of 2 to 6 adds to your turn total.
 *   2.2 A roll of 1 loses the turn total and ends your turn.
 *   3   Holding banks your turn total into your score and ends your turn; you may hold only
 *       with a turn total above 0.
 *   4   The first to reach the target (50 unless chosen) wins.
 *   5   A bot seat holds once its turn total reaches 20, or when holding wins.
 *
 * The game is schemas, a state holding its stack of pending tasks, one handler record per kind
 * of task, and a bot; the machine of `reglas` plays the rest. `docs/writing-a-game.md` walks
 * through it.
 */
import * as z from 'reglas/schema';
import {
  HIDDEN_RNG,
  IllegalActionError,
  SILENT,
  createRng,
  defineGame,
  defineMachine,
  definePoints,
  pointsOf,
  determinizeOpen,
  identityShape,
  reseed,
  parseOrThrow,
  recordingLog,
  rngStateSchema,
  stepDice,
  taskStack,
  type BotChooser,
  type EventLog,
  type Game,
  type GameEvent,
  type MachineContext,
  type At,
  type Dice,
  type RngState,
  type TaskHandlers,
  type ValidationProblem,
  ValidationError,
} from 'reglas';

// 1. Options, state and actions are schemas (reglas/schema); the types are read from them.

const seatSchema = z.enum(['p1', 'p2']);
export type Seat = z.infer<typeof seatSchema>;

/** A pending task: `t` names its kind, the rest is its own data. */
const taskSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('rotation'), next: seatSchema }),
  z.strictObject({ t: z.literal('turn'), seat: seatSchema }),
]);
export type PigTask = z.infer<typeof taskSchema>;

/**
 * Where play stands, by the game's documented decision points (core's positions.ts): `turn`, a
 * seat deciding whether to roll or hold (2, 3), and `rotation`, the step beneath it that gives the
 * other seat the next turn (1). Given alone, a `turn` stands on its standard rotation. Every kind
 * of task has one point; a position writes `{ point: 'turn', seat: 'p2' }`, never the task itself.
 */
const { point } = pointsOf<PigState, PigTask>();
const points = definePoints<PigState, PigTask>({
  game: 'pig',
  points: {
    turn: point({
      task: 'turn',
      phase: 'a turn (2)',
      rule: '2',
      decides: 'the seat named by seat',
      what: 'roll again or hold the turn total',
      fields: { seat: seatSchema },
      write: (t) => ({ seat: t.seat }),
      read: (f) => ({ t: 'turn', seat: f.seat }),
      under: (f) => [{ point: 'rotation', next: other(f.seat) }],
    }),
    rotation: point({
      task: 'rotation',
      phase: 'between turns (1)',
      rule: '1',
      decides: null,
      what: 'the next seat, named by next, takes its turn',
      fields: { next: seatSchema },
      write: (t) => ({ next: t.next }),
      read: (f) => ({ t: 'rotation', next: f.next }),
    }),
  },
  pending: (s) => machine.pending(s),
});

/**
 * A position written by hand (`setup({ seed, position })`, `pig.position(state)`): the scores, the
 * turn total and where play stands, e.g. `{ scores: [40, 45], turnTotal: 8, at: { point: 'turn', seat: 'p2' } }`.
 */
const count = z.number().check(z.int(), z.gte(0));
const positionSchema = z.strictObject({
  scores: z.tuple([count, count]),
  turnTotal: count,
  at: points.schema,
});
export type PigPosition = { readonly scores: [number, number]; readonly turnTotal: number; readonly at: At };

const optionsSchema = z.strictObject({
  seed: z.string(),
  position: z.optional(positionSchema),
  target: z.optional(z.number().check(z.int(), z.gte(10), z.lte(200))),
  /** The seats played by the bot of rule 5. */
  bots: z.optional(z.array(seatSchema)),
});
export type PigOptions = z.infer<typeof optionsSchema>;

const whole = z.number().check(z.int());
const stateSchema = z.readonly(
  z.strictObject({
    /** Which game and which version of its JSON: `validate` refuses another game's state or format. */
    ...identityShape('pig', 1),
    rng: rngStateSchema,
    target: whole,
    bots: z.readonly(z.array(seatSchema)),
    /** p1's score, p2's score. */
    scores: z.readonly(z.tuple([whole, whole])),
    turnTotal: whole,
    winner: z.nullable(seatSchema),
    /** Top = last: the rotation at the bottom, the turn of the seat deciding on it. */
    tasks: z.readonly(z.array(taskSchema)),
  }),
);
export type PigState = z.infer<typeof stateSchema>;

const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('hold') }),
  z.strictObject({ type: z.literal('bot') }),
]);
export type PigAction = z.infer<typeof actionSchema>;
/** What a seat decides; `{ type: 'bot' }` belongs to the machine. */
type Move = Exclude<PigAction, { type: 'bot' }>;

/** What `step` reports, each event citing its rule. */
export interface PigEvent extends GameEvent {
  readonly type: 'roll' | 'hold' | 'bot-choice';
  readonly seat: Seat;
}

const ROLL: Move = Object.freeze({ type: 'roll' });
const HOLD: Move = Object.freeze({ type: 'hold' });
const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');
const index = (seat: Seat): 0 | 1 => (seat === 'p1' ? 0 : 1);
/**
 * The machine writes the stack and the generator's state into the state at every step. These
 * writers build each state in one object shape, its fields in one order, as V8 likes best: Pig
 * plays nearly twice as fast with them as with the default, a spread (`{ ...s, tasks }`).
 */
const withTasks = (s: PigState, tasks: readonly PigTask[]): PigState => ({
  game: s.game,
  format: s.format,
  rng: s.rng,
  target: s.target,
  bots: s.bots,
  scores: s.scores,
  turnTotal: s.turnTotal,
  winner: s.winner,
  tasks,
});
const withRng = (s: PigState, rng: RngState): PigState => ({
  game: s.game,
  format: s.format,
  rng,
  target: s.target,
  bots: s.bots,
  scores: s.scores,
  turnTotal: s.turnTotal,
  winner: s.winner,
  tasks: s.tasks,
});
const stack = taskStack(withTasks);

// 2. The rules: what a roll and a hold do. They get the step's dice and log from the machine.

/** 2.1, 2.2: one roll of the die. */
function roll(s: PigState, seat: Seat, { dice, log }: MachineContext<PigState, Move>): PigState {
  const value = dice.d6();
  if (value === 1) {
    if (log.on) {
      const text = `${seat} rolls a 1: ${s.turnTotal > 0 ? `loses the turn total of ${s.turnTotal}, ` : ''}turn over`;
      log.push({ type: 'roll', seat, text, rule: '2.2', rolls: [{ die: 'd6', value, for: 'roll' }], modifiers: [], total: 0 } satisfies PigEvent);
    }
    return stack.pop({ ...s, turnTotal: 0 });
  }
  const total = s.turnTotal + value;
  if (log.on)
    log.push({
      type: 'roll',
      seat,
      text: `${seat} rolls ${value}: turn total ${total}`,
      rule: '2.1',
      rolls: [{ die: 'd6', value, for: 'roll' }],
      modifiers: [],
      total,
    } satisfies PigEvent);
  return { ...s, turnTotal: total };
}

/** 3, 4: bank the turn total. A winner ends the game: the machine then clears the stack. */
function hold(s: PigState, seat: Seat, { log }: MachineContext<PigState, Move>): PigState {
  const score = s.scores[index(seat)] + s.turnTotal;
  const scores: [number, number] = seat === 'p1' ? [score, s.scores[1]] : [s.scores[0], score];
  const won = score >= s.target;
  if (log.on) {
    const text = `${seat} holds ${s.turnTotal}: score ${score}${won ? `, at least ${s.target}: ${seat} wins` : ''}`;
    log.push({ type: 'hold', seat, text, rule: won ? '4' : '3', score } satisfies PigEvent);
  }
  return stack.pop({ ...s, scores, turnTotal: 0, winner: won ? seat : null });
}

// 3. One handler record per kind of task.

const handlers: TaskHandlers<PigState, PigTask, Move> = {
  // No `legal`: a task with no choice. Each time it comes on top it gives the next seat its turn.
  rotation: {
    rule: '1',
    auto: (s, t) => stack.replaceTop(s, { t: 'rotation', next: other(t.next) }, { t: 'turn', seat: t.next }),
  },
  turn: {
    rule: '2',
    prompt: (s, t) => `${t.seat} rolls again or holds ${s.turnTotal}`,
    seat: (_s, t) => t.seat,
    answers: ['roll', 'hold'],
    // With nothing rolled the only action is to roll, which the machine plays without asking.
    legal: (s) => (s.turnTotal > 0 ? [ROLL, HOLD] : [ROLL]),
    explain: (s, _t, a) =>
      a.type === 'hold' && s.turnTotal === 0 ? new IllegalActionError('nothing-to-hold', 'pig: hold needs a turn total above 0: roll first', '3') : null,
    act: (s, t, a, ctx) => (a.type === 'roll' ? roll(s, t.seat, ctx) : hold(s, t.seat, ctx)),
  },
};

/** 5: the bot picks among the legal actions, so each of its rolls is an action a user interface can show. */
const holdAt20: BotChooser<PigState, PigTask, Move> = {
  choose: (s, t, _legal, { log }) => {
    if (t.t !== 'turn') throw new Error(`pig: the bot has no rule for '${t.t}'`);
    const wins = s.scores[index(t.seat)] + s.turnTotal >= s.target;
    const action = wins || s.turnTotal >= 20 ? HOLD : ROLL;
    if (log.on) {
      const why = wins ? 'holding wins' : s.turnTotal >= 20 ? `turn total ${s.turnTotal} has reached 20` : `turn total ${s.turnTotal} is below 20`;
      log.push({ type: 'bot-choice', seat: t.seat, text: `${t.seat} (bot) ${action.type}s: ${why}`, rule: '5' } satisfies PigEvent);
    }
    return { state: s, action };
  },
};

const machine = defineMachine<PigState, PigTask, Move>({
  game: 'pig',
  handlers,
  withTasks,
  withRng,
  isOver: (s) => s.winner !== null,
  endRule: '4',
  isBot: (s, seat) => s.bots.some((b) => b === seat),
  bot: holdAt20,
  describeAction: (s, a) => describe(s, a),
});

// 4. Set-up plays on to the first decision: p1's first roll is forced, so it has an event.

function begin(options: PigOptions, log: EventLog, override?: Dice): PigState {
  const o = parseOrThrow(optionsSchema, options, 'options');
  const rng = createRng(o.seed);
  // `scriptedDice` given to setup rolls the set-up's own steps, as it would in `step`.
  const dice = stepDice(rng, override);
  const p: PigPosition = o.position ?? { scores: [0, 0], turnTotal: 0, at: { point: 'turn', seat: 'p1' } };
  const target = o.target ?? 50;
  const problems = positionProblems(p, target);
  if (problems.length > 0) throw new ValidationError('options', problems);
  const blank: PigState = { game: 'pig', format: 1, rng, target, bots: o.bots ?? [], scores: p.scores, turnTotal: p.turnTotal, winner: null, tasks: [] };
  const start = withTasks(blank, points.read(p.at, blank, 'options.position.at'));
  const s = machine.advance(start, { dice, log });
  // `advance` rolls with `dice` and leaves storing the generator's new state to its caller.
  return withRng(s, dice.rng());
}

/** 4: a position in play has no winner yet. */
function positionProblems(p: PigPosition, target: number): ValidationProblem[] {
  return p.scores.flatMap((score, i) =>
    score >= target ? [{ path: `options.position.scores[${i}]`, message: `${score} has reached the target ${target}: the game would be over (4)` }] : [],
  );
}

/** What the schema cannot say: the stack is the rotation with the deciding seat's turn on it, until the end. */
function invariants(s: PigState): ValidationProblem[] {
  if (s.winner !== null) return s.tasks.length === 0 ? [] : [{ path: 'state.tasks', message: 'a finished game has nothing pending' }];
  const [rotation, turn] = s.tasks;
  const ok = s.tasks.length === 2 && rotation?.t === 'rotation' && turn?.t === 'turn' && rotation.next === other(turn.seat);
  const problems: ValidationProblem[] = ok
    ? []
    : [{ path: 'state.tasks', message: "a game in play rests on [rotation to the other seat, that seat's turn] (1)" }];
  s.scores.forEach((score, i) => {
    if (score >= s.target) problems.push({ path: `state.scores[${i}]`, message: `${score} has reached the target but nobody has won (4)` });
  });
  return problems;
}

/** The position of a state: the scores, the turn total and where play stands (`[]` once the game is over). */
function positionOf(s: PigState): PigPosition {
  return { scores: [s.scores[0], s.scores[1]], turnTotal: s.turnTotal, at: points.write(s) };
}

function describe(s: PigState, a: PigAction): string {
  const seat = machine.activePlayer(s) ?? 'nobody';
  return a.type === 'hold' ? `${seat} holds ${s.turnTotal}` : a.type === 'roll' ? `${seat} rolls` : `${seat} (bot) plays`;
}

// 5. The module: the machine gives the functions that read and advance the stack.

export const pig: Game<PigState, PigAction, PigOptions, GameEvent, PigPosition> = defineGame({
  id: 'pig',
  title: 'Pig (example)',
  format: 1,
  schemas: { options: optionsSchema, state: stateSchema, action: actionSchema, position: positionSchema },
  setup: (options, opts) => begin(options, SILENT, opts?.dice),
  start: (options, opts) => {
    const log = recordingLog();
    const state = begin(options, log, opts?.dice);
    return { state, events: log.events };
  },
  decision: (s) => points.decision(s),
  seats: ['p1', 'p2'],
  players: () => ['p1', 'p2'],
  ...machine.forGame(),
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], reason: `first to ${s.target}`, score: { p1: s.scores[0], p2: s.scores[1] } }),
  // Nothing is hidden in Pig but the generator, which would tell every future roll.
  view: (s) => ({ ...s, rng: HIDDEN_RNG }),
  describe,
  invariants,
  position: positionOf,
  determinize: (view, _viewer, seed) => determinizeOpen(view, seed),
  reseed,
});
