/// <reference path="./seedrandom-alea.d.ts" />
import alea from 'seedrandom/lib/alea.js';
import * as z from './schema.js';
import { ValidationError } from './errors.js';
import { kindOf, showValue } from './show.js';

/**
 * The generator's state as plain JSON (Alea: three fractions and a carry). It lives in the
 * game state as `state.rng`, so `step` is pure and a game replays from its seed.
 */
export interface RngState {
  /** Alea's carry, a whole number. */
  readonly c: number;
  /** The oldest of Alea's three fractions (0 to 1). */
  readonly s0: number;
  /** The middle fraction. */
  readonly s1: number;
  /** The newest fraction: the last number drawn. */
  readonly s2: number;
}

/** The schema of {@link RngState}, for game state schemas (typed by it: the fields are documented there). */
export const rngStateSchema: z.Type<RngState> = z.strictObject({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() });

/** What `view` puts in place of the generator's state, which would predict every roll. */
export const HIDDEN_RNG: RngState = Object.freeze({ c: 0, s0: 0, s1: 0, s2: 0 });

/** The dice a rule rolls. Every game draws all of its chance from one of these. */
export interface Dice {
  /** A six-sided die, 1-6. */
  d6(): number;
  /** A ten-sided die read 0-9 (the zero counts zero). */
  d10(): number;
  /** A die with the given faces, e.g. La Legión's `[2, 3, 3, 4, 4, 5]`. */
  roll(faces: readonly number[]): number;
  /** A uniform whole number from 0 to n-1: a random card, a random pick. */
  below(n: number): number;
  /** A new array with the items in random order (a deck shuffle). */
  shuffle<T>(items: readonly T[]): T[];
}

/** Dice that also tell the generator's state after the rolls, to store back in the game state. */
export interface StepDice extends Dice {
  /** The generator's state after the rolls made so far; the very starting object when nothing was rolled. */
  rng(): RngState;
}

/** A fresh generator state from a seed. */
export function createRng(seed: string): RngState {
  return alea(seed, { state: true }).state();
}

/** 2^32: Alea's fractions are whole multiples of its inverse. */
const TWO_32 = 4294967296;
/** Alea's multiplier: its carry is a whole number from 0 to this. */
const ALEA_MULTIPLIER = 2091639;
/** How many draws `rngProblems` tries before calling a generator stuck on one face. */
const STUCK_DRAWS = 64;

/**
 * Why `rng` cannot be the state of a generator seeded by {@link createRng} and drawn from, or
 * empty: Alea's three fractions are whole multiples of 2^-32 from 0 to 1 and its carry a whole
 * number from 0 to 2,091,639; the all-zero {@link HIDDEN_RNG} a view carries, and any state whose
 * next 64 d6 rolls are one face (a fixed point: it would roll that face forever), are refused.
 */
export function rngProblems(rng: RngState, path: string): { path: string; message: string }[] {
  const fraction = (v: number): boolean => v >= 0 && v < 1 && Number.isInteger(v * TWO_32);
  if (!Number.isInteger(rng.c) || rng.c < 0 || rng.c > ALEA_MULTIPLIER || !fraction(rng.s0) || !fraction(rng.s1) || !fraction(rng.s2)) {
    return [
      {
        path,
        message: `not a state of the generator (Alea: fractions s0-s2 are whole multiples of 2^-32 in [0, 1), the carry c a whole number 0-${ALEA_MULTIPLIER}), got ${showValue(rng, 80)}`,
      },
    ];
  }
  if (rng.c === 0 && rng.s0 === 0 && rng.s1 === 0 && rng.s2 === 0) {
    return [
      {
        path,
        message:
          "the all-zero generator a view carries in place of the real one (HIDDEN_RNG): a view whose 'viewer' mark was removed is not a state; determinize it",
      },
    ];
  }
  const dice = new AleaDice(rng);
  const first = dice.d6();
  for (let i = 1; i < STUCK_DRAWS; i++) if (dice.d6() !== first) return [];
  return [{ path, message: `a generator state that rolls ${first} forever, which seeding never makes` }];
}

