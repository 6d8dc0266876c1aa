import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { createRng, HIDDEN_RNG, reseed, rngStateSchema, scriptedDice, seededDice, stepDice, type Dice, type RngState } from 'reglas/core';

const N = 60_000;

function counts(values: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
}

/** Pearson's chi-square statistic of observed counts against expected probabilities. */
function chiSquare(observed: Map<number, number>, expected: ReadonlyMap<number, number>, total: number): number {
  let chi = 0;
  for (const [face, p] of expected) {
    const e = p * total;
    const o = observed.get(face) ?? 0;
    chi += ((o - e) * (o - e)) / e;
  }
  return chi;
}

function rolls(n: number, roll: (d: Dice) => number, seed = 'distribution'): number[] {
  const dice = seededDice(createRng(seed));
  return Array.from({ length: n }, () => roll(dice));
}

describe('dice: distributions', () => {
  it('d6 gives only 1-6, each about 1/6 (chi-square, 5 degrees of freedom)', () => {
    const seen = counts(rolls(N, (d) => d.d6()));
    expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const chi = chiSquare(seen, new Map([1, 2, 3, 4, 5, 6].map((f) => [f, 1 / 6])), N);
    // p = 0.0001 at 25.7: a generator this far off uniform is broken, not unlucky
    expect(chi).toBeLessThan(25.7);
    for (const c of seen.values()) expect(c / N).toBeCloseTo(1 / 6, 1);
  });

  it('d10 reads 0-9: the zero is present and counts zero, 10 never appears (chi-square, 9 df)', () => {
    const values = rolls(N, (d) => d.d10());
    const seen = counts(values);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(seen.get(0)).toBeGreaterThan(0);
    expect(seen.has(10)).toBe(false);
    const chi = chiSquare(seen, new Map(Array.from({ length: 10 }, (_, f) => [f, 1 / 10])), N);
    expect(chi).toBeLessThan(33.7);
    // the mean of a 0-9 die is 4.5, not 5.5
    expect(values.reduce((a, b) => a + b, 0) / N).toBeCloseTo(4.5, 1);
  });

  it("roll([2,3,3,4,4,5]) (La Legión's die) gives 2 and 5 a sixth each, 3 and 4 a third each", () => {
    const seen = counts(rolls(N, (d) => d.roll([2, 3, 3, 4, 4, 5])));
    expect([...seen.keys()].sort()).toEqual([2, 3, 4, 5]);
    const expected = new Map([
      [2, 1 / 6],
      [3, 2 / 6],
      [4, 2 / 6],
      [5, 1 / 6],
    ]);
    expect(chiSquare(seen, expected, N)).toBeLessThan(21.1);
    for (const [face, p] of expected) expect(Math.abs((seen.get(face) ?? 0) / N - p)).toBeLessThan(0.01);
  });

  it('below(n) is uniform over 0..n-1', () => {
    const seen = counts(rolls(N, (d) => d.below(7)));
    expect([...seen.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(chiSquare(seen, new Map(Array.from({ length: 7 }, (_, f) => [f, 1 / 7])), N)).toBeLessThan(27.9);
  });

  it('different seeds give different sequences', () => {
    expect(rolls(30, (d) => d.d10(), 'a')).not.toEqual(rolls(30, (d) => d.d10(), 'b'));
  });
});

describe('dice: determinism and the generator state', () => {
  it('the same seed gives the same sequence', () => {
    const mixed = (d: Dice): number[] => [d.d6(), d.d10(), d.roll([2, 3, 3, 4, 4, 5]), d.below(100), ...d.shuffle([1, 2, 3, 4, 5])];
    expect(mixed(seededDice(createRng('same')))).toEqual(mixed(seededDice(createRng('same'))));
    expect(createRng('same')).toEqual(createRng('same'));
  });

  it("is seedrandom's Alea number for number, and its state matches seedrandom's after every draw", () => {
    for (const seed of ['', 'alea', 'taifa-1', 'ñandú 🎲']) {
      const reference = seedrandom.alea(seed, { state: true });
      const dice = seededDice(createRng(seed));
      for (let i = 0; i < 1000; i++) {
        // Alea's outputs are multiples of 2^-32, so below(2^32) reads the raw number exactly
        expect(dice.below(2 ** 32)).toBe(reference() * 2 ** 32);
        if (i % 97 === 0) expect(dice.rng()).toEqual(reference.state());
      }
      expect(dice.rng()).toEqual(reference.state());
    }
  });

  it('the generator state is plain JSON that passes rngStateSchema', () => {
    const rng = createRng('json');
    expect(rngStateSchema.parse(rng)).toEqual(rng);
    expect(Object.keys(rng).sort()).toEqual(['c', 's0', 's1', 's2']);
    expect(rngStateSchema.safeParse({ ...rng, extra: 1 }).success).toBe(false);
    expect(rngStateSchema.safeParse(HIDDEN_RNG).success).toBe(true);
  });

  it('a JSON round trip of the state mid-sequence continues the same sequence', () => {
    const dice = seededDice(createRng('round-trip'));
    for (let i = 0; i < 37; i++) dice.d6();
    const saved = JSON.stringify(dice.rng());
    const expected = Array.from({ length: 50 }, () => dice.d10());
    const restored = seededDice(JSON.parse(saved) as RngState);
    expect(Array.from({ length: 50 }, () => restored.d10())).toEqual(expected);
  });

  it('rng() after n rolls equals the state reached by rolling n times from the start', () => {
    const start = createRng('advance');
    const a = seededDice(start);
    a.d6();
    a.d6();
    const b = seededDice(start);
    b.below(3);
    b.d10();
    // every draw takes one number from the generator, whatever the die
    expect(a.rng()).toEqual(b.rng());
    expect(a.rng()).not.toEqual(start);
  });

  it('seededDice is lazy: with no rolls rng() returns the very same state object', () => {
    const start = createRng('lazy');
    const dice = seededDice(start);
    expect(dice.rng()).toBe(start);
    dice.d6();
    expect(dice.rng()).not.toBe(start);
  });

  it('seededDice never mutates the state it starts from', () => {
    const start = Object.freeze(createRng('frozen'));
    const copy = { ...start };
    const dice = seededDice(start);
    for (let i = 0; i < 10; i++) dice.d6();
    expect(start).toEqual(copy);
  });

  it('below rejects a bound that is not a whole number >= 1; roll rejects a die without faces', () => {
    const dice = seededDice(createRng('bad'));
    expect(() => dice.below(0)).toThrow(RangeError);
    expect(() => dice.below(2.5)).toThrow(RangeError);
    expect(() => dice.below(Number.NaN)).toThrow(RangeError);
    expect(() => dice.roll([])).toThrow(RangeError);
  });
});

describe('dice: properties (fast-check)', () => {
  it('below(n) is a whole number in 0..n-1', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000 }), (seed, n) => {
        const dice = seededDice(createRng(seed));
        for (let i = 0; i < 20; i++) {
          const v = dice.below(n);
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThan(n);
        }
      }),
    );
  });

  it('shuffle returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const input = Object.freeze(items.slice());
        const out = seededDice(createRng(seed)).shuffle(input);
        expect(out).not.toBe(input);
        expect(input).toEqual(items);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('shuffle reaches every order of three items', () => {
    const dice = seededDice(createRng('orders'));
    const orders = new Set<string>();
    for (let i = 0; i < 600; i++) orders.add(dice.shuffle(['a', 'b', 'c']).join(''));
    expect([...orders].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
  });

  it('d6, d10 and roll stay on their faces for any seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer({ min: -5, max: 20 }), { minLength: 1, maxLength: 8 }), (seed, faces) => {
        const dice = seededDice(createRng(seed));
        expect([1, 2, 3, 4, 5, 6]).toContain(dice.d6());
        expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).toContain(dice.d10());
        expect(faces).toContain(dice.roll(faces));
      }),
    );
  });
});

