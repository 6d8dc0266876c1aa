import { describe, expect, it } from 'vitest';
import {
  activationAction,
  bestTargets,
  countDown,
  eventPutBack,
  garrisonSize,
  hasSuperiority,
  laterRow,
  pickCombatHit,
  pickIncursionVictim,
  pickOfTwo,
  priorityAction,
  reinforcementColour,
  targetPriority,
  turn2Row,
  wantsSecondIncursion,
  withdrawalAreas,
  withdrawalForbidden,
  withdrawalOrder,
  type TargetCandidate,
} from '../../src/games/mar-y-acero/nitayno/rules.js';

const cand = (area: number, o: Partial<TargetCandidate>): TargetCandidate => ({
  area,
  spanish: false,
  empty: false,
  reachable: true,
  adjacent: false,
  superiority: false,
  ...o,
});

describe('5.1 Sistema de Extracción de Marcadores (solitaire count-down)', () => {
  it('5.1: a valid drawn area is used as drawn', () => {
    expect(countDown(9, () => true)).toBe(9);
  });
  it('5.1: an invalid 9 counts down to the next valid area', () => {
    expect(countDown(9, (a) => a === 6 || a === 12)).toBe(6);
  });
  it('5.1: after 1 comes 15', () => {
    expect(countDown(2, (a) => a === 14)).toBe(14);
  });
  it('5.1: no valid area at all gives null', () => {
    expect(countDown(5, () => false)).toBeNull();
  });
});

