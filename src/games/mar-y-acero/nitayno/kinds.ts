/**
 * The piece data (../data/units.ts) by a switch on the kind instead of the keyed look-up
 * `PIECES[kind]`: the Nitayno reads every piece of the areas it weighs at each decision, and a
 * keyed look-up with changing keys costs several times a switch. The tables are built from
 * PIECES, so the data keeps one source.
 */
import { PIECES, PIECE_KINDS, type PieceData, type PieceKind } from '../data/units.js';

/** The index of a kind in PIECE_KINDS (the commonest kinds are tested first). */
export function kindIndex(kind: PieceKind): number {
  switch (kind) {
    case 'naboria':
      return 6;
    case 'tama':
      return 8;
    case 'cacique':
      return 5;
    case 'calinago':
      return 7;
    case 'espatario':
      return 2;
    case 'peon':
      return 3;
    case 'escribano':
      return 4;
    case 'tropa':
      return 10;
    case 'jinete':
      return 0;
    case 'arcabucero':
      return 1;
    case 'capitan':
      return 9;
    case 'colon':
      return 11;
    case 'caonabo':
      return 12;
    case 'guacanagari':
      return 13;
    case 'hijos':
      return 14;
  }
}

const DATA: readonly PieceData[] = PIECE_KINDS.map((k) => PIECES[k]);

/** `PIECES[kind]`, read through `kindIndex`. */
export function pieceData(kind: PieceKind): PieceData {
  return DATA[kindIndex(kind)] as PieceData;
}

/** Leaders are not units (4.2): Colón, Caonabó, Guacanagarí, the Hijos de Caonabó. */
export function isLeader(kind: PieceKind): boolean {
  switch (kind) {
    case 'colon':
    case 'caonabo':
    case 'guacanagari':
    case 'hijos':
      return true;
    default:
      return false;
  }
}
