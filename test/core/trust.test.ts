/**
 * Trust at every door (issue 21), core's part: messages built safely (`showValue`), `viewEvents`,
 * `replay`, `load`, `createMatch` and `undo` refusing what is not theirs, dice checked where they
 * roll, and `validate` refusing a generator no seeding makes and a view stripped of its mark.
 */
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_RNG,
  createMatch,
  createRng,
  deepFreeze,
  load,
  replay,
  rngProblems,
  scriptedDice,
  seededDice,
  showValue,
  stepDice,
  ValidationError,
  type Dice,
} from 'reglas/core';
import { laLegion } from 'reglas/la-legion';
import { marYAcero } from 'reglas/mar-y-acero';
import { taifa, type TaifaAction } from 'reglas/taifa';
import { pig } from '../../examples/pig/pig.js';

describe('showValue: a short rendering of any value for a message', () => {
  it('prints a small plain value as its JSON text', () => {
    expect(showValue({ type: 'move', from: '0101', to: [1, 2] })).toBe('{"type":"move","from":"0101","to":[1,2]}');
  });
  it('prints what JSON cannot: BigInt, NaN, Infinity, undefined, a symbol, a function', () => {
    expect(showValue(12n)).toBe('12n');
    expect(showValue({ a: Number.NaN, b: Number.NEGATIVE_INFINITY, c: undefined })).toBe('{"a":NaN,"b":-Infinity,"c":undefined}');
    expect(showValue(Symbol('s'))).toBe('Symbol(s)');
    expect(showValue(() => 1)).toBe('[function]');
  });
  it('marks a cycle, cuts deep nesting, long strings and long lists, and stays within its limit', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(showValue(cyclic)).toBe('{"self":[cycle]}');
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(showValue(deep)).toBe('[[[[…1 items]]]]');
    expect(showValue('x'.repeat(1_000_000))).toMatch(/^"x{40}…\(1000000 characters\)"$/);
    expect(showValue(Array.from({ length: 100 }, (_, i) => i))).toBe('[0,1,2,3,4,5,…94 more]');
    expect(showValue({ text: 'y'.repeat(500) }, 30).length).toBe(30);
  });
  it('never throws, even on a value whose reading throws', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    expect(showValue(hostile)).toBe('[a value that cannot be read]');
  });
});

describe('viewEvents checks its events and its seat', () => {
  const s = taifa.setup({ seed: 'events' });
  const events = taifa.step(s, taifa.legalActions(s)[0] as TaifaAction).events;
  it('a seat that is not in the game is refused, as view refuses it (not everything silently masked)', () => {
    expect(() => taifa.viewEvents(events, 'atlantis')).toThrow(ValidationError);
    expect(() => taifa.viewEvents(events, 'atlantis')).toThrow(/"atlantis" is not a seat of Taifa/);
    expect(() => marYAcero.viewEvents([], 'castilla')).toThrow(/seats: spanish, indigenous, or 'spectator'/);
    expect(() => laLegion.viewEvents([], 3 as never)).toThrow(ValidationError);
  });
  it('every seat of the game and the spectator are accepted', () => {
    for (const seat of [...taifa.players(s), 'spectator']) expect(taifa.viewEvents(events, seat)).toHaveLength(events.length);
  });
  it('a malformed event (null, a number, no type, a broken secret) is refused naming its index', () => {
    expect(() => taifa.viewEvents([null] as never, 'castilla')).toThrow(/events\[0\]: .*got null/);
    expect(() => marYAcero.viewEvents([{ type: 'x', text: 't' }, 7] as never, 'spanish')).toThrow(/events\[1\]: .*got number 7/);
    expect(() => pig.viewEvents([{ text: 't' }] as never, 'p1')).toThrow(/events\[0\]\.type/);
    expect(() => taifa.viewEvents([{ type: 'draw', text: 't', secret: { knownTo: 'castilla', fields: [], text: 's' } }] as never, 'leon')).toThrow(
      /events\[0\]\.secret\.knownTo/,
    );
    expect(() => taifa.viewEvents([{ type: 'draw', text: 't', secret: null }] as never, 'leon')).toThrow(/events\[0\]\.secret/);
  });
});

describe('replay, load and createMatch refuse a non-game and non-array actions', () => {
  for (const [what, bad] of [
    ['null', null],
    ['an object', {}],
    ['a string', 'taifa'],
    ['a game without step', { id: 'x', setup: () => 1 }],
  ] as const) {
    it(`${what} as the game`, () => {
      expect(() => replay(bad as never, { seed: 'x' }, [])).toThrow(ValidationError);
      expect(() => load(bad as never, '{}')).toThrow(ValidationError);
      expect(() => createMatch(bad as never, { seed: 'x' })).toThrow(ValidationError);
      expect(() => replay(bad as never, { seed: 'x' }, [])).toThrow(/game: replay: /);
    });
  }
  for (const [what, bad] of [
    ['null', null],
    ['an object', { 0: { type: 'roll' } }],
    ['a string', 'roll'],
  ] as const) {
    it(`${what} as the actions of replay`, () => {
      expect(() => replay(pig, { seed: 'x' }, bad as never)).toThrow(ValidationError);
      expect(() => replay(pig, { seed: 'x' }, bad as never)).toThrow(/actions: replay: expected the array of actions played/);
    });
  }
});

