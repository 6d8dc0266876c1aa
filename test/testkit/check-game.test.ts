import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRng, IllegalActionError, replay, reseed, type Game } from 'reglas/core';
import { checkGame, ConformanceError, type CheckGameOptions } from 'reglas/testkit';
import { pig, type PigAction, type PigOptions, type PigState } from '../../examples/pig/pig.js';

type PigGame = Game<PigState, PigAction, PigOptions>;
const SEEDS = ['kit-a', 'kit-b', 'kit-c', 'kit-d'];

/** Runs checkGame on a broken game and returns the ConformanceError it must throw. */
function caught(game: PigGame, extra: Partial<CheckGameOptions<PigState, PigAction, PigOptions>> = {}): ConformanceError {
  let error: unknown;
  try {
    checkGame(game, { seeds: SEEDS, maxSteps: 2000, probeEvery: 1, ...extra });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConformanceError);
  const conformance = error as ConformanceError;
  expect(conformance.name).toBe('ConformanceError');
  expect(SEEDS).toContain(conformance.seed);
  expect(conformance.message).toContain(`seed: ${JSON.stringify(conformance.seed)}`);
  expect(conformance.message).toContain(`actions (${conformance.actions.length}): ${JSON.stringify(conformance.actions)}`);
  return conformance;
}

/** Pig with the resolver's result changed the same way in step and apply. */
function mapNext(change: (next: PigState, before: PigState, action: PigAction) => PigState): PigGame {
  return {
    ...pig,
    step: (state, action, opts) => {
      const result = pig.step(state, action, opts);
      return { ...result, state: change(result.state, state, action) };
    },
    apply: (state, action) => change(pig.apply(state, action), state, action),
  };
}

describe('checkGame on a correct game', () => {
  it('passes the example game and reports what it played', () => {
    const report = checkGame(pig, { seeds: 25, maxSteps: 2000 });
    expect(report.games).toBe(25);
    expect(report.steps).toBeGreaterThan(25 * 10);
    expect(report.longestGame).toBeGreaterThan(0);
    expect(report.longestGame).toBeLessThanOrEqual(2000);
    expect(report.illegalProbes).toBeGreaterThan(0);
  });

  it('plays the named seeds, with the options given for each, and runs the hooks', () => {
    const seen: string[] = [];
    let views = 0;
    const report = checkGame(pig, {
      seeds: ['x', 'y'],
      maxSteps: 2000,
      options: (seed) => ({ seed, target: 20 }),
      checkState: (state) => {
        expect(state.target).toBe(20);
        seen.push('state');
      },
      checkView: (_state, view) => {
        views++;
        expect(view.rng).toEqual({ c: 0, s0: 0, s1: 0, s2: 0 });
      },
    });
    expect(report.games).toBe(2);
    expect(seen.length).toBe(report.steps + 2);
    // p1, p2 and the spectator at every position
    expect(views).toBe(3 * (report.steps + 2));
  });

  it('is deterministic: the same seeds play the same games', () => {
    expect(checkGame(pig, { seeds: 5, maxSteps: 2000 })).toEqual(checkGame(pig, { seeds: 5, maxSteps: 2000 }));
  });

  it('the reported actions reproduce the failure', () => {
    // a game whose apply (only) gives up once 16 points are on the table
    let error: ConformanceError | undefined;
    const broken: PigGame = {
      ...pig,
      apply: (state, action) => {
        if (state.scores[0] + state.scores[1] + state.turnTotal > 15) throw new Error('apply gave up');
        return pig.apply(state, action);
      },
    };
    try {
      checkGame(broken, { seeds: ['repro'], maxSteps: 2000 });
    } catch (e) {
      error = e as ConformanceError;
    }
    expect(error).toBeInstanceOf(ConformanceError);
    const actions = error?.actions as PigAction[];
    const before = replay(pig, { seed: 'repro' }, actions.slice(0, -1)).state;
    expect(() => broken.apply(before, actions.at(-1) as PigAction)).toThrow('apply gave up');
    expect(error?.message).toMatch(/^apply of legal action .* threw: Error: apply gave up/);
  });
});

