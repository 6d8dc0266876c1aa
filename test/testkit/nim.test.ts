/**
 * checkGame on a second small game whose actions carry a field (`count`), so that the probes
 * of altered fields and of actions listed earlier are exercised. Nim is written on the decision
 * machine with one decision and no `explain`, so an illegal take gets the machine's generic reason.
 */
import { describe, expect, it, expectTypeOf } from 'vitest';
import * as z from 'reglas/schema';
import {
  createRng,
  defineGame,
  defineMachine,
  definePoints,
  pointsOf,
  determinizeOpen,
  HIDDEN_RNG,
  identityShape,
  reseed,
  IllegalActionError,
  parseOrThrow,
  rngStateSchema,
  SILENT,
  stepDice,
  taskStack,
  type ActionOf,
  type Game,
  type GameEvent,
  type OptionsOf,
  type StateOf,
} from 'reglas/core';
import { checkGame, ConformanceError } from 'reglas/testkit';

const seatSchema = z.enum(['a', 'b']);
type Seat = z.infer<typeof seatSchema>;
/** A position: the pile and whose turn it is. */
const positionSchema = z.strictObject({ pile: z.number().check(z.int(), z.gte(1), z.lte(50)), toMove: seatSchema });
type NimPosition = z.infer<typeof positionSchema>;
const optionsSchema = z.strictObject({
  seed: z.string(),
  pile: z.optional(z.number().check(z.int(), z.gte(2), z.lte(50))),
  position: z.optional(positionSchema),
});
type NimOptions = z.infer<typeof optionsSchema>;
const taskSchema = z.strictObject({ t: z.literal('take'), seat: seatSchema });
type NimTask = z.infer<typeof taskSchema>;
const stateSchema = z.readonly(
  z.strictObject({
    ...identityShape('nim', 1),
    rng: rngStateSchema,
    pile: z.number().check(z.int(), z.gte(0)),
    winner: z.nullable(seatSchema),
    tasks: z.readonly(z.array(taskSchema)),
  }),
);
type NimState = z.infer<typeof stateSchema>;
const actionSchema = z.strictObject({ type: z.literal('take'), count: z.number().check(z.int()) });
type NimAction = z.infer<typeof actionSchema>;

const stack = taskStack<NimState, NimTask>();
const machine = defineMachine<NimState, NimTask, NimAction>({
  game: 'nim',
  handlers: {
    take: {
      rule: '1',
      prompt: (s, t) => `${t.seat} takes 1 to 3 of ${s.pile}`,
      seat: (_s, t) => t.seat,
      legal: (s) => {
        const out: NimAction[] = [];
        for (let count = 1; count <= Math.min(3, s.pile); count++) out.push({ type: 'take', count });
        return out;
      },
      act: (s, t, a, { log }) => {
        if (log.on) log.push({ type: 'take', text: `${t.seat} takes ${a.count}`, rule: '1' });
        const pile = s.pile - a.count;
        // 2: whoever takes the last one wins
        return pile === 0 ? { ...s, pile, winner: t.seat } : stack.replaceTop({ ...s, pile }, { t: 'take', seat: t.seat === 'a' ? 'b' : 'a' });
      },
    },
  },
  isOver: (s) => s.winner !== null,
  endRule: '2',
  describeAction: (_s, a) => `take ${a.count}`,
});

const points = definePoints<NimState, NimTask>({
  game: 'nim',
  points: {
    take: pointsOf<NimState, NimTask>().point({
      task: 'take',
      phase: 'play',
      rule: '1',
      decides: 'the seat named by seat',
      what: 'how many to take, 1 to 3',
      fields: { seat: seatSchema },
      write: (t) => ({ seat: t.seat }),
      read: (f) => ({ t: 'take', seat: f.seat }),
    }),
  },
  pending: (s) => machine.pending(s),
});

