/**
 * La Legión's counters: the formations of the set-up and reinforcement table (rulebook 6:
 * turns 1, 3 and 5 for both sides), each split into its counters with their type and factors
 * (2.3: combat factor, movement factor, displacement twice the movement; aircraft with movement
 * only, fleets with none), the captured-battery counters (2.3, 8.1) and the turn marker (4).
 *
 * The rulebook lists the formations but not the counter sheets: how many counters each formation
 * has, and their factors, are reconstructed (about 200 counters in five sheets, per the component
 * facts), keeping the kabilas numerous and weak and the Spanish fewer and stronger, and both sides'
 * counts well inside the 3:1 of 5. See `docs/data-provenance.md` (La Legión).
 * @module
 */
import * as z from '../../../core/schema.js';
import { sourceSchema, type Source } from '../../../core/source.js';

/** The two sides (3). */
export type Side = 'spanish' | 'moroccan';
/** Both {@link Side}s, Spanish first. */
export const SIDES: readonly Side[] = ['spanish', 'moroccan'];

/** A counter's type (2.3); which are infantry and cavalry matters for the weather (9). */
export type CounterType = 'infantry' | 'cavalry' | 'machine-guns' | 'artillery' | 'armoured-car' | 'bomber' | 'seaplane' | 'fleet' | 'captured-battery';
/** Every {@link CounterType}. */
export const COUNTER_TYPES: readonly CounterType[] = [
  'infantry',
  'cavalry',
  'machine-guns',
  'artillery',
  'armoured-car',
  'bomber',
  'seaplane',
  'fleet',
  'captured-battery',
];

/** The turns on which counters arrive (6: set-up on turn 1, reinforcements on turns 3 and 5). */
export type EntryTurn = 1 | 3 | 5;

/** One line of the table of 6: a formation, its side and turn, and how it splits into counters. */
export interface FormationRecord {
  /** Unique id (`'bandera-1'`): the first part of its counters' ids. */
  readonly id: string;
  /** The name as the table of 6 prints it. */
  readonly name: string;
  /** The side it fights for (6). */
  readonly side: Side;
  /** The turn it arrives: 1 at set-up, 3 or 5 as reinforcements (6, 6.1). */
  readonly entryTurn: EntryTurn;
  /** Its counters by type, with the factors each counter of that type has. */
  readonly parts: readonly FormationPart[];
  /** The formation and its turn: rulebook 6. */
  readonly source: Source;
  /** The split into counters and their factors: reconstructed, with a note. */
  readonly splitSource: Source;
}

/** A group of like counters of one formation. */
export interface FormationPart {
  /** The counters' type (2.3). */
  readonly type: CounterType;
  /** How many counters of this type the formation has. */
  readonly count: number;
  /** Combat factor (2.3); null for aircraft and fleets. */
  readonly combat: number | null;
  /** Movement factor (2.3); null for fleets. */
  readonly movement: number | null;
}

/** One counter. */
export interface CounterRecord {
  /** Unique id: the formation's id and a number (`'bandera-1-2'`). */
  readonly id: string;
  /** The side it fights for (its formation's). */
  readonly side: Side;
  /** The formation's id; `'captured-batteries'` for the captured batteries. */
  readonly formation: string;
  /** Its type (2.3). */
  readonly type: CounterType;
  /** Combat factor (2.3); null for aircraft and fleets ("carecen de factor de combate"). */
  readonly combat: number | null;
  /** Movement factor (2.3); null for fleets ("carecen de factor de movimiento"). */
  readonly movement: number | null;
  /** Displacement factor (2.3): twice the movement factor; null for aircraft and fleets. */
  readonly displacement: number | null;
  /** The turn it arrives (6); null for a captured battery, which enters only when a Spanish battery is eliminated (8.1). */
  readonly entryTurn: EntryTurn | null;
  /** Where its factors come from: reconstructed, with its formation's note. */
  readonly source: Source;
}

const SIX: Source = { kind: 'rulebook', section: '6', note: 'the set-up and reinforcement table: formation and turn' };
const rec = (note: string): Source => ({ kind: 'reconstructed', note });

const p = (type: CounterType, count: number, combat: number | null, movement: number | null): FormationPart => ({ type, count, combat, movement });