describe('scriptedDice', () => {
  it('forces the values in order across d6, d10 and roll, and counts what is left', () => {
    const dice = scriptedDice([6, 0, 9, 3, 5]);
    expect(dice.remaining()).toBe(5);
    expect(dice.d6()).toBe(6);
    expect(dice.d10()).toBe(0);
    expect(dice.d10()).toBe(9);
    expect(dice.roll([2, 3, 3, 4, 4, 5])).toBe(3);
    expect(dice.remaining()).toBe(1);
    expect(dice.roll([2, 3, 3, 4, 4, 5])).toBe(5);
    expect(dice.remaining()).toBe(0);
  });

  it('rejects a value that is not a face of the die asked for, without consuming it', () => {
    expect(() => scriptedDice([7]).d6()).toThrow(/7 at position 0 is not a face of d6/);
    expect(() => scriptedDice([0]).d6()).toThrow(/not a face/);
    expect(() => scriptedDice([2.5]).d6()).toThrow(/not a face/);
    expect(() => scriptedDice([10]).d10()).toThrow(/not a face of d10/);
    expect(() => scriptedDice([-1]).d10()).toThrow(/not a face/);
    expect(() => scriptedDice([1]).roll([2, 3, 3, 4, 4, 5])).toThrow(/not a face of die \[2,3,3,4,4,5\]/);
    const dice = scriptedDice([9, 4]);
    expect(() => dice.d6()).toThrow(/not a face/);
    expect(dice.remaining()).toBe(2);
    expect(dice.d10()).toBe(9);
  });

  it('throws when it runs out', () => {
    const dice = scriptedDice([4]);
    dice.d6();
    expect(() => dice.d6()).toThrow(/ran out after 1 values/);
    expect(() => scriptedDice([]).d10()).toThrow(/ran out/);
  });

  it('on its own it refuses picks and shuffles: they are not rolls', () => {
    const dice = scriptedDice([1, 2, 3]);
    expect(() => dice.below(3)).toThrow(/forces rolls only/);
    expect(() => dice.shuffle([1, 2])).toThrow(/forces rolls only/);
    expect(dice.remaining()).toBe(3);
  });
});