const nim: Game<NimState, NimAction, NimOptions, GameEvent, NimPosition> = defineGame({
  id: 'nim',
  title: 'Nim',
  format: 1,
  schemas: { options: optionsSchema, state: stateSchema, action: actionSchema, position: positionSchema },
  start: (options) => {
    const o = parseOrThrow(optionsSchema, options, 'options');
    const p = o.position ?? { pile: o.pile ?? 21, toMove: 'a' };
    const s: NimState = { game: 'nim', format: 1, rng: createRng(o.seed), pile: p.pile, winner: null, tasks: [{ t: 'take', seat: p.toMove }] };
    // a pile of 2 or more leaves a choice, so set-up plays nothing and rolls nothing
    return { state: machine.advance(s, { dice: stepDice(s.rng), log: SILENT }), events: [] };
  },
  decision: (s) => points.decision(s),
  seats: ['a', 'b'],
  players: () => ['a', 'b'],
  ...machine.forGame(),
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], reason: 'took the last one' }),
  view: (s) => ({ ...s, rng: HIDDEN_RNG }),
  describe: (_s, a) => `take ${a.count}`,
  invariants: (s) => (s.winner === null && s.tasks.length !== 1 ? [{ path: 'state.tasks', message: 'a game in play has one pending take' }] : []),
  position: (s) => ({ pile: s.pile, toMove: s.tasks[0]?.seat ?? 'a' }),
  determinize: (view, _viewer, seed) => determinizeOpen(view, seed),
  reseed,
});

/** The seat deciding in a state of play. */
const deciding = (s: NimState): Seat => (machine.top(s) as NimTask).seat;

describe('checkGame with actions that carry fields', () => {
  it('passes a correct game', () => {
    const report = checkGame(nim, { seeds: 30, maxSteps: 50, probeEvery: 1 });
    expect(report.games).toBe(30);
    // at least the type variant and the count variant at every step
    expect(report.illegalProbes).toBeGreaterThanOrEqual(2 * report.steps);
  });

  it('catches a step that accepts a count that is not listed (count + 1009 taking the whole pile)', () => {
    const lenient: typeof nim = {
      ...nim,
      step: (s, a, o) => nim.step(s, { type: 'take', count: Math.max(1, Math.min(a.count, 3, s.pile)) }, o),
    };
    expect(() => checkGame(lenient, { seeds: ['n1'], maxSteps: 50 })).toThrow(ConformanceError);
    expect(() => checkGame(lenient, { seeds: ['n1'], maxSteps: 50 })).toThrow(
      /^illegal action \{"type":"take","count":\d+\} \(not in legalActions\) was accepted[\s\S]*seed: "n1"/,
    );
  });

  it('catches a step that lets a player take 3 when only 2 are left (listed earlier, not now)', () => {
    // `?.` keeps the lenient game's own guards: the testkit also sends it null states and actions.
    const lenient: typeof nim = {
      ...nim,
      step: (s, a, o) => (a?.count === 3 && s?.pile === 2 ? { state: { ...s, pile: 0, winner: deciding(s), tasks: [] }, events: [] } : nim.step(s, a, o)),
      apply: (s, a) => (a?.count === 3 && s?.pile === 2 ? { ...s, pile: 0, winner: deciding(s), tasks: [] } : nim.apply(s, a)),
    };
    let error: unknown;
    for (let i = 0; i < 40 && error === undefined; i++) {
      try {
        checkGame(lenient, { seeds: [`n-${i}`], maxSteps: 50, probeEvery: 1 });
      } catch (e) {
        error = e;
      }
    }
    expect(error).toBeInstanceOf(ConformanceError);
    expect((error as Error).message).toMatch(/^illegal action \{"type":"take","count":3\} \(not in legalActions\) was accepted/);
  });

  it("with no explain, an illegal take gets the machine's generic reason, listing what is legal", () => {
    const s = nim.setup({ seed: 'r', pile: 2 });
    expect(() => nim.step(s, { type: 'take', count: 3 })).toThrow(IllegalActionError);
    expect(() => nim.step(s, { type: 'take', count: 3 })).toThrow('nim: take 3 is not legal now. Pending: a takes 1 to 3 of 2. Legal (2): take 1; take 2');
  });

  it('a take with no choice left is played inside the step: after 1 from 2, the last one goes to the other seat', () => {
    const { state, events } = nim.step(nim.setup({ seed: 'r', pile: 2 }), { type: 'take', count: 1 });
    expect(events.map((e) => e.text)).toEqual(['a takes 1', 'b takes 1']);
    expect(nim.outcome(state)).toEqual({ winners: ['b'], reason: 'took the last one' });
  });

  it('the helper types read a game’s state, action and options', () => {
    expectTypeOf<StateOf<typeof nim>>().toEqualTypeOf<NimState>();
    expectTypeOf<ActionOf<typeof nim>>().toEqualTypeOf<NimAction>();
    expectTypeOf<OptionsOf<typeof nim>>().toEqualTypeOf<NimOptions>();
  });
});