// The factors of each kind of unit (reconstructed; see docs/data-provenance.md): combat / movement.
const LEGION_INF = (n: number) => p('infantry', n, 4, 4);
const LEGION_MG = (n: number) => p('machine-guns', n, 3, 3);
const ARMY_INF = (n: number) => p('infantry', n, 3, 3);
const ARMY_MG = (n: number) => p('machine-guns', n, 2, 3);
const ARMY_ART = (n: number) => p('artillery', n, 1, 2);
const AFRICA_INF = (n: number) => p('infantry', n, 3, 4);
const REGULARES_INF = (n: number) => p('infantry', n, 3, 4);
const NATIVE_INF = (n: number) => p('infantry', n, 2, 4);
const NATIVE_CAV = (n: number) => p('cavalry', n, 2, 6);
const REGULARES_CAV = (n: number) => p('cavalry', n, 3, 6);
const ARMY_CAV = (n: number) => p('cavalry', n, 3, 6);

function formation(id: string, name: string, side: Side, entryTurn: EntryTurn, parts: FormationPart[], note: string): FormationRecord {
  return { id, name, side, entryTurn, parts, source: SIX, splitSource: rec(note) };
}

const BANDERA = 'a Legion bandera (battalion, 2.3): one infantry counter 4-4 and its machine-gun company 3-3, the elite of the Spanish side';
const REGIMENT = 'an infantry regiment: three battalions 3-3, a machine-gun company 2-3 and an attached battery 1-2 (the only Spanish artillery)';
const REGULARES = 'a Group of Regulares: two infantry tabores 3-4 and a cavalry tabor 3-6';
const MEHALA = 'a Mehala: one infantry tabor 2-4 and one cavalry tabor 2-6';
const KABILA =
  'kabila counters are numerous and weaker than the Spanish battalions: most are infantry, a sixth cavalry. Second edition: every ' +
  "kabila's infantry 2-4 (the first edition rated 50 of them 1-4, which any Spanish counter of factor 3 beat at every roll: " +
  '3 x 2 = 6 > 1 x 5 = 5); the harkas of 1921 were riflemen fighting on their own ground, and a 2 keeps one counter below ' +
  'a Spanish battalion (3) while letting two or three of them take one';