describe('5.1 Guarnición', () => {
  it('5.1: two units in 2-VP areas, one in jungle areas, none elsewhere', () => {
    expect([1, 2, 7, 8, 9].map(garrisonSize)).toEqual([2, 2, 2, 2, 2]);
    expect([3, 4, 5].map(garrisonSize)).toEqual([1, 1, 1]);
    expect([6, 10, 11, 12, 13, 14, 15].map(garrisonSize)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('5.3.5 Área de Activación', () => {
  it('5.3.5: a 2-VP area moves with 3 or more units, raids with fewer', () => {
    expect(activationAction(8, 3).kind).toBe('move');
    expect(activationAction(8, 2).kind).toBe('incursion');
  });
  it('5.3.5: a jungle area moves with 2 or more units, raids with fewer', () => {
    expect(activationAction(4, 2).kind).toBe('move');
    expect(activationAction(4, 1).kind).toBe('incursion');
  });
  it('5.3.5: area 7 (2-VP and jungle) follows the 2-VP line', () => {
    expect(activationAction(7, 2).kind).toBe('incursion');
  });
  it('5.3.5: any other area moves, even with one unit', () => {
    expect(activationAction(6, 1).kind).toBe('move');
  });
});

describe('5.3.5 Superioridad de combate (reconstructed: best three factors)', () => {
  it('5.3.5: more total factor in the best three is superiority', () => {
    expect(hasSuperiority([3, 3, 3], [4, 4])).toBe(true);
    expect(hasSuperiority([3, 3], [4, 2])).toBe(false);
    expect(hasSuperiority([2, 2, 2, 1], [5, 1])).toBe(false);
  });
  it('5.3.5: only three pieces a side count (4.4.1 B)', () => {
    expect(hasSuperiority([2, 2, 2, 2], [4, 3])).toBe(false);
  });
});

describe('5.3.5 Área Objetivo: the six priorities', () => {
  it('5.3.5 (1): an empty 2-VP area comes first', () => {
    expect(targetPriority(cand(2, { empty: true }))).toBe(1);
  });
  it('5.3.5 (2): a 2-VP area with Spanish and superiority', () => {
    expect(targetPriority(cand(8, { spanish: true, superiority: true }))).toBe(2);
  });
  it('5.3.5 (3): an empty 1-VP area', () => {
    expect(targetPriority(cand(12, { empty: true }))).toBe(3);
  });
  it('5.3.5 (4): a 1-VP area with Spanish and superiority', () => {
    expect(targetPriority(cand(12, { spanish: true, superiority: true }))).toBe(4);
  });
  it('5.3.5 (5)(6): Spanish areas without superiority are raided, when adjacent', () => {
    expect(targetPriority(cand(7, { spanish: true, adjacent: true }))).toBe(5);
    expect(targetPriority(cand(6, { spanish: true, adjacent: true }))).toBe(6);
    expect(targetPriority(cand(6, { spanish: true, adjacent: false }))).toBeNull();
  });
  it('5.3.5: an area holding only Indigenous pieces is no target', () => {
    expect(targetPriority(cand(5, {}))).toBeNull();
  });
  it('5.3.5: the best priority wins and ties are kept for the area draw', () => {
    const r = bestTargets([cand(12, { empty: true }), cand(8, { spanish: true, superiority: true }), cand(1, { spanish: true, superiority: true })]);
    expect(r).toEqual({ priority: 2, areas: [8, 1] });
  });
  it('5.3.5: what each priority does', () => {
    expect(priorityAction(1)).toEqual({ kind: 'move', units: 'max', combat: false });
    expect(priorityAction(3)).toEqual({ kind: 'move', units: 'one', combat: false });
    expect(priorityAction(4)).toEqual({ kind: 'move', units: 'max', combat: true });
    expect(priorityAction(6).kind).toBe('incursion');
  });
  it('5.3.5 example: area 7 drawn holds Spanish only, area 6 is activated, its Taíno raids area 7', () => {
    // Area 7 holds Spanish units and no Indigenous: the count-down goes on to 6.
    const indigenousIn = new Set([4, 5, 6]);
    const activated = countDown(7, (a) => indigenousIn.has(a));
    expect(activated).toBe(6);
    expect(activationAction(6, 1).kind).toBe('move');
    // Reachable: 5 and 7 (basic), 4 (extended through 5). 4 and 5 hold Indigenous units.
    const best = bestTargets([cand(5, { adjacent: true }), cand(4, {}), cand(7, { spanish: true, adjacent: true, superiority: hasSuperiority([2], [4, 4]) })]);
    expect(best).toEqual({ priority: 5, areas: [7] });
    expect(priorityAction(5).kind).toBe('incursion');
  });
});

describe('5.3.5 Incursiones del Nitayno', () => {
  it('5.3.5: after a success against a 2-VP area, always a second incursion', () => {
    expect(wantsSecondIncursion(9, 0)).toBe(true);
  });
  it('5.3.5: against a 1-VP area, a second one only while Soldiers remain', () => {
    expect(wantsSecondIncursion(12, 1)).toBe(true);
    expect(wantsSecondIncursion(12, 0)).toBe(false);
  });
});

describe('5.3.5 Repliegues', () => {
  it('5.3.5 Excepción: no withdrawal in the last two impulses of turn 6', () => {
    expect(withdrawalForbidden(6, 6, 1, 12, false)).not.toBeNull();
    expect(withdrawalForbidden(6, 6, 0, 12, false)).not.toBeNull();
    expect(withdrawalForbidden(6, 6, 2, 12, false)).toBeNull();
    expect(withdrawalForbidden(5, 6, 0, 12, false)).toBeNull();
  });
  it('5.3.5 Excepción: no withdrawal when defending areas 1, 2, 7, 8, 9', () => {
    expect(withdrawalForbidden(3, 6, 3, 8, true)).not.toBeNull();
    expect(withdrawalForbidden(3, 6, 3, 8, false)).toBeNull();
    expect(withdrawalForbidden(3, 6, 3, 6, true)).toBeNull();
  });
  it('5.3.5: withdraw to the area with the most Indigenous units; ties kept for the draw', () => {
    expect(
      withdrawalAreas([
        { area: 3, indigenousUnits: 1 },
        { area: 5, indigenousUnits: 2 },
      ]),
    ).toEqual([5]);
    expect(
      withdrawalAreas([
        { area: 3, indigenousUnits: 2 },
        { area: 5, indigenousUnits: 2 },
      ]),
    ).toEqual([3, 5]);
  });
  it('5.3.5: leaders withdraw first (reverse of the hit order)', () => {
    const order = withdrawalOrder([
      { id: 'n', kind: 'naboria', reduced: false },
      { id: 'L', kind: 'caonabo', reduced: false },
      { id: 'c', kind: 'calinago', reduced: false },
    ]);
    expect(order).toEqual(['L', 'c', 'n']);
  });
});

describe('5.3.5 Asignación de impactos', () => {
  it('5.3.5: a reduced unit takes the hit first, whatever its type', () => {
    const h = pickCombatHit([
      { id: 'n', kind: 'naboria', reduced: false },
      { id: 'c', kind: 'calinago', reduced: true },
    ]);
    expect(h?.id).toBe('c');
  });
  it('5.3.5: otherwise the worst type first, leaders last', () => {
    const h = pickCombatHit([
      { id: 'L', kind: 'caonabo', reduced: true },
      { id: 'c', kind: 'calinago', reduced: false },
      { id: 't', kind: 'tama', reduced: false },
    ]);
    expect(h?.id).toBe('t');
  });
  it('5.3.5: incursion effects hit a leader only when nothing else is there', () => {
    expect(
      pickIncursionVictim(
        [
          { id: 'L', kind: 'caonabo', reduced: false },
          { id: 'n', kind: 'naboria', reduced: true },
        ],
        'indigenous',
      )?.id,
    ).toBe('n');
    expect(pickIncursionVictim([{ id: 'L', kind: 'caonabo', reduced: false }], 'indigenous')?.id).toBe('L');
  });
  it('5.3.5: of one type, the full-strength unit is removed', () => {
    expect(
      pickIncursionVictim(
        [
          { id: 'a', kind: 'espatario', reduced: true },
          { id: 'b', kind: 'espatario', reduced: false },
        ],
        'spanish',
      )?.id,
    ).toBe('b');
  });
});

describe('5.3.3 Fase de Evento (Nitayno priorities)', () => {
  it('5.3.3 (1): "Las perlas de Colón" goes back with 7 Indigenous units or fewer', () => {
    expect(eventPutBack(3, 7, 10)).not.toBeNull();
    expect(eventPutBack(3, 8, 10)).toBeNull();
  });
  it('5.3.3 (2): "Tormentas en el mar" goes back with 6 Spanish Soldiers or fewer', () => {
    expect(eventPutBack(8, 20, 6)).not.toBeNull();
    expect(eventPutBack(8, 20, 7)).toBeNull();
  });
  it('5.3.3 (3): any other card is played', () => {
    expect(eventPutBack(5, 1, 0)).toBeNull();
  });
  it('5.4 (4): the lower VRR of two, unless it has no effect', () => {
    expect(pickOfTwo({ card: 1, vrr: 7, effective: true }, { card: 3, vrr: 1, effective: true })).toEqual({ card: 3, other: 1 });
    expect(pickOfTwo({ card: 1, vrr: 7, effective: true }, { card: 8, vrr: 3, effective: false })).toEqual({ card: 1, other: 8 });
  });
});

describe('5.3.4 Reinforcement colour', () => {
  it('5.3.4 (a): the colour present in the area', () => {
    expect(reinforcementColour(6, ['taino'])).toBe('taino');
  });
  it('5.3.4 (b): several colours: the higher combat factor, Caribs before Taínos', () => {
    expect(reinforcementColour(6, ['taino', 'carib'])).toBe('carib');
  });
  it('5.3.4 (c): an empty area uses its printed colour, Carib when both are printed', () => {
    expect(reinforcementColour(13, [])).toBe('taino');
    expect(reinforcementColour(10, [])).toBe('carib');
    expect(reinforcementColour(4, [])).toBe('carib');
  });
});

describe('5.3.2 Nitayno card rows', () => {
  it('5.3.2: turn-2 rows read the VP marker 1, 2, 3', () => {
    expect([0, 1, 2, 3, 5].map(turn2Row)).toEqual(['vp1', 'vp1', 'vp2', 'vp3', 'vp3']);
  });
  it('5.3.2: later rows: 6 or less, 7-11, 12 or more', () => {
    expect([0, 6, 7, 11, 12, 20].map(laterRow)).toEqual(['low', 'low', 'mid', 'mid', 'high', 'high']);
  });
});

describe('properties', () => {
  it('5.1: the count-down returns the first valid area at or below the drawn one (wrapping), or null', async () => {
    const fc = await import('fast-check');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.uniqueArray(fc.integer({ min: 1, max: 15 })), (drawn, validList) => {
        const valid = (a: number): boolean => validList.includes(a);
        const got = countDown(drawn, valid);
        if (validList.length === 0) return got === null;
        if (got === null || !valid(got)) return false;
        // No valid area lies strictly between the drawn area and the result, counting down.
        for (let a = drawn, i = 0; a !== got && i < 15; a = a === 1 ? 15 : a - 1, i++) if (valid(a)) return false;
        return true;
      }),
    );
  });
  it('4.4.1 B / 5.3.5: the three best factors are summed', async () => {
    const fc = await import('fast-check');
    const { bestThreeSum } = await import('../../src/games/mar-y-acero/nitayno/rules.js');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 8 }), (fs) => {
        const sorted = fs.slice().sort((a, b) => b - a);
        return bestThreeSum(fs) === (sorted[0] ?? 0) + (sorted[1] ?? 0) + (sorted[2] ?? 0);
      }),
    );
  });
  it('5.3.5: the best priority is never worse than any candidate', async () => {
    const fc = await import('fast-check');
    const cand = fc.record({
      area: fc.integer({ min: 1, max: 15 }),
      spanish: fc.boolean(),
      empty: fc.boolean(),
      reachable: fc.boolean(),
      adjacent: fc.boolean(),
      superiority: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(cand, { maxLength: 14 }), (cs) => {
        const best = bestTargets(cs);
        const ps = cs.map(targetPriority).filter((p): p is NonNullable<typeof p> => p !== null);
        if (ps.length === 0) return best === null;
        return best !== null && best.priority === Math.min(...ps) && best.areas.length === ps.filter((p) => p === best.priority).length;
      }),
    );
  });
});

