import * as z from '../../../core/schema.js';
import { KINGDOM_IDS, type KingdomId } from './kingdoms.js';
import { sourceSchema, type Source } from '../../../core/index.js';

/**
 * The El Cid solitaire scenario (10). The deployment table is lost in the scan: it is
 * reconstructed from the situation of about 1090-1094 (Almoravid conquest of the taifas
 * 1090-1092, Castile in Toledo and at Aledo, El Cid's protectorate over Valencia before he
 * takes it in 1094). Two of the four hand sizes are lost too.
 */
export interface ElCidSeat {
  /** The kingdom at this seat: `almoravides`, `castilla`, `catalanes` or `el-cid`. */
  readonly kingdom: KingdomId;
  /** Cards drawn each turn instead of 8 (10.2). */
  readonly hand: number;
  /** Human-played by default (the table's "Jugador") or a bot. */
  readonly player: boolean;
  /** Its capital in the scenario (5.1: the only target of a kingdom without areas). */
  readonly capital: number;
  /** Area numbers (1-58) it holds at the start: a castle in each (10.1). */
  readonly areas: readonly number[];
  /** Where the seat comes from: what the rulebook gives and how the rest is reconstructed. */
  readonly source: Source;
}

/** The schema of an {@link ElCidSeat} (typed by it: the fields are documented there). */
export const elCidSeatSchema: z.Type<ElCidSeat> = z.strictObject({
  kingdom: z.enum(KINGDOM_IDS),
  hand: z.number().check(z.int(), z.gte(1)),
  player: z.boolean(),
  capital: z.number().check(z.int(), z.gte(1), z.lte(58)),
  areas: z.array(z.number().check(z.int(), z.gte(1), z.lte(58))),
  source: sourceSchema,
});

/** The four kingdoms in their order of play (10.1). */
export const EL_CID_SEATS: readonly ElCidSeat[] = [
  {
    kingdom: 'almoravides',
    hand: 12,
    player: false,
    capital: 56,
    areas: [42, 43, 50, 51, 55, 56, 57, 58],
    source: {
      kind: 'reconstructed',
      note: 'hand 12, bot and capital Málaga from rulebook 10.1-10.2; areas: Algeciras (1086 landing), Granada and Málaga (1090), Córdoba, Jaén, Almería, Ronda (1091), Murcia (1091)',
    },
  },
  {
    kingdom: 'castilla',
    hand: 6,
    player: false,
    capital: 30,
    areas: [14, 21, 30, 52],
    source: {
      kind: 'reconstructed',
      note: 'bot from rulebook 10.1; hand 6 lost in the scan (between El Cid 7 and the smaller Catalan counties); Toledo (1085) as capital east of the line, La Rioja, Soria, Lorca for the castle of Aledo',
    },
  },
  {
    kingdom: 'catalanes',
    hand: 5,
    player: false,
    capital: 18,
    areas: [7, 8, 17, 18, 25],
    source: {
      kind: 'reconstructed',
      note: 'bot from rulebook 10.1; hand 5 lost in the scan (Berenguer Ramon II, beaten by El Cid at Tébar in 1090); the counties of Urgell, Girona, Osona (Vic), Barcelona and Tarragona',
    },
  },
  {
    kingdom: 'el-cid',
    hand: 7,
    player: true,
    capital: 38,
    areas: [37, 38, 44, 45],
    source: {
      kind: 'reconstructed',
      note: 'player and hand 7 from rulebook 10.1; his protectorate of Valencia (taken 1094), Castellón (Burriana), Xàtiva and Denia',
    },
  },
];

/** El Cid wins at the end of turn 3 when the Almoravids hold fewer areas than this (10.3). */
export const EL_CID_ALMORAVID_LIMIT = 10;
