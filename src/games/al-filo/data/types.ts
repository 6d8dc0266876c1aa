/**
 * The vocabulary of the data tables of ¡Al filo de la espada! (Las Navas de Tolosa, 1212): the
 * record types every table file declares its rows with, and their schemas, which the tests
 * check the tables against. Sections: 1.1 (leaders), 2.1-2.2 (units), 3 (facing), the Tabla de
 * Terrenos, the scenario's orders of battle.
 * @module
 */
import * as z from '../../../core/schema.js';
import { sourceSchema, type Source } from '../../../core/source.js';

/** The two armies (scenario): the Christians attack, the Muslims defend (6). */
export type Side = 'christian' | 'muslim';
/** Both sides, the attacker first. */
export const SIDES: readonly Side[] = ['christian', 'muslim'];

/**
 * A counter's nationality, its background colour (1.1, 2.1). Reconstructed by banner (reading 6):
 * Castile (Alfonso VIII, De Haro, De Lara, Ucero's orders), Aragon, Navarre; Almohad, Andalusi.
 */
export type Nationality = 'castile' | 'aragon' | 'navarre' | 'almohad' | 'andalusi';
/** Every {@link Nationality}. */
export const NATIONALITIES: readonly Nationality[] = ['castile', 'aragon', 'navarre', 'almohad', 'andalusi'];

/**
 * A unit's type (2.2): Caballeros, Hombres de armas, Caballería ligera, Piqueros, Milicias,
 * Infantería ligera, Arqueros, Ballesteros, Artillería. The abbreviations are the rulebook's.
 */
export type UnitType = 'Ch' | 'Ha' | 'Cl' | 'Pi' | 'Mi' | 'Il' | 'Ar' | 'Ab' | 'At';
/** Every {@link UnitType}, in the order of the combat table's rows and columns. */
export const UNIT_TYPES: readonly UnitType[] = ['Ch', 'Ha', 'Cl', 'Pi', 'Mi', 'Il', 'Ar', 'Ab', 'At'];

/** A side of a counter (2.1, 11.1): strength in PF, quality, movement in MP. */
export interface UnitValues {
  /** Strength (puntos de fuerza). */
  readonly pf: number;
  /** Quality (calidad), the number a d10 must not exceed in rally and reaction tests. */
  readonly quality: number;
  /** Movement allowance (puntos de movimiento). */
  readonly mp: number;
}

/** One combat unit (2.1): its counter's printed values, fresh and fatigued, and its banner. */
export interface UnitRecord {
  /** Unique printed id used in actions and positions (`'alf-ch-1'`). */
  readonly id: string;
  /** What a person reads ("Ch Calatrava", "Pi guard of Al-Nasir"). */
  readonly name: string;
  /** The army. */
  readonly side: Side;
  /** The banner ({@link BannerRecord.id}) whose blazon the counter carries (1.2). */
  readonly banner: string;
  /** The background colour (1.1, 2.1). */
  readonly nationality: Nationality;
  /** The type (2.2). */
  readonly type: UnitType;
  /** Whether the figure is mounted (2.2): cavalry; all others are infantry (artillery apart). */
  readonly mounted: boolean;
  /**
   * Whether the counter has the fire symbol (2.1): always for Ar, Ab, At and Il (javelins), and
   * for the Cl whose counter shows it.
   */
  readonly fires: boolean;
  /** The front of the counter (fresh, 2.3.1). */
  readonly fresh: UnitValues;
  /** The reverse (fatigued, 11.1). */
  readonly fatigued: UnitValues;
  /** The hex the scenario fixes for it (Al-Nasir's guard), or null when its banner deploys it. */
  readonly hex: string | null;
  /** Where its values come from (the counters are lost: reconstructed, with a note). */
  readonly source: Source;
}

/** A leader's values (1.1): bonus (die modifier), value (activation order), command radius, MP. */
export interface LeaderValues {
  /** Bonus (bonificación): a modifier to the die. */
  readonly bonus: number;
  /** Value (valor): leaders are activated in increasing value (6.C). */
  readonly value: number;
  /** Command radius in hexes, the leader's hex not counted (7.2): at most this distance. */
  readonly commandRadius: number;
  /** Movement allowance in MP. */
  readonly mp: number;
}

/** A leader counter (1.1), with the reverse that replaces him when killed (7.6). */
export interface LeaderRecord {
  /** Unique printed id used in actions (`'alfonso-viii'`). */
  readonly id: string;
  /** The name as the scenario prints it. */
  readonly name: string;
  /** The army. */
  readonly side: Side;
  /** His banner ({@link BannerRecord.id}). */
  readonly banner: string;
  /** Background colour (1.1). */
  readonly nationality: Nationality;
  /** Whether he is his army's leader (jefe de ejército, 1.1). */
  readonly armyLeader: boolean;
  /** The front of the counter. */
  readonly values: LeaderValues;
  /** The reverse: the replacement leader after his death (7.6). */
  readonly replacement: LeaderValues;
  /** His starting hex (scenario). */
  readonly hex: string;
  /** Where the values come from. */
  readonly source: Source;
}

