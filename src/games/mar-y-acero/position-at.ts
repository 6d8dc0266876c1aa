/**
 * The decision points a position names (`MyaPosition.at`) and the task stacks they stand for:
 * the start of a turn (4.3.1, 4.3.2), the secret choice of Event cards (4.3.2 II, the Spanish
 * first in solitaire, 5.3.3) and a round of impulses (4.3.2 IV: "La facción Indígena siempre va
 * primero"); and the piece tokens of a position (4.2: units `kind-number`, leaders by kind).
 * @module
 */
import { PIECES, PIECE_KINDS, type PieceKind, type Side } from './data/units.js';
import type { MyaAt } from './position-schema.js';
import type { MyaState, Piece, Task } from './state.js';

const phase = (p: Extract<Task, { t: 'phase' }>['phase']): Task => ({ t: 'phase', phase: p });

/** 4.3.2 II: the order the sides choose their Event cards in (the Spanish first in solitaire). */
export function eventOrder(mode: MyaState['mode']): readonly Side[] {
  return mode === 'solitaire' ? ['spanish', 'indigenous'] : ['indigenous', 'spanish'];
}

/**
 * The task stack (bottom first) of a decision point other than `stack` and `over`, or a
 * sentence saying why the point does not exist with these fields.
 */
export function stackOf(at: MyaAt, turn: number, mode: MyaState['mode'], played: MyaState['played']): Task[] | string {
  switch (at.step) {
    case 'turn':
      return [phase(turn === 1 ? 'turn1' : 'turnStart')];
    case 'event': {
      if (turn === 1) return 'turn 1 (1492) has no Event phase (4.3.1)';
      const choosers = eventOrder(mode).filter((s) => played[s] === null);
      if (choosers.length === 0) return 'both Event cards are chosen (played): the Event phase has no choice left';
      const tasks: Task[] = [phase('final'), phase('impulses'), phase('reinforcement'), phase('reveal')];
      for (let i = choosers.length - 1; i >= 0; i--) tasks.push({ t: 'chooseEvent', seat: choosers[i] as Side });
      return tasks;
    }
    case 'impulse': {
      if (turn === 1) return 'turn 1 (1492) has no Impulse phase (4.3.1)';
      const round = at.round ?? ['indigenous', 'spanish'];
      if (round.length === 2 && (round[0] !== 'indigenous' || round[1] !== 'spanish')) return "a round of impulses is played Indigenous first, then Spanish (4.3.2 IV): ['indigenous', 'spanish']";
      const tasks: Task[] = [phase('final'), phase('impulses')];
      for (let i = round.length - 1; i >= 0; i--) tasks.push({ t: 'impulse', seat: round[i] as Side });
      return tasks;
    }
    case 'stack':
      return at.tasks.slice();
    case 'over':
      return [];
  }
}

/** The decision point a state rests on, as compact as the stack allows (`stack` when no other names it). */
export function atOf(s: MyaState): MyaAt {
  if (s.result !== null) {
    const level = s.result.level as 'decisive' | 'important' | 'minor';
    return { step: 'over', winner: s.result.winner, reason: s.result.reason, level };
  }
  const same = (tasks: readonly Task[] | string): boolean => typeof tasks !== 'string' && JSON.stringify(tasks) === JSON.stringify(s.tasks);
  const top = s.tasks[s.tasks.length - 1];
  if (top?.t === 'impulse') {
    const round: Side[] = s.tasks.filter((t) => t.t === 'impulse').map((t) => (t as { seat: Side }).seat).reverse();
    const at: MyaAt = round.length === 2 ? { step: 'impulse' } : { step: 'impulse', round };
    if (same(stackOf(at, s.turn, s.mode, s.played))) return at;
  }
  if (top?.t === 'chooseEvent' && same(stackOf({ step: 'event' }, s.turn, s.mode, s.played))) return { step: 'event' };
  return { step: 'stack', tasks: JSON.parse(JSON.stringify(s.tasks)) as Task[] };
}

/** A piece read from its token: the kind, the number given (null: a new one), reduced, the side. */
export interface PieceToken {
  /** What it is. */
  readonly kind: PieceKind;
  /** A unit's draw number as written (`jinete-7`); null when the token gives none, or for a leader. */
  readonly number: number | null;
  /** Written with `*`: on its reduced side. */
  readonly reduced: boolean;
  /** The side it fights for (`@indigenous` for a Guacanagarí who turned). */
  readonly side: Side;
}

const TOKEN = /^([a-z]+)(?:-(\d+))?(\*)?(?:@(spanish|indigenous))?$/;

/** Reads a piece token (`'jinete-7'`, `'tama*'`, `'guacanagari@indigenous'`); a sentence when it is not one. */
export function parseToken(token: string): PieceToken | string {
  const m = TOKEN.exec(token);
  if (m === null) return `'${token}' is not a piece: write '<kind>[-<number>][*]', e.g. 'jinete-7' or 'tama*'`;
  const kind = m[1] as PieceKind;
  if (!PIECE_KINDS.includes(kind)) return `'${m[1]}' is not a piece kind (${PIECE_KINDS.join(', ')})`;
  const data = PIECES[kind];
  if (m[2] !== undefined && data.bag === null) return `a leader has no number: write '${kind}'`;
  if (m[2] !== undefined && Number(m[2]) < 1) return 'a unit number is 1 or more';
  const side = (m[4] as Side | undefined) ?? data.side;
  if (side !== data.side && kind !== 'guacanagari') return `a ${data.name} piece fights for the ${data.side}; only Guacanagarí changes sides (4.3.2 V)`;
  return { kind, number: m[2] === undefined ? null : Number(m[2]), reduced: m[3] !== undefined, side };
}

/** The token of a piece: its id, `*` when reduced, `@side` when it fights for the other side (Guacanagarí). */
export function tokenOf(p: Piece): string {
  return `${p.id}${p.reduced ? '*' : ''}${p.side !== PIECES[p.kind].side ? `@${p.side}` : ''}`;
}
