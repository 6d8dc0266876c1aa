import { describe, expect, it } from 'vitest';
import { marYAcero, newActivation } from 'reglas/mar-y-acero';
import { board, kinds, piece, play, refusal } from './helpers.js';

describe('4.4.1 A and 4.3.2 IV: no over-stack at the end of the impulse', () => {
  const overstacked = () =>
    board({
      destiny: 22,
      pieces: { 3: [piece('jinete', false, 'j1'), piece('espatario', false, 'e1'), piece('arcabucero', false, 'a1'), piece('peon', false, 'p1')], 12: [piece('tama')] },
      tasks: [newActivation('spanish', 3)],
    });
  it('4.4.1 A: an activated area still over-stacked offers no end of movement while a unit may leave it', () => {
    const legal = marYAcero.legalActions(overstacked());
    expect(legal).not.toContainEqual({ type: 'endMove' });
    expect(legal).toContainEqual({ type: 'move', piece: 'p1', to: 4 });
  });
  it('4.4.1 A: once a unit left, the area is within the limit and movement may end', () => {
    const after = play(overstacked(), [{ type: 'move', piece: 'p1', to: 4 }]).state;
    expect(kinds(after, 3)).toEqual(['arcabucero', 'espatario', 'jinete']);
    expect(marYAcero.legalActions(after)).toContainEqual({ type: 'endMove' });
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
    expect(legal).toContainEqual({ type: 'endMove' });
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
    const paid = play(s, [{ type: 'payNaval', area: 3, piece: 'p1' }]).state;
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
    const back = play(start(), [{ type: 'move', piece: 'j1', to: 4 }, { type: 'move', piece: 'j1', to: 3 }]).state;
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