/** The formations of the table of 6, in its order: turn 1, then 3, then 5, Spanish first. */
// prettier-ignore
export const FORMATIONS: readonly FormationRecord[] = [
  formation('ceriñola', 'Regimiento Ceriñola', 'spanish', 1, [ARMY_INF(3), ARMY_MG(1), ARMY_ART(1)], REGIMENT),
  formation('harca-soliman', 'Harca Solimán', 'spanish', 1, [NATIVE_INF(1), NATIVE_CAV(1)], 'a friendly harca: one foot and one mounted counter, 2-4 and 2-6'),
  formation(
    'policia-indigena',
    'Policía Indígena',
    'spanish',
    1,
    [NATIVE_INF(1), NATIVE_CAV(1)],
    'the native police (mías): one foot and one mounted counter, 2-4 and 2-6',
  ),
  formation('bandera-1', '1ª Bandera de la Legión', 'spanish', 1, [LEGION_INF(1), LEGION_MG(1)], BANDERA),
  formation('bandera-2', '2ª Bandera de la Legión', 'spanish', 1, [LEGION_INF(1), LEGION_MG(1)], BANDERA),
  formation('bandera-3', '3ª Bandera de la Legión', 'spanish', 1, [LEGION_INF(1), LEGION_MG(1)], BANDERA),
  formation('regulares-melilla', 'Regulares de Melilla', 'spanish', 1, [REGULARES_INF(2), REGULARES_CAV(1)], REGULARES),
  formation('regulares-alhucemas', 'Regulares de Alhucemas', 'spanish', 1, [REGULARES_INF(2), REGULARES_CAV(1)], REGULARES),
  formation('mehala-larache', 'Mehala de Larache', 'spanish', 1, [NATIVE_INF(1), NATIVE_CAV(1)], MEHALA),
  formation('mehala-ceuta', 'Mehala de Ceuta', 'spanish', 1, [NATIVE_INF(1), NATIVE_CAV(1)], MEHALA),
  formation('mehala-melilla', 'Mehala de Melilla', 'spanish', 1, [NATIVE_INF(1), NATIVE_CAV(1)], MEHALA),
  formation(
    'cazadores-africa',
    'Cazadores de África',
    'spanish',
    1,
    [AFRICA_INF(3), ARMY_MG(1), ARMY_ART(1)],
    'three battalions of Cazadores de África 3-4 (seasoned colonial infantry, faster than the peninsular regiments), a machine-gun company 2-3 and a battery 1-2',
  ),
  formation(
    'beni-urriaguel',
    'Kábila Beni-Urriaguel',
    'moroccan',
    1,
    [p('infantry', 26, 2, 4), p('cavalry', 4, 2, 6), p('machine-guns', 2, 2, 3)],
    `${KABILA}; Abd el-Krim's own kabila, the strongest: infantry 2-4, cavalry 2-6 and two machine-gun counters 2-3 (second edition: the guns taken at Annual, rated as the Spanish army's machine guns they were; first edition 1-3) (guns taken in 1921)`,
  ),
  formation('beni-ulisex', 'Kábila Beni-Ulisex', 'moroccan', 1, [p('infantry', 17, 2, 4), p('cavalry', 3, 2, 6)], `${KABILA}: infantry 2-4, cavalry 2-6`),

  formation('bandera-4', '4ª Bandera de la Legión', 'spanish', 3, [LEGION_INF(1), LEGION_MG(1)], BANDERA),
  formation('bandera-5', '5ª Bandera de la Legión', 'spanish', 3, [LEGION_INF(1), LEGION_MG(1)], BANDERA),
  formation('bandera-6', '6ª Bandera de la Legión', 'spanish', 3, [LEGION_INF(1), LEGION_MG(1)], BANDERA),
  formation('alcantara', 'Regimiento Alcántara', 'spanish', 3, [ARMY_CAV(3)], 'the cavalry regiment Alcántara: three cavalry counters 3-6'),
  formation('garellano', 'Regimiento Garellano', 'spanish', 3, [ARMY_INF(3), ARMY_MG(1), ARMY_ART(1)], REGIMENT),
  formation('mehala-tetuan', 'Mehala Tetuán', 'spanish', 3, [NATIVE_INF(1), NATIVE_CAV(1)], MEHALA),
  formation('regimiento-ceuta', 'Regimiento de Ceuta', 'spanish', 3, [ARMY_INF(3), ARMY_MG(1), ARMY_ART(1)], REGIMENT),
  formation('regulares-tetuan', 'Regulares de Tetuán', 'spanish', 3, [REGULARES_INF(2), REGULARES_CAV(1)], REGULARES),
  formation(
    'regimiento-45',
    'Regimiento 45',
    'spanish',
    3,
    [ARMY_INF(3), ARMY_ART(1)],
    'an infantry regiment without its machine-gun company: three battalions 3-3 and a battery 1-2',
  ),
  formation(
    'azim-el-midao',
    'Kábila Azim el Midao',
    'moroccan',
    3,
    [p('infantry', 15, 2, 4), p('cavalry', 3, 2, 6)],
    `${KABILA}: infantry 2-4, cavalry 2-6 (spelt Azin-el-Midao in the publisher's description)`,
  ),
  formation(
    'beni-aros',
    'Kábila Beni-Aros',
    'moroccan',
    3,
    [p('infantry', 15, 2, 4), p('cavalry', 3, 2, 6)],
    `${KABILA}: infantry 2-4 (the Jebala kabila of El-Raisuni, seasoned fighters), cavalry 2-6`,
  ),

  formation('bandera-7', '7ª Bandera de la Legión', 'spanish', 5, [LEGION_INF(1), LEGION_MG(1)], BANDERA),
  formation('bandera-8', '8ª Bandera de la Legión', 'spanish', 5, [LEGION_INF(1), LEGION_MG(1)], BANDERA),
  formation('reina', 'Regimiento de la Reina', 'spanish', 5, [ARMY_INF(3), ARMY_MG(1), ARMY_ART(1)], REGIMENT),
  formation('san-fernando', 'Regimiento de San Fernando', 'spanish', 5, [ARMY_INF(3), ARMY_MG(1), ARMY_ART(1)], REGIMENT),
  formation('caballeria', '1º y 2º Batallón de Caballería', 'spanish', 5, [ARMY_CAV(2)], 'two cavalry battalions, one counter each, 3-6'),
  formation(
    'blindados',
    '1º de Ingenieros Blindados',
    'spanish',
    5,
    [p('armoured-car', 2, 2, 5)],
    'two armoured-car counters ("ingenios blindados", 8.3), 2-5: they never attack, defend with 2 and push with their movement',
  ),
  formation(
    'aviacion',
    'Aviación',
    'spanish',
    5,
    [p('bomber', 2, null, 8), p('seaplane', 2, null, 8)],
    'two bombers (airfield) and two seaplanes (Mar Chica), movement 8 used three times a turn; no combat or displacement factor (2.3)',
  ),
  formation('flotas', 'Flotas de Barcos', 'spanish', 5, [p('fleet', 2, null, null)], 'two fleets, no factors at all (2.3): placed each turn on a sea hex'),
  formation('beni-osmar', 'Kábila Beni-Osmar', 'moroccan', 5, [p('infantry', 18, 2, 4), p('cavalry', 4, 2, 6)], `${KABILA}: infantry 2-4, cavalry 2-6`),
];

/** How many captured-battery counters the box holds (2.3, 8.1): the Moroccan player may place no more. */
export const CAPTURED_BATTERY_COUNT = 5;

