import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { census, censusAt, conflictExempt, conflictPeoplesOf, PEOPLES, piecesOf, unitsOf } from '../../src/games/mar-y-acero/board.js';
import { COLON } from '../../src/games/mar-y-acero/kinds.js';
import { PIECES, PIECE_KINDS, type PieceKind } from '../../src/games/mar-y-acero/data/units.js';
import type { AreaState, Piece, Side } from '../../src/games/mar-y-acero/state.js';

// The area census (board.ts) is kept per area number for the last area object read there. It must
// read every area object as a fresh count of its pieces would, whichever objects came before.

const pieceArb = fc.record({
  kind: fc.constantFrom(...(PIECE_KINDS as PieceKind[])),
  reduced: fc.boolean(),
  n: fc.nat(40),
});
const areaArb = fc.record({
  pieces: fc.array(pieceArb, { maxLength: 9 }),
  anacaona: fc.constantFrom<Side | null>(null, 'spanish', 'indigenous'),
});

function build(a: { pieces: { kind: PieceKind; reduced: boolean; n: number }[]; anacaona: Side | null }): AreaState {
  const pieces: Piece[] = a.pieces.map((p) => ({ id: `${p.kind}-${p.n}`, kind: p.kind, side: PIECES[p.kind].side, reduced: p.reduced }));
  return { pieces, parchment: false, palisade: false, citadel: false, anacaona: a.anacaona };
}

function expected(area: AreaState) {
  const count = (side: Side, unitsOnly: boolean) => area.pieces.filter((p) => p.side === side && (!unitsOnly || PIECES[p.kind].bag !== null)).length;
  const bags = new Set(area.pieces.map((p) => PIECES[p.kind].bag));
  const peoples = conflictExempt(area) ? 0 : (bags.has('taino') ? 4 : 0) | (bags.has('carib') ? 8 : 0);
  const colon = area.pieces.some((p) => p.kind === 'colon');
  return { sp: count('spanish', false), spu: count('spanish', true), ind: count('indigenous', false), indu: count('indigenous', true), peoples, colon };
}