/** How a banner is deployed by the scenario. */
export type Deployment =
  | {
      /** Placed freely within a radius of the leader's hex, on two rows. */
      readonly kind: 'radius';
      /** The deployment radius as the scenario counts it: the leader's hex counts, so at most `radius - 1` hexes away (reading 5). */
      readonly radius: number;
      /** The printed rows (`yy`) allowed, e.g. `[18, 19]`. */
      readonly rows: readonly [number, number];
    }
  | {
      /** Every unit on the hex its record fixes (Al-Nasir's guard). */
      readonly kind: 'fixed';
    };

/** A banner (bandera, 1.2): the units of one blazon and their leader. */
export interface BannerRecord {
  /** Unique id (`'alfonso'`, `'de-haro'`, `'al-nasir'`, ...). */
  readonly id: string;
  /** The name as the scenario prints it ("vanguardia cristiana"). */
  readonly name: string;
  /** The army. */
  readonly side: Side;
  /** Background colour of its counters (reading 6). */
  readonly nationality: Nationality;
  /** Its leader ({@link LeaderRecord.id}). */
  readonly leader: string;
  /** How the scenario deploys it. */
  readonly deployment: Deployment;
  /** The number of its units (the scenario's count, or reconstructed). */
  readonly units: number;
  /** Where the line comes from (the scenario, or reconstructed where the line is lost). */
  readonly source: Source;
}

/** A unit's place at the start of the battle: its hex and facing (3; 0 = N ... 5 = NW, flat-topped). */
export interface PlacementRecord {
  /** The unit ({@link UnitRecord.id}). */
  readonly unit: string;
  /** Its hex, `"xxyy"`. */
  readonly hex: string;
  /** The hexside its front points through: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. */
  readonly facing: 0 | 1 | 2 | 3 | 4 | 5;
}

/** The scenario's markers that are neither units nor leaders. */
export type MarkerId = 'de-rada' | 'ruy-diaz' | 'almohad-banner';

/** A marker of the scenario: Jiménez de Rada, Ruy Díaz, the Almohad banner. */
export interface MarkerRecord {
  /** Which marker. */
  readonly id: MarkerId;
  /** Its name. */
  readonly name: string;
  /** The army it belongs to. */
  readonly side: Side;
  /** Its starting hex. */
  readonly hex: string;
  /** Its movement allowance (0 for the immobile banner). */
  readonly mp: number;
  /** The scenario's rule. */
  readonly source: Source;
}

/** A row of the Tabla de Terrenos. */
export type TerrainId =
  | 'clear'
  | 'forest'
  | 'brush'
  | 'marsh'
  | 'village'
  | 'farm'
  | 'bank'
  | 'river'
  | 'wall'
  | 'palisade'
  | 'gate'
  | 'bridge'
  | 'track'
  | 'road'
  | 'level-up'
  | 'level-down';

/** A movement cost: MP to enter (a hex row) or added (a hexside row); null where not allowed (NA). */
export type MoveCost = number | null;

/** One row of the Tabla de Terrenos. */
export interface TerrainRow {
  /** The row. */
  readonly id: TerrainId;
  /** The row's name as printed ("Arbustos/Setos/Viñas"). */
  readonly name: string;
  /** Whether the row describes a hex or a hexside (reading 3). */
  readonly on: 'hex' | 'hexside';
  /** MP for infantry and leaders (a hex: to enter; a hexside: added to the hex's cost); null NA. */
  readonly footCost: MoveCost;
  /** MP for cavalry and artillery; null NA. */
  readonly mountedCost: MoveCost;
  /** Fire: the modifier to a fire into it (0 for SE), null where fire is not possible (none at present). */
  readonly fire: number;
  /** Note [a]: the modifier for a fire from the inside out (walls and gates), where it differs. */
  readonly fireFromInside?: number;
  /** Whether it blocks line of sight (B). */
  readonly blocksSight: boolean;
  /** Combat modifier (0 for SE), null where combat across or into it is not allowed (NA). */
  readonly combat: number | null;
  /** Charge modifier (0 for SE), null where a charge is not allowed (NA). */
  readonly charge: number | null;
  /** Notes [b] (track) and [c] (road) on movement along it. */
  readonly along?: 'track' | 'road';
  /** The table, and for garbled cells the reading taken. */
  readonly source: Source;
}

