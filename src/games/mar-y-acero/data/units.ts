import * as z from '../../../core/schema.js';
import { PUBLISHED, sourceSchema, type Source } from './source.js';

/** The two seats and sides (Facción Española / Indígena); in solitaire the Nitayno plays `indigenous` (rule 5). */
export type Side = 'spanish' | 'indigenous';
/** The five bags of units (4.2): yellow soldiers, red settlers, green Taínos, blue Caribs, grey Rebels. */
export type Bag = 'soldier' | 'settler' | 'taino' | 'carib' | 'rebel';
export const BAGS: readonly Bag[] = ['soldier', 'settler', 'taino', 'carib', 'rebel'];

export type UnitKind = 'jinete' | 'arcabucero' | 'espatario' | 'peon' | 'escribano' | 'cacique' | 'naboria' | 'calinago' | 'tama' | 'capitan' | 'tropa';
export type LeaderKind = 'colon' | 'caonabo' | 'guacanagari' | 'hijos';
export type PieceKind = UnitKind | LeaderKind;

export const UNIT_KINDS: readonly UnitKind[] = [
  'jinete',
  'arcabucero',
  'espatario',
  'peon',
  'escribano',
  'cacique',
  'naboria',
  'calinago',
  'tama',
  'capitan',
  'tropa',
];
export const LEADER_KINDS: readonly LeaderKind[] = ['colon', 'caonabo', 'guacanagari', 'hijos'];
export const PIECE_KINDS: readonly PieceKind[] = [...UNIT_KINDS, ...LEADER_KINDS];

export interface PieceData {
  readonly kind: PieceKind;
  readonly name: string;
  /** The bag a unit returns to; null for leaders (eliminated leaders leave the game, 4.2). */
  readonly bag: Bag | null;
  readonly side: Side;
  readonly attack: number;
  readonly defence: number;
  /** Both factors on the reduced side. */
  readonly reduced: number;
  /** Counters in the box (units only). */
  readonly count: number;
  /** False for a leader that takes no part in combat (Hijos de Caonabó). */
  readonly fights: boolean;
  /** True when the counter has only its reduced side (Guacanagarí). */
  readonly reducedOnly: boolean;
  readonly source: Source;
}

const unit = (kind: UnitKind, name: string, bag: Bag, side: Side, attack: number, defence: number, reduced: number, count: number): PieceData => ({
  kind,
  name,
  bag,
  side,
  attack,
  defence,
  reduced,
  count,
  fights: true,
  reducedOnly: false,
  source: PUBLISHED('Units: attack / defence, reduced value'),
});

export const PIECES: Readonly<Record<PieceKind, PieceData>> = {
  jinete: unit('jinete', 'Jinetes', 'soldier', 'spanish', 5, 4, 4, 7),
  arcabucero: unit('arcabucero', 'Arcabuceros', 'soldier', 'spanish', 4, 5, 4, 7),
  espatario: unit('espatario', 'Espatarios', 'soldier', 'spanish', 4, 4, 4, 12),
  peon: unit('peon', 'Peones', 'settler', 'spanish', 1, 2, 1, 12),
  escribano: unit('escribano', 'Escribanos', 'settler', 'spanish', 2, 1, 1, 12),
  cacique: unit('cacique', 'Caciques', 'taino', 'indigenous', 2, 2, 1, 13),
  naboria: unit('naboria', 'Naborias', 'taino', 'indigenous', 1, 2, 1, 20),
  calinago: unit('calinago', 'Calinagos', 'carib', 'indigenous', 3, 3, 2, 13),
  tama: unit('tama', 'Tamas', 'carib', 'indigenous', 3, 2, 2, 20),
  capitan: unit('capitan', 'Capitanes', 'rebel', 'indigenous', 4, 4, 3, 5),
  tropa: unit('tropa', 'Tropas', 'rebel', 'indigenous', 4, 3, 3, 9),
  colon: {
    kind: 'colon',
    name: 'Cristóbal Colón',
    bag: null,
    side: 'spanish',
    attack: 5,
    defence: 5,
    reduced: 5,
    count: 1,
    fights: true,
    reducedOnly: false,
    source: PUBLISHED('Leaders: Colón 5/5 (5)'),
  },
  caonabo: {
    kind: 'caonabo',
    name: 'Caonabó',
    bag: null,
    side: 'indigenous',
    attack: 4,
    defence: 4,
    reduced: 4,
    count: 1,
    fights: true,
    reducedOnly: false,
    source: PUBLISHED('Leaders: Caonabó 4/4 (4)'),
  },
  guacanagari: {
    kind: 'guacanagari',
    name: 'Guacanagarí',
    bag: null,
    side: 'spanish',
    attack: 3,
    defence: 3,
    reduced: 3,
    count: 1,
    fights: true,
    reducedOnly: true,
    source: {
      kind: 'reconstructed',
      note: 'factor UNKNOWN in the sources; 3 taken as a Taíno cacique-leader below Caonabó (4) and above the Caciques (2); reduced side only (rulebook 3)',
    },
  },
  hijos: {
    kind: 'hijos',
    name: 'Hijos de Caonabó',
    bag: null,
    side: 'indigenous',
    attack: 0,
    defence: 0,
    reduced: 0,
    count: 1,
    fights: false,
    reducedOnly: false,
    source: { kind: 'reconstructed', note: 'rulebook 3: takes no part in combat; factors therefore unused (0)' },
  },
};

/** Anacaona (card 25) is kept as an area marker, not a piece: it takes no part in combat, never moves, and flips with control. */
export const ANACAONA = {
  combatBonus: 1,
  endVp: -1,
  source: {
    kind: 'reconstructed',
    note: 'factors UNKNOWN; the card gives +1 combat factor to the Indigenous while on its Indigenous side: applied to Indigenous units fighting in her area (she never moves)',
  } as Source,
};

export const BAG_KINDS: Readonly<Record<Bag, readonly UnitKind[]>> = {
  soldier: ['jinete', 'arcabucero', 'espatario'],
  settler: ['peon', 'escribano'],
  taino: ['cacique', 'naboria'],
  carib: ['calinago', 'tama'],
  rebel: ['capitan', 'tropa'],
};

export const BAG_SIDE: Readonly<Record<Bag, Side>> = {
  soldier: 'spanish',
  settler: 'spanish',
  taino: 'indigenous',
  carib: 'indigenous',
  rebel: 'indigenous',
};

/** 3: 10 palisades and 3 citadels. */
export const POOLS = { palisades: 10, citadels: 3, source: PUBLISHED('Pools: 10 palisades, 3 citadels') as Source };

export const pieceDataSchema = z.strictObject({
  kind: z.enum(PIECE_KINDS as [PieceKind, ...PieceKind[]]),
  name: z.string(),
  bag: z.nullable(z.enum(['soldier', 'settler', 'taino', 'carib', 'rebel'])),
  side: z.enum(['spanish', 'indigenous']),
  attack: z.number().check(z.int(), z.gte(0), z.lte(5)),
  defence: z.number().check(z.int(), z.gte(0), z.lte(5)),
  reduced: z.number().check(z.int(), z.gte(0), z.lte(5)),
  count: z.number().check(z.int(), z.gte(1)),
  fights: z.boolean(),
  reducedOnly: z.boolean(),
  source: sourceSchema,
});
