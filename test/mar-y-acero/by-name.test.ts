import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marYAcero } from '../../src/games/mar-y-acero/index.js';
import { bagCount, bagsWith } from '../../src/games/mar-y-acero/bags.js';
import { UNIT_KINDS, type UnitKind } from '../../src/games/mar-y-acero/data/units.js';
import { patchState } from '../../src/games/mar-y-acero/phase-state.js';
import { patchSolitaire } from '../../src/games/mar-y-acero/nitayno/state.js';
import type { MyaState } from '../../src/games/mar-y-acero/state.js';

// The bags and the state patches are read and written field by field by name (a keyed read or write
// with changing keys is slow on V8). These properties check them against the plain keyed forms.

const bagsArb = fc.record(Object.fromEntries(UNIT_KINDS.map((k) => [k, fc.nat(20)])) as Record<UnitKind, fc.Arbitrary<number>>);
const kindArb = fc.constantFrom(...(UNIT_KINDS as UnitKind[]));

describe('bag counts by name (4.2 bags)', () => {
  it('bagCount reads the kind, bagsWith changes only that kind, in the fixed field order', () => {
    fc.assert(
      fc.property(bagsArb, kindArb, fc.nat(20), (bags, k, n) => {
        expect(bagCount(bags, k)).toBe(bags[k]);
        const next = bagsWith(bags, k, n);
        expect(next).toEqual({ ...bags, [k]: n });
        expect(Object.keys(next)).toEqual([...UNIT_KINDS]);
      }),
    );
  });
});

describe('state patches by name', () => {
  const two = marYAcero.setup({ seed: 'patch' });
  const solo = marYAcero.setup({ seed: 'patch', mode: 'solitaire', level: 1 });
  const patchArb = fc.record(
    {
      vp: fc.integer({ min: 0, max: 20 }),
      turn: fc.integer({ min: 1, max: 6 }),
      revealed: fc.boolean(),
      destiny: fc.option(fc.nat(30)),
      tasks: fc.constant([]),
    },
    { requiredKeys: [] },
  );
  it('patchState equals a spread of the defined fields and keeps the state field order', () => {
    fc.assert(
      fc.property(patchArb, fc.boolean(), (patch, withUndefined) => {
        // An undefined field keeps its value (the patch type allows it only through a cast under exactOptionalPropertyTypes).
        const p = (withUndefined ? { ...patch, royalSupport: undefined } : patch) as Partial<MyaState>;
        const out = patchState(two, p);
        const defined = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));
        expect(out).toEqual({ ...two, ...defined });
        expect(Object.keys(out)).toEqual(Object.keys(two));
      }),
    );
  });
  it('patchSolitaire equals a spread of the defined fields, and an unknown field is refused', () => {
    const sol = solo.solitaire as NonNullable<MyaState['solitaire']>;
    fc.assert(
      fc.property(
        fc.record(
          { card: fc.option(fc.integer({ min: 41, max: 52 })), target: fc.option(fc.integer({ min: 1, max: 15 })), plan: fc.constant(null) },
          { requiredKeys: [] },
        ),
        (patch) => {
          const out = patchSolitaire(sol, patch);
          expect(out).toEqual({ ...sol, ...patch });
          expect(Object.keys(out)).toEqual(Object.keys(sol));
        },
      ),
    );
    expect(() => patchState(two, { nope: 1 } as unknown as Partial<MyaState>)).toThrow(/nope is not a field/);
  });
});