describe('dice checked where they roll', () => {
  it('scriptedDice refuses a non-array and a face that is not a whole number', () => {
    for (const bad of [6, '6', null, { 0: 6 }]) expect(() => scriptedDice(bad as never), String(bad)).toThrow(ValidationError);
    expect(() => scriptedDice([1, Number.NaN])).toThrow(/values\[1\]: scriptedDice value NaN at position 1/);
  });
  it('scriptedDice keeps its own copy: changing the array afterwards changes nothing', () => {
    const values = [3, 4];
    const dice = scriptedDice(values);
    values[0] = 99;
    expect(dice.d6()).toBe(3);
  });

  /** Dice of a caller's own that roll `value` for every die and pick. */
  const rolling = (value: unknown): Dice => ({
    d6: () => value as number,
    d10: () => value as number,
    roll: () => value as number,
    below: () => value as number,
    shuffle: (items) => items.slice(),
  });
  const s = deepFreeze(taifa.setup({ seed: 'dice', players: ['castilla'] }));
  const incursion = taifa.legalActions(s).find((a) => a.type === 'incursion') as TaifaAction;
  it('a d6 of 9, 0, 2.5, NaN or a string from a custom Dice is refused at the roll, the state unchanged', () => {
    expect(incursion).toBeDefined();
    const before = JSON.stringify(s);
    for (const bad of [9, 0, 2.5, Number.NaN, '3']) {
      expect(() => taifa.step(s, incursion, { dice: rolling(bad) }), String(bad)).toThrow(ValidationError);
      expect(() => taifa.step(s, incursion, { dice: rolling(bad) })).toThrow(/opts\.dice: the dice given to step rolled .* on a d6 \(faces 1-6\)/);
    }
    expect(JSON.stringify(s)).toBe(before);
  });
  it('a shuffle that loses or invents items, and a pick out of range, are refused where they are drawn', () => {
    const dice = stepDice(createRng('x'), { ...rolling(1), below: () => 7, shuffle: <T>(items: readonly T[]): T[] => items.slice(1) });
    expect(() => dice.shuffle([1, 2, 3])).toThrow(/shuffled 3 items into \[2,3\], which is not a reordering of them/);
    expect(() => dice.below(5)).toThrow(/rolled 7 on a pick below 5 \(0-4\)/);
    const swapped = stepDice(createRng('x'), { ...rolling(1), shuffle: <T>(items: readonly T[]): T[] => [...items].reverse() });
    expect(swapped.shuffle([1, 2, 3])).toEqual([3, 2, 1]);
    const invented = stepDice(createRng('x'), { ...rolling(1), shuffle: () => [1, 1, 9] as never });
    expect(() => invented.shuffle([1, 2, 3])).toThrow(ValidationError);
  });
  it('a custom Dice whose results are all in range plays on', () => {
    const st = taifa.step(s, incursion, { dice: rolling(6) });
    expect(st.events.length).toBeGreaterThan(0);
  });
});

describe('validate: a generator no seeding makes, and a view stripped of its mark', () => {
  it('a seeded generator and one after many draws are accepted', () => {
    expect(rngProblems(createRng('any seed'), 'rng')).toEqual([]);
    const dice = seededDice(createRng('draws'));
    for (let i = 0; i < 1000; i++) dice.d6();
    expect(rngProblems(dice.rng(), 'rng')).toEqual([]);
  });
  it('the all-zero placeholder a view carries is refused by name', () => {
    expect(rngProblems(HIDDEN_RNG, 'state.rng')[0]?.message).toMatch(/all-zero generator a view carries/);
  });
  it('a generator state that rolls the same face forever is refused', () => {
    // A fixed point of Alea: with carry 2091638 and every fraction 1 - 2^-32, each draw gives the same.
    const x = 1 - 2 ** -32;
    const stuck = { c: 2091638, s0: x, s1: x, s2: x };
    const d = seededDice(stuck);
    const faces = new Set(Array.from({ length: 64 }, () => d.d6()));
    expect(faces.size).toBe(1);
    expect(rngProblems(stuck, 'state.rng')[0]?.message).toMatch(/rolls \d forever/);
  });
  it('fractions out of [0, 1), not multiples of 2^-32, or a carry out of range are refused', () => {
    const good = createRng('x');
    for (const bad of [
      { ...good, s0: 1.5 },
      { ...good, s1: 0.1 },
      { ...good, c: -1 },
      { ...good, c: 3_000_000 },
      { ...good, c: 0.5 },
    ]) {
      expect(rngProblems(bad, 'state.rng'), JSON.stringify(bad)).toHaveLength(1);
    }
  });
  it('validate and load refuse a state whose generator is the placeholder or stuck, in every game', () => {
    for (const [game, s] of [
      [taifa, taifa.setup({ seed: 'v' })],
      [marYAcero, marYAcero.setup({ seed: 'v' })],
      [laLegion, laLegion.setup({ seed: 'v' })],
      [pig, pig.setup({ seed: 'v' })],
    ] as const) {
      const g = game as unknown as typeof pig;
      expect(() => g.validate({ ...s, rng: HIDDEN_RNG } as never), game.id).toThrow(/state\.rng: the all-zero generator/);
      expect(() => load(g, JSON.stringify({ ...s, rng: { c: 0, s0: 0, s1: 0, s2: 0 } }))).toThrow(ValidationError);
    }
  });
  it("a view whose 'viewer' mark was deleted is recognised as a view and refused, for every seat of every game", () => {
    for (const [game, s] of [
      [taifa, taifa.setup({ seed: 'v' })],
      [marYAcero, marYAcero.setup({ seed: 'v' })],
      [marYAcero, marYAcero.setup({ seed: 'v', mode: 'solitaire', level: 2 })],
      [laLegion, laLegion.setup({ seed: 'v' })],
    ] as const) {
      const g = game as unknown as typeof pig;
      for (const seat of [...g.players(s as never), 'spectator']) {
        const { viewer: _mark, ...stripped } = g.view(s as never, seat) as Record<string, unknown>;
        expect(() => g.validate(stripped as never), `${game.id} ${seat}`).toThrow(/view whose 'viewer' mark was removed/);
      }
    }
  });
});