/** The Las Navas map: its grid, heights and parapets (the rest is clear: scenario, map note). */
export interface MapRecord {
  /** The first and last printed column and row. */
  readonly bounds: { readonly minCol: number; readonly maxCol: number; readonly minRow: number; readonly maxRow: number };
  /** Which printed columns sit half a hex lower (reading 1). */
  readonly shiftedColumns: 'odd' | 'even';
  /** The hexes on the higher of the two levels; every other hex is on the lower one. */
  readonly high: readonly string[];
  /** Parapet hexsides, each as its two hexes (read as Empalizada hexsides: reading 2). */
  readonly parapets: readonly (readonly [string, string])[];
  /** How it was reconstructed. */
  readonly source: Source;
}

const hexId = z.string().check(z.regex(/^\d{4}$/, 'a hex is printed as four digits, xxyy'));
const recordId = z.string().check(z.regex(/^[a-z0-9-]+$/));
const name = z.string().check(z.minLength(1));
const int = z.number().check(z.int());
const values = z.strictObject({
  pf: z.number().check(z.int(), z.gte(1)),
  quality: z.number().check(z.int(), z.gte(0), z.lte(9)),
  mp: z.number().check(z.int(), z.gte(1)),
});
const leaderValues = z.strictObject({
  bonus: z.number().check(z.int(), z.gte(0), z.lte(5)),
  value: z.number().check(z.int(), z.gte(0), z.lte(9)),
  commandRadius: z.number().check(z.int(), z.gte(0)),
  mp: z.number().check(z.int(), z.gte(1)),
});
const side = z.enum(['christian', 'muslim']);
const nationality = z.enum(['castile', 'aragon', 'navarre', 'almohad', 'andalusi']);

/** The schema of a {@link UnitRecord}. */
export const unitRecordSchema: z.Type<UnitRecord> = z.strictObject({
  id: recordId,
  name,
  side,
  banner: name,
  nationality,
  type: z.enum(['Ch', 'Ha', 'Cl', 'Pi', 'Mi', 'Il', 'Ar', 'Ab', 'At']),
  mounted: z.boolean(),
  fires: z.boolean(),
  fresh: values,
  fatigued: values,
  hex: z.nullable(hexId),
  source: sourceSchema,
});

/** The schema of a {@link LeaderRecord}. */
export const leaderRecordSchema: z.Type<LeaderRecord> = z.strictObject({
  id: recordId,
  name,
  side,
  banner: name,
  nationality,
  armyLeader: z.boolean(),
  values: leaderValues,
  replacement: leaderValues,
  hex: hexId,
  source: sourceSchema,
});

/** The schema of a {@link BannerRecord}. */
export const bannerRecordSchema: z.Type<BannerRecord> = z.strictObject({
  id: recordId,
  name,
  side,
  nationality,
  leader: name,
  deployment: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('radius'), radius: z.number().check(z.int(), z.gte(1)), rows: z.tuple([int, int]) }),
    z.strictObject({ kind: z.literal('fixed') }),
  ]),
  units: z.number().check(z.int(), z.gte(1)),
  source: sourceSchema,
});

/** The schema of a {@link PlacementRecord}. */
export const placementRecordSchema: z.Type<PlacementRecord> = z.strictObject({
  unit: recordId,
  hex: hexId,
  facing: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
});

/** The schema of a {@link MarkerRecord}. */
export const markerRecordSchema: z.Type<MarkerRecord> = z.strictObject({
  id: z.enum(['de-rada', 'ruy-diaz', 'almohad-banner']),
  name,
  side,
  hex: hexId,
  mp: z.number().check(z.int(), z.gte(0)),
  source: sourceSchema,
});

/** The schema of a {@link TerrainRow}. */
export const terrainRowSchema: z.Type<TerrainRow> = z.strictObject({
  id: z.enum([
    'clear',
    'forest',
    'brush',
    'marsh',
    'village',
    'farm',
    'bank',
    'river',
    'wall',
    'palisade',
    'gate',
    'bridge',
    'track',
    'road',
    'level-up',
    'level-down',
  ]),
  name,
  on: z.enum(['hex', 'hexside']),
  footCost: z.nullable(z.number().check(z.int(), z.gte(0))),
  mountedCost: z.nullable(z.number().check(z.int(), z.gte(0))),
  fire: int,
  fireFromInside: z.exactOptional(int),
  blocksSight: z.boolean(),
  combat: z.nullable(int),
  charge: z.nullable(int),
  along: z.exactOptional(z.enum(['track', 'road'])),
  source: sourceSchema,
});

/** The schema of a {@link MapRecord}. */
export const mapRecordSchema: z.Type<MapRecord> = z.strictObject({
  bounds: z.strictObject({
    minCol: z.number().check(z.int(), z.gte(0)),
    maxCol: z.number().check(z.int(), z.lte(99)),
    minRow: z.number().check(z.int(), z.gte(0)),
    maxRow: z.number().check(z.int(), z.lte(99)),
  }),
  shiftedColumns: z.enum(['odd', 'even']),
  high: z.array(hexId),
  parapets: z.array(z.tuple([hexId, hexId])),
  source: sourceSchema,
});
