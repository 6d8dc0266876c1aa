import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlOf, controller, hasSide, heldAreas, occupies, piecesOf, sidesIn } from '../../src/games/mar-y-acero/control.js';
import { canAdd, conflictPeoples, peoplesBar, peoplesBarMask, stackLimit, unitCount } from '../../src/games/mar-y-acero/stacking.js';
import { DESTINY_CARDS } from '../../src/games/mar-y-acero/data/cards.js';
import { PIECES, PIECE_KINDS, type PieceKind } from '../../src/games/mar-y-acero/data/units.js';
import { movePiece, takeHit } from '../../src/games/mar-y-acero/edits.js';
import { CARIB, kindFlags, TAINO } from '../../src/games/mar-y-acero/kinds.js';
import type { AreaState, MyaState, Piece, Side } from '../../src/games/mar-y-acero/state.js';
import { board } from './helpers.js';

// The census of an area (control.ts, stacking.ts) answers each question in one pass over its pieces. Every
// answer must be what a count written here, piece by piece from the rulebook's words, gives.

const pieceArb = fc.record({
  kind: fc.constantFrom(...(PIECE_KINDS as PieceKind[])),
  reduced: fc.boolean(),
  n: fc.nat(40),
});
const areaArb = fc.record({
  pieces: fc.array(pieceArb, { maxLength: 9 }),
  anacaona: fc.constantFrom<Side | null>(null, 'spanish', 'indigenous'),
  citadel: fc.boolean(),
});

function build(a: { pieces: { kind: PieceKind; reduced: boolean; n: number }[]; anacaona: Side | null; citadel: boolean }): AreaState {
  const pieces: Piece[] = a.pieces.map((p) => ({ id: `${p.kind}-${p.n}`, kind: p.kind, side: PIECES[p.kind].side, reduced: p.reduced }));
  return { pieces, parchment: false, palisade: false, citadel: a.citadel, anacaona: a.anacaona };
}

/** The rulebook's words, piece by piece. */
function expected(area: AreaState) {
  const count = (side: Side, unitsOnly: boolean) => area.pieces.filter((p) => p.side === side && (!unitsOnly || PIECES[p.kind].bag !== null)).length;
  const sp = count('spanish', false);
  const ind = count('indigenous', false);
  // 4.2 Control: a unit, leader or citadel and no enemy unit or leader; an empty area is Indigenous.
  const control = sp > 0 && ind > 0 ? null : sp > 0 || (area.citadel && ind === 0) ? 'spanish' : 'indigenous';
  // 4.3.2 I: Caonabó, Guacanagarí or Anacaona lift the conflict.
  const exempt = area.anacaona !== null || area.pieces.some((p) => p.kind === 'caonabo' || p.kind === 'guacanagari');
  const bags = new Set(area.pieces.map((p) => PIECES[p.kind].bag));
  const peoples = exempt ? 0 : (bags.has('taino') ? TAINO : 0) | (bags.has('carib') ? CARIB : 0);
  return { sp, spu: count('spanish', true), ind, indu: count('indigenous', true), control, peoples };
}

function read(area: AreaState) {
  return {
    sp: piecesOf(area, 0, 'spanish'),
    spu: unitCount(area, 'spanish'),
    ind: piecesOf(area, 0, 'indigenous'),
    indu: unitCount(area, 'indigenous'),
    control: controlOf(sidesIn(area), area.citadel),
    peoples: conflictPeoples(area),
  };
}

