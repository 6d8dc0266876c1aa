import { describe, expect, it } from 'vitest';
import {
  assertListed,
  createRng,
  deepFreeze,
  IllegalActionError,
  recordingLog,
  runApply,
  runStep,
  sameJson,
  scriptedDice,
  SILENT,
  type GameEvent,
  type Resolver,
  type RngState,
} from 'reglas/core';

interface S {
  readonly rng: RngState;
  readonly total: number;
  readonly deck: readonly string[];
  readonly other: { readonly untouched: boolean };
}
type A = { readonly type: 'roll'; readonly times: number } | { readonly type: 'shuffle' } | { readonly type: 'note' };

let built = 0;
const resolve: Resolver<S, A> = (state, action, { dice, log }) => {
  switch (action.type) {
    case 'roll': {
      let total = state.total;
      for (let i = 0; i < action.times; i++) {
        const value = dice.d6();
        total += value;
        log.emit(() => {
          built++;
          return { type: 'roll', text: `rolled ${value}`, rolls: [{ die: 'd6', value, for: 'total' }] };
        });
      }
      return { ...state, total };
    }
    case 'shuffle':
      if (log.on) log.push({ type: 'shuffle', text: 'shuffled' });
      return { ...state, deck: dice.shuffle(state.deck) };
    case 'note':
      if (log.on) log.push({ type: 'note', text: 'nothing rolled', rule: '1.1' });
      return { ...state, total: state.total + 100 };
  }
};

const start = (): S => deepFreeze({ rng: createRng('step'), total: 0, deck: ['a', 'b', 'c', 'd', 'e'], other: { untouched: true } });

describe('runStep and runApply', () => {
  it("write the generator back through the game's writer when given one, and only after a roll", () => {
    const writes: RngState[] = [];
    const writer = (state: S, rng: RngState): S => {
      writes.push(rng);
      return { rng, total: state.total, deck: state.deck, other: state.other };
    };
    const rolled = runApply(resolve, start(), { type: 'roll', times: 2 }, writer);
    expect(rolled).toEqual(runApply(resolve, start(), { type: 'roll', times: 2 }));
    expect(writes).toEqual([rolled.rng]);
    expect(runStep(resolve, start(), { type: 'roll', times: 2 }, undefined, writer).state).toEqual(rolled);
    runApply(resolve, start(), { type: 'note' }, writer);
    expect(writes.length).toBe(2);
  });
  it('give the same state for every action, from a frozen input', () => {
    const actions: A[] = [{ type: 'roll', times: 3 }, { type: 'shuffle' }, { type: 'note' }, { type: 'roll', times: 1 }];
    let viaStep = start();
    let viaApply = start();
    for (const action of actions) {
      viaStep = deepFreeze(runStep(resolve, viaStep, action).state);
      viaApply = deepFreeze(runApply(resolve, viaApply, action));
      expect(viaApply).toEqual(viaStep);
    }
    expect(viaStep.total).toBeGreaterThan(100);
  });

  it('write the generator state back into state.rng, and leave it alone when nothing was rolled', () => {
    const s = start();
    const rolled = runStep(resolve, s, { type: 'roll', times: 2 }).state;
    expect(rolled.rng).not.toEqual(s.rng);
    const noted = runStep(resolve, s, { type: 'note' });
    expect(noted.state.rng).toBe(s.rng);
    expect(noted.state.other).toBe(s.other);
    expect(runApply(resolve, s, { type: 'note' }).rng).toBe(s.rng);
    // rolling on from the stored state continues the sequence: two single rolls equal one double
    const twice = runStep(resolve, runStep(resolve, s, { type: 'roll', times: 1 }).state, { type: 'roll', times: 1 }).state;
    expect(twice).toEqual(rolled);
  });

  it('runStep records the events; runApply builds none (SILENT)', () => {
    built = 0;
    const { events } = runStep(resolve, start(), { type: 'roll', times: 3 });
    expect(built).toBe(3);
    expect(events).toHaveLength(3);
    expect(events[0]?.rolls?.[0]?.die).toBe('d6');
    built = 0;
    runApply(resolve, start(), { type: 'roll', times: 3 });
    expect(built).toBe(0);
  });

  it('scripted dice force the rolls of runStep; the generator is not advanced by them', () => {
    const s = start();
    const { state, events } = runStep(resolve, s, { type: 'roll', times: 2 }, { dice: scriptedDice([6, 5]) });
    expect(state.total).toBe(11);
    expect(state.rng).toBe(s.rng);
    expect(events.map((e) => e.text)).toEqual(['rolled 6', 'rolled 5']);
  });

  it('a shuffle under scripted dice draws from the state generator exactly as without them', () => {
    const s = start();
    const plain = runStep(resolve, s, { type: 'shuffle' }).state;
    const scripted = runStep(resolve, s, { type: 'shuffle' }, { dice: scriptedDice([]) }).state;
    expect(scripted).toEqual(plain);
    expect(scripted.rng).not.toEqual(s.rng);
  });
});

describe('event logs', () => {
  it('SILENT is off, frozen, and never calls an emit maker', () => {
    expect(SILENT.on).toBe(false);
    expect(Object.isFrozen(SILENT)).toBe(true);
    let called = false;
    SILENT.emit(() => {
      called = true;
      return { type: 'x', text: 'x' };
    });
    SILENT.push({ type: 'x', text: 'x' });
    expect(called).toBe(false);
  });

  it('recordingLog keeps pushed and emitted events in order', () => {
    const log = recordingLog();
    expect(log.on).toBe(true);
    const first: GameEvent = { type: 'a', text: 'first', modifiers: [{ label: 'fortified town x2', value: 2, rule: '8' }] };
    log.push(first);
    log.emit(() => ({ type: 'b', text: 'second' }));
    expect(log.events).toEqual([first, { type: 'b', text: 'second' }]);
  });
});

describe('sameJson', () => {
  it('compares plain JSON deeply, ignoring key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson([], [])).toBe(true);
    expect(sameJson(null, null)).toBe(true);
    expect(sameJson('a', 'a')).toBe(true);
  });

  it('tells apart different values, lengths, keys, arrays from objects, null from objects', () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson({ 0: 'x' }, ['x'])).toBe(false);
    expect(sameJson(1, '1')).toBe(false);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
  });
});

describe('assertListed', () => {
  const legal = [{ type: 'move', from: '0101', to: '0102' }, { type: 'pass' }];

  it('accepts an action equal (as JSON) to a listed one, whatever its key order', () => {
    expect(() => assertListed(legal, { to: '0102', type: 'move', from: '0101' }, '5.1')).not.toThrow();
    expect(() => assertListed(legal, { type: 'pass' }, '5.1')).not.toThrow();
  });

  it('throws IllegalActionError not-legal with the rule and a readable message otherwise', () => {
    let caught: unknown;
    try {
      assertListed(legal, { type: 'move', from: '0101', to: '0103' }, '5.1');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(IllegalActionError);
    const error = caught as IllegalActionError;
    expect(error.code).toBe('not-legal');
    expect(error.rule).toBe('5.1');
    expect(error.message).toBe('{"type":"move","from":"0101","to":"0103"} is not a legal action now');
    expect(() => assertListed(legal, { type: 'fire' }, '7', () => 'Fire from 0101')).toThrow('Fire from 0101 is not a legal action now');
    expect(() => assertListed([], { type: 'pass' }, 'end')).toThrow(IllegalActionError);
  });
});
