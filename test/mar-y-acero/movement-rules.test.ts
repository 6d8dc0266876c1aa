import { describe, expect, it } from 'vitest';
import { marYAcero } from 'reglas/mar-y-acero';
import { newActivation } from '../../src/games/mar-y-acero/movement.js';
import { board, kinds, piece, play, refusal } from './helpers.js';

describe('4.4.1 A and 4.3.2 IV: no over-stack at the end of the impulse', () => {
  const overstacked = () =>
    board({
      destiny: 22,
      pieces: {
        3: [piece('jinete', false, 'j1'), piece('espatario', false, 'e1'), piece('arcabucero', false, 'a1'), piece('peon', false, 'p1')],
        12: [piece('tama')],
      },
      tasks: [newActivation('spanish', 3)],
    });
  it('4.4.1 A: an activated area still over-stacked offers no end of movement while a unit may leave it', () => {
    const legal = marYAcero.legalActions(overstacked());
    expect(legal).not.toContainEqual({ type: 'end-move' });
    expect(legal).toContainEqual({ type: 'move', piece: 'p1', to: 4 });
  });
  it('4.4.1 A: once a unit left, the area is within the limit and movement may end', () => {
    const after = play(overstacked(), [{ type: 'move', piece: 'p1', to: 4 }]).state;
    expect(kinds(after, 3)).toEqual(['arcabucero', 'espatario', 'jinete']);
    expect(marYAcero.legalActions(after)).toContainEqual({ type: 'end-move' });
  });
  it('4.3.2 IV clarification: when no unit can leave, the over-stack stays and movement may end', () => {
    // Four Indigenous units hemmed in: both neighbours hold three Indigenous units beside an enemy (a unit may
    // over-stack only where it may go on, never beside enemies), and no Rebel to sail with.
    const s = board({
      destiny: 22,
      pieces: {
        7: [piece('tama'), piece('tama'), piece('naboria'), piece('cacique')],
        6: [piece('tama'), piece('tama'), piece('tama'), piece('jinete')],
        8: [piece('naboria'), piece('naboria'), piece('naboria'), piece('espatario')],
      },
      tasks: [newActivation('indigenous', 7)],
    });
    const legal = marYAcero.legalActions(s);
    expect(legal.some((a) => a.type === 'move')).toBe(false);
    expect(legal).toContainEqual({ type: 'end-move' });
  });
});

describe('4.4.1 D: an incursion replaces movement', () => {
  it('4.4.1 D: after paying the naval-difficulty reduction the incursion is no longer offered', () => {
    const s = board({
      destiny: 20,
      pieces: { 3: [piece('jinete', false, 'j1'), piece('peon', false, 'p1')], 4: [piece('tama', false, 't4')] },
      tasks: [newActivation('spanish', 3)],
    });
    expect(marYAcero.legalActions(s)).toContainEqual({ type: 'incursion', target: 4 });
    const paid = play(s, [{ type: 'pay-naval', area: 3, piece: 'p1' }]).state;
    expect(marYAcero.legalActions(paid)).not.toContainEqual({ type: 'incursion', target: 4 });
  });
});

describe('4.4.1 A: extended movement activates a reached area once more', () => {
  const start = () =>
    board({
      destiny: 22,
      pieces: { 3: [piece('jinete', false, 'j1'), piece('peon', false, 'p1')], 12: [piece('tama')] },
      tasks: [newActivation('spanish', 3)],
    });
  it('4.4.1 A: a piece that came back to an area it left may not leave it again; the others there still may', () => {
    const back = play(start(), [
      { type: 'move', piece: 'j1', to: 4 },
      { type: 'move', piece: 'j1', to: 3 },
    ]).state;
    expect(kinds(back, 3)).toEqual(['jinete', 'peon']);
    const legal = marYAcero.legalActions(back);
    expect(legal.filter((a) => a.type === 'move' && a.piece === 'j1')).toEqual([]);
    expect(legal).toContainEqual({ type: 'move', piece: 'p1', to: 2 });
    expect(refusal(back, { type: 'move', piece: 'j1', to: 2 })).toMatchObject({ code: 'already-moved', rule: '4.4.1 A' });
  });
  it('4.4.1 A: the activation records each departure under the area left', () => {
    const moved = play(start(), [{ type: 'move', piece: 'j1', to: 4 }]).state;
    const top = moved.tasks[moved.tasks.length - 1];
    expect(top?.t === 'activation' ? top.left : null).toEqual(Array.from({ length: 15 }, (_, i) => (i === 2 ? ['j1'] : [])));
    expect(marYAcero.legalActions(moved)).toContainEqual({ type: 'move', piece: 'j1', to: 5 });
  });
});

describe('4.4.1 A: canMove and the legal list are one rule', () => {
  it('4.4.1 A: on every activation of seeded games, canMove holds exactly for the moves the legal list offers (one of identical counters named)', async () => {
    const { canMove } = await import('reglas/mar-y-acero');
    const { activationLegal } = await import('../../src/games/mar-y-acero/movement.js');
    const { createRng, seededDice } = await import('../../src/core/index.js');
    const wrong: string[] = [];
    let checked = 0;
    for (const options of [{ seed: 'm' }, { seed: 'm', mode: 'solitaire' as const, level: 1 as const }]) {
      for (let g = 0; g < 6; g++) {
        const pick = seededDice(createRng(`can-move-${g}`));
        let s = marYAcero.setup({ ...options, seed: `${options.seed}-${g}` });
        while (!marYAcero.isTerminal(s)) {
          const legal = marYAcero.legalActions(s);
          const t = s.tasks[s.tasks.length - 1];
          if (t?.t === 'activation') {
            // The activation's own list (a Nitayno seat's legal list is the one bot action), by counter: the list
            // names the first of identical counters (same kind, same side shown) in an area.
            const offered = new Set<string>();
            for (const a of activationLegal(s, t)) {
              if (a.type !== 'move') continue;
              const from = s.map.findIndex((x) => x.pieces.some((q) => q.id === a.piece)) + 1;
              const q = s.map[from - 1]!.pieces.find((x) => x.id === a.piece)!;
              offered.add(`${from} ${q.kind} ${q.reduced} ${a.to}`);
            }
            for (let from = 1; from <= 15; from++) {
              for (const p of s.map[from - 1]!.pieces) {
                const gone = (t.left[from - 1] ?? []).includes(p.id);
                for (let to = 1; to <= 15; to++) {
                  const expected = !gone && offered.has(`${from} ${p.kind} ${p.reduced} ${to}`);
                  if (canMove(s, t, p, from, to) !== expected) wrong.push(`${p.id} ${from} -> ${to}: ${!expected}`);
                  checked++;
                }
              }
            }
          }
          s = marYAcero.apply(s, legal[pick.below(legal.length)]!);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(50000);
  });
});