describe('4.2 and 4.3.2 I: control, stacking and conflict read from an area', () => {
  it('4.2, 4.3.2 I: pieces and units per side, control and the peoples under conflict, as a count piece by piece reads them', () => {
    fc.assert(
      fc.property(areaArb, (spec) => {
        const area = build(spec);
        const e = expected(area);
        expect(read(area)).toEqual(e);
        for (const side of ['spanish', 'indigenous'] as const) {
          expect(hasSide(area, side)).toBe((side === 'spanish' ? e.sp : e.ind) > 0);
          expect(occupies(area, side)).toBe(side === 'spanish' ? e.sp > 0 && e.ind === 0 : e.ind > 0 && e.sp === 0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('4.2: after moves, reductions and removals (movePiece, takeHit), every area of the board reads as a fresh count, and so do controller and heldAreas', () => {
    const stepArb = fc.record({ kind: fc.constantFrom('move', 'hit'), pick: fc.nat(1000), to: fc.integer({ min: 1, max: 15 }) });
    fc.assert(
      fc.property(fc.array(areaArb, { minLength: 15, maxLength: 15 }), fc.array(stepArb, { maxLength: 40 }), (specs, steps) => {
        // Ids made unique across the map (a move finds its piece by id).
        const pieces: Record<number, Piece[]> = {};
        for (const [i, spec] of specs.entries()) pieces[i + 1] = build(spec).pieces.map((p, j) => ({ ...p, id: `${p.id}-${i}-${j}` }));
        let s: MyaState = board({ pieces });
        const check = () => {
          for (let a = 1; a <= 15; a++) {
            const x = s.map[a - 1] as AreaState;
            const e = expected(x);
            expect(read(x)).toEqual(e);
            expect(controller(s, a)).toBe(e.control);
          }
          for (const side of ['spanish', 'indigenous'] as const) {
            const held = [];
            for (let a = 1; a <= 15; a++)
              if (
                expected(s.map[a - 1] as AreaState)[side === 'spanish' ? 'sp' : 'ind'] > 0 &&
                expected(s.map[a - 1] as AreaState)[side === 'spanish' ? 'ind' : 'sp'] === 0
              )
                held.push(a);
            expect(heldAreas(s, side)).toEqual(held);
          }
        };
        check();
        for (const step of steps) {
          const all = s.map.flatMap((x, i) => x.pieces.map((p) => ({ p, a: i + 1 })));
          if (all.length === 0) break;
          const { p, a } = all[step.pick % all.length]!;
          if (step.kind === 'move' && step.to !== a) s = movePiece(s, a, p.id, step.to);
          else s = takeHit(s, a, p.id).state;
          check();
        }
      }),
      { numRuns: 150 },
    );
  });

  it('4.3.2 I: peoplesBarMask bars over area masks exactly the areas peoplesBar bars one by one', () => {
    for (const kind of PIECE_KINDS) {
      const flags = kindFlags(kind);
      // Area 1 holds Caribs, 2 Taínos, 3 both, 4 neither.
      const barred = peoplesBarMask(flags, (1 << 1) | (1 << 3), (1 << 2) | (1 << 3));
      for (const [i, peoples] of [CARIB, TAINO, CARIB | TAINO, 0].entries()) expect((barred & (1 << (i + 1))) !== 0).toBe(peoplesBar(peoples, flags));
    }
  });

  it('4.3.2 I: Caonabó, Guacanagarí or Anacaona in the area lift the conflict there', () => {
    const tainos = (extra: Piece[], anacaona: Side | null = null): AreaState => ({
      pieces: [
        { id: 'naboria-1', kind: 'naboria', side: 'indigenous', reduced: false },
        { id: 'tama-1', kind: 'tama', side: 'indigenous', reduced: false },
        ...extra,
      ],
      parchment: false,
      palisade: false,
      citadel: false,
      anacaona,
    });
    expect(conflictPeoples(tainos([]))).toBe(TAINO | CARIB);
    expect(conflictPeoples(tainos([{ id: 'caonabo', kind: 'caonabo', side: 'indigenous', reduced: false }]))).toBe(0);
    expect(conflictPeoples(tainos([{ id: 'guacanagari', kind: 'guacanagari', side: 'spanish', reduced: true }]))).toBe(0);
    expect(conflictPeoples(tainos([], 'indigenous'))).toBe(0);
  });
});

describe('4.2 and 4.3.2 I: canAdd', () => {
  it('4.2, 4.3.2 I: canAdd is the stacking limit for units and, on a conflict turn, no Taíno beside Caribs (nor a Carib beside Taínos) without an exception', () => {
    const conflictCard = DESTINY_CARDS.find((c) => c.conflict)!.id;
    const calmCard = DESTINY_CARDS.find((c) => !c.conflict)!.id;
    fc.assert(
      fc.property(areaArb, pieceArb, fc.integer({ min: 1, max: 15 }), fc.boolean(), (spec, incoming, a, conflict) => {
        const area = build(spec);
        const s0 = board({ pieces: { [a]: area.pieces as Piece[] }, destiny: conflict ? conflictCard : calmCard });
        const s = { ...s0, map: s0.map.map((x, i) => (i === a - 1 ? { ...x, anacaona: spec.anacaona } : x)) };
        const p: Piece = { id: `${incoming.kind}-in`, kind: incoming.kind, side: PIECES[incoming.kind].side, reduced: incoming.reduced };
        const e = expected(s.map[a - 1] as AreaState);
        const bag = PIECES[p.kind].bag;
        const barred = conflict && ((bag === 'taino' && (e.peoples & CARIB) !== 0) || (bag === 'carib' && (e.peoples & TAINO) !== 0));
        const room = bag === null || (p.side === 'spanish' ? e.spu : e.indu) < stackLimit(s, p.side);
        expect(canAdd(s, a, p)).toBe(!barred && room);
      }),
      { numRuns: 400 },
    );
  });
});
