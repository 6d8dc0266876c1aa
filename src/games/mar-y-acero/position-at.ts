/**
 * The order of the secret choice of Event cards (4.3.2 II, the Spanish first in solitaire, 5.3.3)
 * and the piece tokens of a position (4.2: units `kind-number`, leaders by kind). The decision
 * points a position names are in position-points.ts.
 * @module
 */
import { PIECES, PIECE_KINDS, type PieceKind, type Side } from './data/units.js';
import type { MyaState, Piece } from './state.js';

/** 4.3.2 II: the order the sides choose their Event cards in (the Spanish first in solitaire). */
export function eventOrder(mode: MyaState['mode']): readonly Side[] {
  return mode === 'solitaire' ? ['spanish', 'indigenous'] : ['indigenous', 'spanish'];
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