describe('stepDice', () => {
  it('without an override it is the state generator', () => {
    const rng = createRng('plain');
    const a = stepDice(rng);
    const b = seededDice(rng);
    expect([a.d6(), a.d10(), a.below(50)]).toEqual([b.d6(), b.d10(), b.below(50)]);
    expect(a.rng()).toEqual(b.rng());
  });

  it('with scripted dice: rolls are forced, picks and shuffles come from the state generator, which only they advance', () => {
    const rng = createRng('scripted-step');
    const dice = stepDice(rng, scriptedDice([6, 6, 0, 5]));
    expect(dice.d6()).toBe(6);
    expect(dice.d6()).toBe(6);
    // forced rolls leave the generator where it was: still the very same object
    expect(dice.rng()).toBe(rng);
    const reference = seededDice(rng);
    expect(dice.below(1000)).toBe(reference.below(1000));
    expect(dice.d10()).toBe(0);
    expect(dice.shuffle([1, 2, 3, 4, 5, 6, 7, 8])).toEqual(reference.shuffle([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(dice.roll([2, 3, 3, 4, 4, 5])).toBe(5);
    // one pick and one shuffle of 8 (7 draws): exactly what the reference drew
    expect(dice.rng()).toEqual(reference.rng());
    expect(() => dice.d6()).toThrow(/ran out/);
  });

  it('with any other dice: everything comes from them and the generator is left untouched', () => {
    const rng = createRng('other');
    const loaded: Dice = { d6: () => 6, d10: () => 9, roll: (faces) => faces[0] as number, below: () => 0, shuffle: (items) => items.slice().reverse() };
    const dice = stepDice(rng, loaded);
    expect([dice.d6(), dice.d10(), dice.roll([4, 5]), dice.below(9)]).toEqual([6, 9, 4, 0]);
    expect(dice.shuffle([1, 2, 3])).toEqual([3, 2, 1]);
    expect(dice.rng()).toBe(rng);
  });
});

describe('reseed', () => {
  it('keeps the position, gives a new generator state and so another future', () => {
    const state = Object.freeze({ rng: createRng('real'), board: [1, 2, 3], turn: 4 });
    const other = reseed(state, 'sample-1');
    expect(other).not.toBe(state);
    expect(other.board).toBe(state.board);
    expect(other.turn).toBe(4);
    expect(other.rng).toEqual(createRng('sample-1'));
    expect(state.rng).toEqual(createRng('real'));
    const future = (s: { rng: RngState }): number[] => {
      const d = seededDice(s.rng);
      return Array.from({ length: 20 }, () => d.d10());
    };
    expect(future(other)).not.toEqual(future(state));
    // the same reseed gives the same future: a bot's samples are reproducible
    expect(future(reseed(state, 'sample-1'))).toEqual(future(other));
  });
});