describe('checkGame catches broken games', () => {
  it('a step that mutates its input state (states are deep-frozen)', () => {
    const broken: PigGame = {
      ...pig,
      step: (state, action, opts) => {
        (state as { turnTotal: number }).turnTotal = state.turnTotal;
        return pig.step(state, action, opts);
      },
    };
    expect(caught(broken).message).toMatch(/TypeError: .*did it mutate its input\?/);
  });

  it('a step that mutates a nested part of its input', () => {
    const broken = mapNext((next, before) => {
      (before.scores as unknown as number[])[0] = before.scores[0];
      return next;
    });
    expect(caught(broken).message).toMatch(/TypeError/);
  });

  it('an apply (only) that mutates its input', () => {
    const broken: PigGame = {
      ...pig,
      apply: (state, action) => {
        (state as { winner: unknown }).winner = state.winner;
        return pig.apply(state, action);
      },
    };
    expect(caught(broken).message).toMatch(/^apply of legal action .* threw: TypeError/);
  });

  it('a step that mutates the action it is given', () => {
    const broken: PigGame = {
      ...pig,
      step: (state, action, opts) => {
        (action as { seen?: boolean }).seen = true;
        return pig.step(state, action, opts);
      },
    };
    expect(caught(broken).message).toMatch(/TypeError/);
  });

  it('a state holding a Map', () => {
    const broken: PigGame = { ...pig, setup: (o) => ({ ...pig.setup(o), cache: new Map() }) as PigState };
    expect(caught(broken).message).toMatch(/^the state is not plain JSON: \$\.cache is an instance of Map/);
  });

  it('a state holding undefined, from a step', () => {
    const broken = mapNext((next) => ({ ...next, lastRoll: undefined }) as PigState);
    const error = caught(broken);
    expect(error.message).toMatch(/^the state is not plain JSON: \$\.lastRoll is undefined/);
    expect(error.actions).toHaveLength(1);
  });

  it('a state holding NaN', () => {
    const broken = mapNext((next) => ({ ...next, turnTotal: Number.NaN }));
    expect(caught(broken).message).toMatch(/\$\.turnTotal is NaN/);
  });

  it('a state that fails its own schema', () => {
    const broken = mapNext((next) => ({ ...next, turnTotal: 0.5 }));
    expect(caught(broken).message).toMatch(/^the state fails schemas\.state: turnTotal/);
  });

  it("an event that does not match the game's declared event schema", () => {
    const strict = z.object({ type: z.string(), text: z.string(), die: z.number() }).strict();
    const broken: PigGame = { ...pig, schemas: { ...pig.schemas, event: strict } };
    expect(caught(broken).message).toMatch(/does not match the game's event schema/);
  });

  it('legalActions listing an action that throws', () => {
    // the bot's action where a person decides
    const broken: PigGame = { ...pig, legalActions: (state) => (pig.isTerminal(state) ? [] : [...pig.legalActions(state), { type: 'bot' }]) };
    expect(caught(broken).message).toMatch(/^legal action \{"type":"bot"\} threw: IllegalActionError: pig: no bot decides here/);
  });

  it('legalActions listing the same action twice', () => {
    const broken: PigGame = { ...pig, legalActions: (state) => [...pig.legalActions(state), ...pig.legalActions(state).slice(0, 1)] };
    expect(caught(broken).message).toMatch(/^legalActions lists \{"type":"roll"\} twice/);
  });

  it('legalActions that is not stable between two calls', () => {
    let calls = 0;
    const broken: PigGame = { ...pig, legalActions: (state) => (calls++ % 2 === 0 ? pig.legalActions(state) : [...pig.legalActions(state)].reverse()) };
    expect(caught(broken).message).toMatch(/^legalActions is not stable: two calls on one state differ/);
  });

  it('a step accepting an action of a type it does not know (not listed)', () => {
    const lenient: PigGame = {
      ...pig,
      step: (state, action, opts) => pig.step(state, action.type === 'hold' ? action : { type: 'roll' }, opts),
    };
    expect(caught(lenient).message).toMatch(/^illegal action \{"type":"(roll|hold)-not-an-action"\} \(not in legalActions\) was accepted/);
  });

  it('a step accepting an action listed earlier but not now (a roll or hold where the bot decides)', () => {
    // a person's action on the bot's turn is played as the bot's action instead of refused
    const asBot = (state: PigState, action: PigAction): PigAction =>
      (action.type === 'roll' || action.type === 'hold') && state.bots.some((seat) => seat === pig.activePlayer(state)) ? { type: 'bot' } : action;
    const lenient: PigGame = {
      ...pig,
      step: (state, action, opts) => pig.step(state, asBot(state, action), opts),
      apply: (state, action) => pig.apply(state, asBot(state, action)),
    };
    const error = caught(lenient, { options: (seed) => ({ seed, bots: ['p2'] }) });
    expect(error.message).toMatch(/^illegal action \{"type":"(roll|hold)"\} \(not in legalActions\) was accepted/);
  });

  it('an unlisted action rejected with a plain Error instead of IllegalActionError', () => {
    const rude: PigGame = {
      ...pig,
      step: (state, action, opts) => {
        if (action.type !== 'roll' && action.type !== 'hold') throw new Error('what?');
        return pig.step(state, action, opts);
      },
    };
    expect(caught(rude).message).toMatch(/threw Error: what\?, not an IllegalActionError/);
  });

  it('legalActions empty while the game is not over', () => {
    const broken: PigGame = { ...pig, legalActions: (state) => (state.turnTotal > 12 ? [] : pig.legalActions(state)) };
    expect(caught(broken).message).toMatch(/^isTerminal is false but legalActions has 0 actions/);
  });

  it('an outcome before the end', () => {
    const broken: PigGame = { ...pig, outcome: (state) => pig.outcome(state) ?? (state.turnTotal > 0 ? { winners: [], reason: 'early' } : null) };
    expect(caught(broken).message).toMatch(/^isTerminal is false but outcome is/);
  });

  it('apply differing from step', () => {
    const broken: PigGame = { ...pig, apply: (state, action) => pig.step(reseed(state, 'another future'), action).state };
    expect(caught(broken).message).toMatch(/^apply and step disagree on \{"type":"roll"\}/);
  });

  it('play continued from a JSON copy differing from play on the original', () => {
    const broken: PigGame = {
      ...pig,
      apply: (state, action) => {
        const next = pig.apply(state, action);
        return Object.isFrozen(state) ? next : { ...next, turnTotal: next.turnTotal + 1 };
      },
    };
    expect(caught(broken).message).toMatch(/^play continued from a JSON copy differs/);
  });

  it('a game that never ends (maxSteps)', () => {
    // holding banks nothing: no one ever reaches the target
    const endless = mapNext((next, before, action) => (action.type === 'hold' ? { ...next, scores: before.scores } : next));
    const error = caught(endless, { maxSteps: 300 });
    expect(error.message).toMatch(/^the game did not end within 300 actions/);
    expect(error.actions).toHaveLength(300);
  });

  it('a view that leaks the generator state', () => {
    const leaky: PigGame = { ...pig, view: (state) => state };
    expect(caught(leaky).message).toMatch(/^view for p1 shows the generator's state/);
  });

  it('a view that leaks it to the spectator only', () => {
    const leaky: PigGame = { ...pig, view: (state, viewer) => (viewer === 'spectator' ? state : pig.view(state, viewer)) };
    expect(caught(leaky).message).toMatch(/^view for spectator shows the generator's state/);
  });

  it('a view that fails the state schema', () => {
    const broken: PigGame = { ...pig, view: (state) => ({ ...pig.view(state, 'spectator'), scores: [] as unknown as [number, number] }) };
    expect(caught(broken).message).toMatch(/^view for p1 fails schemas\.state/);
  });

  it("a game's own checkView rejecting what a view shows", () => {
    const error = caught(pig, {
      checkView: (_state, view, viewer) => {
        if (viewer === 'p2' && view.turnTotal > 0) throw new Error('p2 must not see the turn total');
      },
    });
    expect(error.message).toMatch(/^checkView for p2 threw: Error: p2 must not see the turn total/);
  });

  it("a game's own checkState rejecting a state", () => {
    const error = caught(pig, {
      checkState: (state) => {
        if (state.scores[0] > 20) throw new Error('score over 20');
      },
    });
    expect(error.message).toMatch(/^checkState threw: Error: score over 20/);
  });

  it('a non-deterministic setup', () => {
    let calls = 0;
    const broken: PigGame = { ...pig, setup: (o) => ({ ...pig.setup(o), rng: createRng(`${o.seed}:${calls++}`) }) };
    expect(caught(broken).message).toMatch(/^setup is not deterministic/);
  });

  it('a setup that throws', () => {
    const error = caught(pig, { options: (seed) => ({ seed, target: 5 }) });
    expect(error.message).toMatch(/^setup threw: ValidationError: invalid options: options\.target/);
    expect(error.seed).toBe(SEEDS[0]);
  });

  it('a replay that does not reach the same state (state depends on something outside seed and actions)', () => {
    let setups = 0;
    // setup twice and start once agree (checkGame's determinism and start checks); the replay's start differs
    const setup: PigGame['setup'] = (o) => {
      const state = pig.setup(o);
      return setups++ >= 3 ? { ...state, target: state.target + 1 } : state;
    };
    const broken: PigGame = { ...pig, setup, start: (o) => ({ state: setup(o), events: pig.start(o).events }) };
    expect(caught(broken, { seeds: ['kit-a'] }).message).toMatch(/^replay from the seed and the actions gave another state/);
  });

  it('an action schema that rejects a listed action', () => {
    const broken: PigGame = { ...pig, schemas: { ...pig.schemas, action: z.object({ type: z.literal('roll') }) as never } };
    expect(caught(broken).message).toMatch(/^legal action \{"type":"hold"\} fails schemas\.action/);
  });

  it('describe throwing', () => {
    const broken: PigGame = {
      ...pig,
      describe: (state, action) => {
        if (action.type === 'hold') throw new IllegalActionError('x', 'cannot describe', '0');
        return pig.describe(state, action);
      },
    };
    expect(caught(broken).message).toMatch(/^describe on \{"type":"hold"\} threw/);
  });
});