describe('4.2 and 4.3.2 I: the area census', () => {
  it('4.2: pieces and units per side, the peoples under conflict (4.3.2 I) and Colón, as a fresh count reads them, whatever was read before', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 15 }), areaArb), { minLength: 1, maxLength: 30 }), (reads) => {
        const seen: AreaState[] = [];
        for (const [a, spec] of reads) {
          // Read a fresh area, then one read before (the census holds one object per area number).
          const area = build(spec);
          seen.push(area);
          for (const x of [area, seen[Math.floor(seen.length / 2)] as AreaState]) {
            const e = expected(x);
            const colon = ((census[censusAt(x, a) + PEOPLES] as number) & COLON) !== 0;
            expect([piecesOf(x, a, 'spanish'), unitsOf(x, a, 'spanish'), piecesOf(x, a, 'indigenous'), unitsOf(x, a, 'indigenous'), conflictPeoplesOf(x, a), colon])
              .toEqual([e.sp, e.spu, e.ind, e.indu, e.peoples, e.colon]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('4.2: the census carried through moves, reductions and removals (movePiece, takeHit) is the fresh count of every area', async () => {
    const { board } = await import('./helpers.js');
    const { movePiece, takeHit } = await import('../../src/games/mar-y-acero/board.js');
    const stepArb = fc.record({ kind: fc.constantFrom('move', 'hit'), pick: fc.nat(1000), to: fc.integer({ min: 1, max: 15 }) });
    fc.assert(
      fc.property(fc.array(areaArb, { minLength: 15, maxLength: 15 }), fc.array(stepArb, { maxLength: 40 }), (specs, steps) => {
        // Ids made unique across the map (a move finds its piece by id).
        const pieces: Record<number, Piece[]> = {};
        specs.forEach((spec, i) => (pieces[i + 1] = build(spec).pieces.map((p, j) => ({ ...p, id: `${p.id}-${i}-${j}` }))));
        let s = board({ pieces });
        const check = () => {
          for (let a = 1; a <= 15; a++) {
            const x = s.map[a - 1] as AreaState;
            const e = expected(x);
            const colon = ((census[censusAt(x, a) + PEOPLES] as number) & COLON) !== 0;
            expect([piecesOf(x, a, 'spanish'), unitsOf(x, a, 'spanish'), piecesOf(x, a, 'indigenous'), unitsOf(x, a, 'indigenous'), conflictPeoplesOf(x, a), colon])
              .toEqual([e.sp, e.spu, e.ind, e.indu, e.peoples, e.colon]);
          }
        };
        check();
        for (const step of steps) {
          const all = s.map.flatMap((x, i) => x.pieces.map((p) => ({ p, a: i + 1 })));
          if (all.length === 0) break;
          const { p, a } = all[step.pick % all.length]!;
          if (step.kind === 'move' && step.to !== a) s = movePiece(s, a, p.id, step.to);
          else s = takeHit(s, a, p.id).state;
          // Every area read after each step: the census carried from the last objects, never a recount of stale ones.
          check();
        }
      }),
      { numRuns: 150 },
    );
  });

  it('4.3.2 I: peoplesBarMask bars over area masks exactly the areas peoplesBar bars one by one', async () => {
    const { peoplesBar, peoplesBarMask } = await import('../../src/games/mar-y-acero/board.js');
    const { kindFlags, CARIB, TAINO } = await import('../../src/games/mar-y-acero/kinds.js');
    for (const kind of PIECE_KINDS) {
      const flags = kindFlags(kind);
      // Area 1 holds Caribs, 2 Taínos, 3 both, 4 neither.
      const barred = peoplesBarMask(flags, (1 << 1) | (1 << 3), (1 << 2) | (1 << 3));
      [CARIB, TAINO, CARIB | TAINO, 0].forEach((peoples, i) => expect((barred & (1 << (i + 1))) !== 0).toBe(peoplesBar(peoples, flags)));
    }
  });

  it('4.3.2 I: Caonabó, Guacanagarí or Anacaona in the area lift the conflict there', () => {
    const tainos = (extra: Piece[], anacaona: Side | null = null): AreaState => ({
      pieces: [{ id: 'naboria-1', kind: 'naboria', side: 'indigenous', reduced: false }, { id: 'tama-1', kind: 'tama', side: 'indigenous', reduced: false }, ...extra],
      parchment: false, palisade: false, citadel: false, anacaona,
    });
    expect(conflictPeoplesOf(tainos([]), 4)).toBe(4 | 8);
    expect(conflictPeoplesOf(tainos([{ id: 'caonabo', kind: 'caonabo', side: 'indigenous', reduced: false }]), 4)).toBe(0);
    expect(conflictPeoplesOf(tainos([{ id: 'guacanagari', kind: 'guacanagari', side: 'spanish', reduced: true }]), 4)).toBe(0);
    expect(conflictPeoplesOf(tainos([], 'indigenous'), 4)).toBe(0);
  });
});

describe('4.2 and 4.3.2 I: canAdd read from the census', () => {
  it('4.2, 4.3.2 I: canAdd is the stacking limit for units and, on a conflict turn, no Taíno beside Caribs (nor a Carib beside Taínos) without an exception', async () => {
    const { board } = await import('./helpers.js');
    const { canAdd, conflictBlocks, stackLimit, unitCount } = await import('../../src/games/mar-y-acero/board.js');
    const { DESTINY_CARDS } = await import('../../src/games/mar-y-acero/data/cards.js');
    const conflictCard = DESTINY_CARDS.find((c) => c.conflict)!.id;
    const calmCard = DESTINY_CARDS.find((c) => !c.conflict)!.id;
    fc.assert(
      fc.property(areaArb, pieceArb, fc.integer({ min: 1, max: 15 }), fc.boolean(), (spec, incoming, a, conflict) => {
        const area = build(spec);
        const s = board({ pieces: { [a]: area.pieces as Piece[] }, destiny: conflict ? conflictCard : calmCard });
        const withMarker = { ...s, map: s.map.map((x, i) => (i === a - 1 ? { ...x, anacaona: spec.anacaona } : x)) };
        const p: Piece = { id: `${incoming.kind}-in`, kind: incoming.kind, side: PIECES[incoming.kind].side, reduced: incoming.reduced };
        const here = withMarker.map[a - 1] as AreaState;
        const expectedRoom = PIECES[p.kind].bag === null || unitCount(here, p.side) < stackLimit(withMarker, p.side);
        expect(canAdd(withMarker, a, p)).toBe(!conflictBlocks(withMarker, here, p.kind) && expectedRoom);
      }),
      { numRuns: 400 },
    );
  });
});