describe('Kind look-ups (kinds.ts)', () => {
  it('kindIndex, pieceData and kindFlags read the same data as PIECES', async () => {
    const { PIECES, PIECE_KINDS } = await import('../../src/games/mar-y-acero/data/units.js');
    const K = await import('../../src/games/mar-y-acero/kinds.js');
    // The activation list marks the counters it listed with one bit per kind and strength in a 32-bit int.
    expect(PIECE_KINDS.length * 2).toBeLessThanOrEqual(32);
    PIECE_KINDS.forEach((k, i) => {
      expect(K.kindIndex(k)).toBe(i);
      expect(K.pieceData(k)).toBe(PIECES[k]);
      expect(K.isLeader(k)).toBe(PIECES[k].bag === null);
      const f = K.kindFlags(k);
      expect(K.flagsAt(i)).toBe(f);
      expect([(f & K.UNIT) !== 0, (f & K.REBEL) !== 0, (f & K.TAINO) !== 0, (f & K.CARIB) !== 0]).toEqual([
        PIECES[k].bag !== null,
        PIECES[k].bag === 'rebel',
        PIECES[k].bag === 'taino',
        PIECES[k].bag === 'carib',
      ]);
      // 4.3.2 I: Caonabó and Guacanagarí lift the conflict.
      expect((f & K.EXEMPT) !== 0).toBe(k === 'caonabo' || k === 'guacanagari');
      expect((f & K.COLON) !== 0).toBe(k === 'colon');
      // 4.4.1 B jungle modifiers read these two bags.
      expect([(f & K.SOLDIER) !== 0, (f & K.SETTLER) !== 0]).toEqual([PIECES[k].bag === 'soldier', PIECES[k].bag === 'settler']);
    });
  });
});
