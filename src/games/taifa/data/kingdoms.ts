import * as z from '../../../core/schema.js';
import { sourceSchema, type Source } from '../../../core/index.js';

/** The kingdoms of the standard game (2.2) and of the El Cid scenario (10.1). */
export type KingdomId = 'castilla' | 'catalanes' | 'valencia' | 'sevilla' | 'badajoz' | 'leon' | 'almoravides' | 'el-cid';

/** Every {@link KingdomId}, in the order of {@link KINGDOMS}, for the schemas. */
export const KINGDOM_IDS = ['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon', 'almoravides', 'el-cid'] as const;

/** Which deck a kingdom draws from (2.1, 4.1). */
export type Religion = 'christian' | 'muslim';

/** One kingdom (reino) of the game (2.2, 10.1): its name, colour and deck. */
export interface KingdomRecord {
  /** The kingdom's id: its seat in `players`, `activePlayer` and `outcome`, and in actions. */
  readonly id: KingdomId;
  /** The rulebook's name. */
  readonly name: string;
  /** The colour of its castles and markers, in English (`'red'`, `'light green'`). */
  readonly colour: string;
  /** The deck it draws from (4.1). */
  readonly religion: Religion;
  /** Where the record comes from (the rulebook's table of 2.2 or 10.1). */
  readonly source: Source;
}

/** The schema of a {@link KingdomRecord} (typed by it: the fields are documented there). */
export const kingdomRecordSchema: z.Type<KingdomRecord> = z.strictObject({
  id: z.enum(KINGDOM_IDS),
  name: z.string().check(z.minLength(1)),
  colour: z.string().check(z.minLength(1)),
  religion: z.enum(['christian', 'muslim']),
  source: sourceSchema,
});

const order: Source = { kind: 'rulebook', section: '2.2', note: 'colours and order of play' };
const cid: Source = { kind: 'rulebook', section: '10.1', note: 'El Cid scenario table' };

/** Every kingdom; the standard game's six are listed in their order of play (2.2). */
export const KINGDOMS: readonly KingdomRecord[] = [
  { id: 'castilla', name: 'Castilla', colour: 'red', religion: 'christian', source: order },
  { id: 'catalanes', name: 'Condados Catalanes', colour: 'yellow', religion: 'christian', source: order },
  { id: 'valencia', name: 'Taifa de Valencia', colour: 'light green', religion: 'muslim', source: order },
  { id: 'sevilla', name: 'Taifa de Sevilla', colour: 'light blue', religion: 'muslim', source: order },
  { id: 'badajoz', name: 'Taifa de Badajoz', colour: 'dark green', religion: 'muslim', source: order },
  { id: 'leon', name: 'León', colour: 'dark blue', religion: 'christian', source: order },
  { id: 'almoravides', name: 'Almorávides', colour: 'light green', religion: 'muslim', source: cid },
  { id: 'el-cid', name: 'El Cid', colour: 'dark blue', religion: 'christian', source: cid },
];

/** Each kingdom's record by its id. */
export const KINGDOM_BY_ID: Readonly<Record<KingdomId, KingdomRecord>> = Object.fromEntries(KINGDOMS.map((k) => [k.id, k])) as Record<KingdomId, KingdomRecord>;

/** The standard game's order of play, clockwise from Castilla (2.2, 4.3). */
export const STANDARD_ORDER: readonly KingdomId[] = ['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'];

/** Castles each kingdom has; placing them all is a sudden victory (8). */
export const CASTLES_PER_KINGDOM = 13;
/** Cards drawn each turn before the bonus (7). */
export const BASE_DRAW = 8;