function shuffleWith<T>(items: readonly T[], below: (n: number) => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

function checkBound(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`below(n) needs a whole number n >= 1, got ${n}`);
}

/**
 * Dice drawn from a generator state. `rng()` returns the state after the rolls made so far,
 * and the very same object when nothing was rolled.
 *
 * The generator is seedrandom's Alea: `createRng` seeds it with seedrandom, and the step
 * below is Alea's own recurrence run on the plain-JSON state, so a roll costs a few
 * arithmetic operations instead of building a generator object (the tests check that the
 * sequence is seedrandom's, number for number). A class, so that building the dice for a
 * step that rolls nothing costs one small object and no closures.
 */
class AleaDice implements StepDice {
  private c: number;
  private s0: number;
  private s1: number;
  private s2: number;
  private rolled = false;
  constructor(private readonly start: RngState) {
    this.c = start.c;
    this.s0 = start.s0;
    this.s1 = start.s1;
    this.s2 = start.s2;
  }
  private next(): number {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10;
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.c = t | 0;
    this.s2 = t - this.c;
    this.rolled = true;
    return this.s2;
  }
  d6(): number {
    return Math.floor(this.next() * 6) + 1;
  }
  d10(): number {
    return Math.floor(this.next() * 10);
  }
  roll(faces: readonly number[]): number {
    if (faces.length === 0) throw new RangeError('a die needs at least one face');
    return faces[Math.floor(this.next() * faces.length)] as number;
  }
  below(n: number): number {
    checkBound(n);
    return Math.floor(this.next() * n);
  }
  shuffle<T>(items: readonly T[]): T[] {
    return shuffleWith(items, (n) => this.below(n));
  }
  rng(): RngState {
    return this.rolled ? { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 } : this.start;
  }
}

/** Dice drawn from a generator state; see `rng()` for the state after the rolls. */
export function seededDice(start: RngState): StepDice {
  return new AleaDice(start);
}

const SCRIPT = Symbol('reglas.scriptedDice');

/** Dice that return forced values in order; see {@link scriptedDice}. */
export interface ScriptedDice extends Dice {
  /** How many forced values are left. */
  remaining(): number;
  /** The mark by which `stepDice` knows scripted dice (it then takes picks and shuffles from the state). */
  readonly [SCRIPT]: true;
}

function isScripted(dice: Dice): dice is ScriptedDice {
  return (dice as Partial<ScriptedDice>)[SCRIPT] === true;
}

const diceError = (path: string, message: string): ValidationError => new ValidationError('dice', [{ path, message }]);

/**
 * Dice whose rolls (`d6`, `d10`, `roll`) return `values` in order, for tests and rules
 * questions ("what happens here on a 9?"). Running out, or a value that is not a face of the die
 * asked for, throws `ValidationError`; so does `values` that is not an array of whole numbers.
 * Random picks and shuffles (`below`, `shuffle`) are not rolls: inside `step` they still come
 * from the state's generator; on their own they throw.
 */
export function scriptedDice(values: readonly number[]): ScriptedDice {
  if (!Array.isArray(values)) throw diceError('values', `scriptedDice takes an array of the faces to roll, such as [6, 1], got ${kindOf(values)}`);
  const bad = values.findIndex((v) => !Number.isInteger(v));
  if (bad >= 0)
    throw diceError(`values[${bad}]`, `scriptedDice value ${showValue(values[bad], 60)} at position ${bad} is not a face of any die (faces are whole numbers)`);
  const script = values.slice();
  let index = 0;
  const take = (die: string, ok: (v: number) => boolean): number => {
    if (index >= script.length) throw diceError('dice', `scriptedDice ran out after ${script.length} values (a ${die} was asked for)`);
    const value = script[index] as number;
    if (!ok(value)) throw diceError(`values[${index}]`, `scriptedDice value ${value} at position ${index} is not a face of ${die}`);
    index++;
    return value;
  };
  return {
    [SCRIPT]: true,
    d6: () => take('d6', (v) => v >= 1 && v <= 6),
    d10: () => take('d10 (0-9)', (v) => v >= 0 && v <= 9),
    roll: (faces) => take(`die [${faces.join(',')}]`, (v) => faces.includes(v)),
    below: () => {
      throw diceError('dice', 'scriptedDice forces rolls only; a random pick comes from the game state generator inside step');
    },
    shuffle: () => {
      throw diceError('dice', 'scriptedDice forces rolls only; a shuffle comes from the game state generator inside step');
    },
    remaining: () => script.length - index,
  };
}