/** Where the captured-battery counters come from: their number and factors, reconstructed. */
export const CAPTURED_BATTERIES_SOURCE: Source = rec(
  'five captured-battery counters (Moroccan artillery with a black stripe, 2.3), 1-2 like the Spanish batteries they replace; ' +
    'the Spanish have seven batteries, so the box running out is a real limit (reading 13: the placement is optional and limited by the counters in the box)',
);

function expand(f: FormationRecord): CounterRecord[] {
  const out: CounterRecord[] = [];
  let n = 0;
  for (const part of f.parts) {
    for (let i = 0; i < part.count; i++) {
      n += 1;
      out.push({
        id: `${f.id}-${n}`,
        side: f.side,
        formation: f.id,
        type: part.type,
        combat: part.combat,
        movement: part.movement,
        displacement: part.combat === null || part.movement === null ? null : 2 * part.movement,
        entryTurn: f.entryTurn,
        source: rec(
          `${f.name} (rulebook 6), counter ${n}: ${f.splitSource.kind === 'reconstructed' ? f.splitSource.note : ''}; displacement twice the movement (2.3)`,
        ),
      });
    }
  }
  return out;
}

/** Every counter of the table of 6, then the captured batteries (no turn of entry). */
export const COUNTERS: readonly CounterRecord[] = [
  ...FORMATIONS.flatMap(expand),
  ...Array.from(
    { length: CAPTURED_BATTERY_COUNT },
    (_, i): CounterRecord => ({
      id: `captured-battery-${i + 1}`,
      side: 'moroccan',
      formation: 'captured-batteries',
      type: 'captured-battery',
      combat: 1,
      movement: 2,
      displacement: 4,
      entryTurn: null,
      source: CAPTURED_BATTERIES_SOURCE,
    }),
  ),
];

/** The NAC turn marker (4): one counter, advanced on the thirteen-box track after each turn. */
export const TURN_MARKER = {
  /** The marker's id. */
  id: 'turn-marker',
  /** The boxes of the track: the game's thirteen turns (4). */
  turns: 13,
  /** The rulebook, 4 and 2.1. */
  source: { kind: 'rulebook', section: '4', note: 'the NAC turn marker on a track numbered 1 to 13 (2.1)' } as Source,
} as const;

const factor = z.number().check(z.int(), z.gte(1), z.lte(9));

/** The schema of a {@link FormationPart}: aircraft have movement only, fleets nothing, land counters both (2.3). */
export const formationPartSchema: z.Type<FormationPart> = z
  .strictObject({ type: z.enum(COUNTER_TYPES), count: z.number().check(z.int(), z.gte(1)), combat: z.nullable(factor), movement: z.nullable(factor) })
  .check(z.refine((x) => factorsFit(x.type, x.combat, x.movement), 'aircraft have a movement factor only, fleets no factor, land counters both (2.3)'));

function factorsFit(type: CounterType, combat: number | null, movement: number | null): boolean {
  if (type === 'fleet') return combat === null && movement === null;
  if (type === 'bomber' || type === 'seaplane') return combat === null && movement !== null;
  return combat !== null && movement !== null;
}

/** The schema of a {@link FormationRecord} (typed by it: the fields are documented there). */
export const formationRecordSchema: z.Type<FormationRecord> = z.strictObject({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  side: z.enum(SIDES),
  entryTurn: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  parts: z.readonly(z.array(formationPartSchema).check(z.minLength(1))),
  source: sourceSchema,
  splitSource: sourceSchema,
});

/** The schema of a {@link CounterRecord} (typed by it: the fields are documented there). */
export const counterRecordSchema: z.Type<CounterRecord> = z
  .strictObject({
    id: z.string().check(z.regex(/^[a-zñ0-9-]+$/)),
    side: z.enum(SIDES),
    formation: z.string().check(z.minLength(1)),
    type: z.enum(COUNTER_TYPES),
    combat: z.nullable(factor),
    movement: z.nullable(factor),
    displacement: z.nullable(z.number().check(z.int(), z.gte(2), z.lte(18))),
    entryTurn: z.nullable(z.union([z.literal(1), z.literal(3), z.literal(5)])),
    source: sourceSchema,
  })
  .check(
    z.refine((c) => factorsFit(c.type, c.combat, c.movement), 'aircraft have a movement factor only, fleets no factor, land counters both (2.3)'),
    z.refine(
      (c) => c.displacement === (c.combat === null || c.movement === null ? null : 2 * c.movement),
      'displacement is twice the movement factor, none for aircraft and fleets (2.3)',
    ),
    z.refine((c) => (c.type === 'captured-battery') === (c.entryTurn === null), 'only captured batteries have no turn of entry (8.1)'),
  );
