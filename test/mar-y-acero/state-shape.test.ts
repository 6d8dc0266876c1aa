import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from '../../src/core/schema.js';
import type { Effect } from '../../src/games/mar-y-acero/data/cards.js';
import { marYAcero } from '../../src/games/mar-y-acero/index.js';
import { patchState } from '../../src/games/mar-y-acero/phase-state.js';
import { STATE_FIELDS, type MyaState, type Task } from '../../src/games/mar-y-acero/state.js';
import { myaStateObject, type taskSchema } from '../../src/games/mar-y-acero/state-schema.js';
import { withRng, withTasksFixed, withTasksMap } from '../../src/games/mar-y-acero/tasks.js';

type Mutable<T> = T extends readonly (infer U)[] ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;
type Parsed = z.infer<typeof myaStateObject>;
const KINDS = [
  'phase',
  'chooseEvent',
  'deploy',
  'scribeOffer',
  'prr',
  'impulse',
  'build',
  'activation',
  'fightOrder',
  'combat',
  'incursion',
  'gold',
  'settle',
  'lose',
  'removeTainos',
  'convert',
  'evacuate',
  'choose',
] as const;
/** Exact type equality (not mere assignability). */
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;

describe('the state written once: one field list for the schema, the fixed-shape copy and patchState', () => {
  const two = marYAcero.setup({ seed: 'shape' });
  const solo = marYAcero.setup({ seed: 'shape', mode: 'solitaire', level: 2 });
  it('STATE_FIELDS is the schema shape, in order, and every field of MyaState (type-level)', () => {
    // `viewer` is the mark of a view (contract: view), never a field of a state in play.
    expectTypeOf<(typeof STATE_FIELDS)[number]>().toEqualTypeOf<Exclude<keyof MyaState, 'viewer'>>();
    expect(Object.keys(myaStateObject.shape).filter((k) => k !== 'viewer')).toEqual([...STATE_FIELDS]);
  });
  it('setup builds the state, and every fixed-shape copy keeps it, in the order of STATE_FIELDS', () => {
    for (const s of [two, solo]) {
      expect(Object.keys(s)).toEqual([...STATE_FIELDS]);
      expect(Object.keys(withTasksMap(s, [], s.map))).toEqual([...STATE_FIELDS]);
      expect(Object.keys(withTasksFixed(s, []))).toEqual([...STATE_FIELDS]);
      expect(Object.keys(withRng(s, s.rng))).toEqual([...STATE_FIELDS]);
      expect(withTasksMap(s, s.tasks, s.map)).toEqual(s);
    }
  });
  it('patchState writes each field of STATE_FIELDS by name, and only it', () => {
    for (const k of STATE_FIELDS) {
      const marker = { marker: k };
      const out = patchState(two, { [k]: marker } as Partial<MyaState>);
      expect((out as unknown as Record<string, unknown>)[k]).toBe(marker);
      expect(Object.keys(out)).toEqual([...STATE_FIELDS]);
      for (const other of STATE_FIELDS) if (other !== k) expect(out[other]).toBe(two[other]);
    }
  });
  it('the TypeScript types and the zod schema describe the same fields, field by field (type-level)', () => {
    expectTypeOf<keyof Parsed>().toEqualTypeOf<keyof MyaState>();
    type Agree = { [K in Exclude<keyof MyaState, 'tasks'>]: Equal<Mutable<Parsed[K]>, Mutable<MyaState[K]>> };
    expectTypeOf<Agree>().toEqualTypeOf<{ [K in Exclude<keyof MyaState, 'tasks'>]: true }>();
  });
  it('the TypeScript task types and the task schema describe the same tasks, kind by kind (type-level)', () => {
    type P = z.infer<typeof taskSchema>;
    type Kind<K extends Task['t'], T> = Mutable<Extract<T, { t: K }>>;
    // One line a kind: an exact comparison inside a mapped type is deferred, and always false.
    expectTypeOf<Kind<'phase', P>>().toEqualTypeOf<Kind<'phase', Task>>();
    expectTypeOf<Kind<'chooseEvent', P>>().toEqualTypeOf<Kind<'chooseEvent', Task>>();
    expectTypeOf<Kind<'deploy', P>>().toEqualTypeOf<Kind<'deploy', Task>>();
    expectTypeOf<Kind<'scribeOffer', P>>().toEqualTypeOf<Kind<'scribeOffer', Task>>();
    expectTypeOf<Kind<'prr', P>>().toEqualTypeOf<Kind<'prr', Task>>();
    expectTypeOf<Kind<'impulse', P>>().toEqualTypeOf<Kind<'impulse', Task>>();
    expectTypeOf<Kind<'build', P>>().toEqualTypeOf<Kind<'build', Task>>();
    expectTypeOf<Kind<'activation', P>>().toEqualTypeOf<Kind<'activation', Task>>();
    expectTypeOf<Kind<'fightOrder', P>>().toEqualTypeOf<Kind<'fightOrder', Task>>();
    expectTypeOf<Kind<'combat', P>>().toEqualTypeOf<Kind<'combat', Task>>();
    expectTypeOf<Kind<'incursion', P>>().toEqualTypeOf<Kind<'incursion', Task>>();
    expectTypeOf<Kind<'gold', P>>().toEqualTypeOf<Kind<'gold', Task>>();
    expectTypeOf<Kind<'settle', P>>().toEqualTypeOf<Kind<'settle', Task>>();
    expectTypeOf<Kind<'lose', P>>().toEqualTypeOf<Kind<'lose', Task>>();
    expectTypeOf<Kind<'removeTainos', P>>().toEqualTypeOf<Kind<'removeTainos', Task>>();
    expectTypeOf<Kind<'convert', P>>().toEqualTypeOf<Kind<'convert', Task>>();
    expectTypeOf<Kind<'evacuate', P>>().toEqualTypeOf<Kind<'evacuate', Task>>();
    expectTypeOf<Kind<'choose', P>>().toEqualTypeOf<Kind<'choose', Task>>();
    expectTypeOf<Exclude<Task['t'], (typeof KINDS)[number]>>().toEqualTypeOf<'effects'>();
    // The effects of a card are checked as card data (data/cards.ts); in a state the schema only asks each for its kind.
    expectTypeOf<Equal<Omit<Kind<'effects', P>, 'effects'>, Omit<Kind<'effects', Task>, 'effects'>>>().toEqualTypeOf<true>();
    expectTypeOf<Mutable<Effect>>().toMatchTypeOf<Kind<'effects', P>['effects'][number]>();
  });
});