/**
 * The dice a `step` uses: the state's generator, or the caller's override. Scripted dice
 * force the rolls while picks and shuffles still draw from the state's generator; any
 * other override supplies everything and leaves the generator untouched.
 */
export function stepDice(rng: RngState, override?: Dice): StepDice {
  if (override === undefined) return new AleaDice(rng);
  return isScripted(override) ? new ScriptedStepDice(override, new AleaDice(rng)) : new OverridingDice(override, rng);
}

/** Scripted rolls; picks and shuffles from the state's generator. */
class ScriptedStepDice implements StepDice {
  constructor(
    private readonly script: ScriptedDice,
    private readonly seeded: AleaDice,
  ) {}
  d6(): number {
    return this.script.d6();
  }
  d10(): number {
    return this.script.d10();
  }
  roll(faces: readonly number[]): number {
    return this.script.roll(faces);
  }
  below(n: number): number {
    return this.seeded.below(n);
  }
  shuffle<T>(items: readonly T[]): T[] {
    return this.seeded.shuffle(items);
  }
  rng(): RngState {
    return this.seeded.rng();
  }
}

/**
 * A caller's dice for everything; the state's generator is left as it was. Each result is checked
 * where it is rolled: a face the die does not have, a pick out of range or a shuffle that is not a
 * reordering of its items is refused with `ValidationError` before any rule reads it.
 */
class OverridingDice implements StepDice {
  constructor(
    private readonly dice: Dice,
    private readonly start: RngState,
  ) {}
  private checked(value: unknown, die: string, ok: (v: number) => boolean): number {
    if (typeof value === 'number' && Number.isInteger(value) && ok(value)) return value;
    throw diceError('opts.dice', `the dice given to step rolled ${showValue(value, 60)} on ${die}`);
  }
  d6(): number {
    return this.checked(this.dice.d6(), 'a d6 (faces 1-6)', (v) => v >= 1 && v <= 6);
  }
  d10(): number {
    return this.checked(this.dice.d10(), 'a d10 (faces 0-9)', (v) => v >= 0 && v <= 9);
  }
  roll(faces: readonly number[]): number {
    return this.checked(this.dice.roll(faces), `a die with faces [${faces.join(', ')}]`, (v) => faces.includes(v));
  }
  below(n: number): number {
    return this.checked(this.dice.below(n), `a pick below ${n} (0-${n - 1})`, (v) => v >= 0 && v < n);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out: unknown = this.dice.shuffle(items);
    if (!Array.isArray(out) || !sameItems(items, out)) {
      throw diceError('opts.dice', `the dice given to step shuffled ${items.length} items into ${showValue(out, 60)}, which is not a reordering of them`);
    }
    return out as T[];
  }
  rng(): RngState {
    return this.start;
  }
}

/** Whether `b` holds the items of `a`, each as many times, in any order. */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<unknown, number>();
  for (const item of a) counts.set(item, (counts.get(item) ?? 0) + 1);
  for (const item of b) {
    const n = counts.get(item);
    if (n === undefined || n === 0) return false;
    counts.set(item, n - 1);
  }
  return true;
}

/**
 * The same position with another future: the generator is seeded anew. A bot samples
 * different futures from one position this way instead of seeing the real one.
 */
export function reseed<
  S extends {
    /** The game state's generator, replaced by one seeded from `seed`. */
    readonly rng: RngState;
  },
>(state: S, seed: string): S {
  return { ...state, rng: createRng(seed) };
}
