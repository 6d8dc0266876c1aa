/**
 * The piece data (data/units.ts) by a switch on the kind instead of the keyed look-up
 * `PIECES[kind]`: every rule reads the pieces of the areas it weighs, and on V8 a keyed look-up
 * with changing keys costs several times a switch. The tables are built from PIECES, so the data
 * keeps one source.
 */
import { PIECES, PIECE_KINDS, type PieceData, type PieceKind } from './data/units.js';

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

/** What a kind is, as bits (`kindFlags`): a unit (it has a bag, 4.2), and which bag or leader. */
export const UNIT = 1;
export const REBEL = 2;
export const TAINO = 4;
export const CARIB = 8;
/** Caonabó and Guacanagarí: their presence lifts an Indigenous conflict in their area (4.3.2 I). */
export const EXEMPT = 16;
export const COLON = 32;
export const SOLDIER = 64;
export const SETTLER = 128;

const EXCEPTION_LEADERS: readonly PieceKind[] = ['caonabo', 'guacanagari'];

const FLAGS: readonly number[] = PIECE_KINDS.map((k) => {
  const bag = PIECES[k].bag;
  return (
    (bag !== null ? UNIT : 0) |
    (bag === 'rebel' ? REBEL : 0) |
    (bag === 'taino' ? TAINO : 0) |
    (bag === 'carib' ? CARIB : 0) |
    (EXCEPTION_LEADERS.includes(k) ? EXEMPT : 0) |
    (k === 'colon' ? COLON : 0) |
    (bag === 'soldier' ? SOLDIER : 0) |
    (bag === 'settler' ? SETTLER : 0)
  );
});

/** The kind's bits (UNIT, REBEL, TAINO, CARIB, EXEMPT, COLON, SOLDIER, SETTLER). */
export function kindFlags(kind: PieceKind): number {
  return FLAGS[kindIndex(kind)] as number;
}

/** `kindFlags` of the kind at this index (for a caller that needs the index too). */
export function flagsAt(index: number): number {
  return FLAGS[index] as number;
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
