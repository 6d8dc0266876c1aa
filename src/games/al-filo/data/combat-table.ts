/**
 * The Tablas de Combates of ¡Al filo de la espada! (rules v4, tables at the end of the rulebook):
 * the force-ratio modifiers, the attacker-type by defender-type matrix, the quality modifier, the
 * other modifiers and their cap, and the result table. Sections: Tablas de Combates; 10.3 (the
 * resolution, the ratio rounded in the defender's favour), 10.4 (the charge modifiers), 10.6 (the
 * results in the printed order), 10.7 (retreat), 10.8 (advance). The terrain's combat and charge
 * columns are the Tabla de Terrenos' (data/terrain.ts).
 *
 * Readings (the rulebook's readings, docs/data-provenance.md): 15 (demoralized attackers), 16 (the garbled cells
 * of the matrix and of the result table).
 * @module
 */
import * as z from '../../../core/schema.js';
import { sourceSchema, type Source } from '../../../core/source.js';
import { UNIT_TYPES, type UnitType } from './types.js';

const table = (note: string): Source => ({ kind: 'rulebook', section: 'Tablas de Combates', note });

function positiveInteger(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Tablas de Combates: ${what} is a positive whole number of PF, not ${n}`);
}

/**
 * The force-ratio modifier ("Modificadores debidos a la relación de fuerza"): 2/1 and more +2, 1/1
 * +1, 1/2 0, 1/3 -1, worse than 1/3 ("Más de 1/3") -2. The ratio is rounded in the defender's
 * favour ("se redondean siempre los cálculos a favor del defensor", 10.3): down to the printed
 * ratio it reaches, so 5 against 3 is 1/1, 3 against 5 is 1/2 and 2 against 7 worse than 1/3.
 * Integer arithmetic only. A RangeError unless both are positive whole numbers.
 */
export function ratioModifier(attack: number, defence: number): number {
  positiveInteger(attack, 'the attack');
  positiveInteger(defence, 'the defence');
  if (attack >= 2 * defence) return 2;
  if (attack >= defence) return 1;
  if (2 * attack >= defence) return 0;
  if (3 * attack >= defence) return -1;
  return -2;
}

/** One attacker row of the "Modificadores a los tipos de unidades". */
export interface TypeModifierRow {
  /** The attacking type (the row). */
  readonly attacker: UnitType;
  /** The row as the scan prints it. */
  readonly printed: string;
  /** The modifier against each defending type, in {@link UNIT_TYPES} order (the printed columns Ch Ha Cl Pi Mi Il Ar Ab At). */
  readonly cells: readonly number[];
  /** The table, and for garbled cells the reading taken. */
  readonly source: Source;
}

/**
 * The matrix as printed, one row per attacking type. There is no At row: artillery never
 * attacks (10.1: "Sólo las unidades en huida y las unidades de artillería no pueden iniciar
 * combates"); the last column is artillery as defender.
 */
export const TYPE_MODIFIER_ROWS: readonly TypeModifierRow[] = [
  {
    attacker: 'Ch',
    printed: 'Ch O | +1 | +2 [ +2 | +3 | +3 [ +2 | +2 | +2',
    cells: [0, 1, 2, 2, 3, 3, 2, 2, 2],
    source: table('the row Ch; the cell "O" against Ch is 0 (reading 16)'),
  },
  { attacker: 'Ha', printed: 'Ha 0 0 | +2 | +2 [ +2 | +2 | +1 [ +2 | +2', cells: [0, 0, 2, 2, 2, 2, 1, 2, 2], source: table('the row Ha') },
  {
    attacker: 'Cl',
    printed: 'Cl -1 | -1 0 0 0 |+1 ] O [+1]+2',
    cells: [-1, -1, 0, 0, 0, 1, 0, 1, 2],
    source: table('the row Cl; the cell "O" against Ar is 0 (reading 16)'),
  },
  {
    attacker: 'Pi',
    printed: 'Pi 2 2] -1 0O | +1 | +1 | -1 | -1 |+1',
    cells: [-2, -2, -1, 0, 1, 1, -1, -1, 1],
    source: table(
      'the row Pi; the cells "2" and "2]" against Ch and Ha are -2, their lost sign a minus as Mi against Ha (reading 16); "0O" against Pi is 0 (reading 16)',
    ),
  },
  {
    attacker: 'Mi',
    printed: 'Mi 20 -2 -1 0 O |+1]|-1|-1]0',
    cells: [-2, -2, -1, 0, 0, 1, -1, -1, 0],
    source: table('the row Mi; the cell "20" against Ch is -2, its lost sign a minus as against Ha (reading 16); "O" against Mi is 0 (reading 16)'),
  },
  {
    attacker: 'Il',
    printed: '1 O I O S | 0 0 0 0 0|0',
    cells: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    source: table(
      'the row Il ("1" its garbled name): 0 throughout, its legible marks being zeros ("O" read as 0, "I" and "S" rule lines and noise) (reading 16)',
    ),
  },
  {
    attacker: 'Ar',
    printed: 'Ar -1 | -1 0 0O |+1|+2| 0 | +1 |+2',
    cells: [-1, -1, 0, 0, 1, 2, 0, 1, 2],
    source: table('the row Ar; the cell "0O" against Pi is 0 (reading 16)'),
  },
  {
    attacker: 'Ab',
    printed: 'Ab 2| 2] -1]-1[+1]+1] -1 0 | +1',
    cells: [-2, -2, -1, -1, 1, 1, -1, 0, 1],
    source: table('the row Ab; the cells "2|" and "2]" against Ch and Ha are -2, their lost sign a minus as Mi against Ha (reading 16)'),
  },
];

/** The schema of a {@link TypeModifierRow}: nine cells, each a modifier of -2 to +3. */
export const typeModifierRowSchema: z.Type<TypeModifierRow> = z.strictObject({
  attacker: z.enum(['Ch', 'Ha', 'Cl', 'Pi', 'Mi', 'Il', 'Ar', 'Ab', 'At']),
  printed: z.string().check(z.minLength(1)),
  cells: z.array(z.number().check(z.int(), z.gte(-2), z.lte(3))).check(z.length(UNIT_TYPES.length)),
  source: sourceSchema,
});

/**
 * The type modifiers `[attacker][defender]`, both in {@link UNIT_TYPES} order (Ch Ha Cl Pi Mi Il
 * Ar Ab At): the cells of {@link TYPE_MODIFIER_ROWS}. Eight rows: artillery never attacks (10.1),
 * so there is no row for At, the last type.
 */
export const TYPE_MODIFIERS: readonly (readonly number[])[] = TYPE_MODIFIER_ROWS.map((r) => r.cells);

/** The matrix's modifier for one attacking type against one defending type. A RangeError for an At attacker (10.1: artillery never attacks). */
export function typeModifier(attacker: UnitType, defender: UnitType): number {
  const row = TYPE_MODIFIERS[UNIT_TYPES.indexOf(attacker)];
  const cell = row?.[UNIT_TYPES.indexOf(defender)];
  if (cell === undefined) {
    throw new RangeError(
      attacker === 'At'
        ? 'Tablas de Combates: the type matrix has no At row (10.1: artillery never attacks)'
        : `Tablas de Combates: no type modifier for ${String(attacker)} against ${String(defender)}`,
    );
  }
  return cell;
}

/**
 * The type modifier of a combined combat (the matrix's Nota: "se toma en cuenta los tipos de
 * unidades más favorables a los defensores (o el <menos bueno> atacante y el <mejor> defensor)"):
 * the lowest modifier over every attacker and defender. A RangeError for an empty side.
 */
export function combinedTypeModifier(attackers: readonly UnitType[], defenders: readonly UnitType[]): number {
  if (attackers.length === 0 || defenders.length === 0) throw new RangeError('Tablas de Combates: a combat has at least one attacker and one defender');
  let worst = Infinity;
  for (const a of attackers) for (const d of defenders) worst = Math.min(worst, typeModifier(a, d));
  return worst;
}

/**
 * The quality modifier ("Modificadores debidos a la calidad de las unidades"): +1 when the
 * attacker is better, -1 when worse, 0 when equal. In a combined combat, the best attacker's and
 * the best defender's quality (the table's Nota). A RangeError unless both are whole numbers.
 */
export function qualityModifier(attackerQuality: number, defenderQuality: number): number {
  if (!Number.isInteger(attackerQuality) || !Number.isInteger(defenderQuality)) {
    throw new RangeError(`Tablas de Combates: a quality is a whole number, not ${attackerQuality} or ${defenderQuality}`);
  }
  return Math.sign(attackerQuality - defenderQuality);
}

/**
 * The "Otros modificadores" of the Tablas de Combates, apart from the leaders' bonus difference
 * ("+ o – la diferencia de bono entre los jefes") and the terrain. "Todos los modificadores son
 * acumulativos hasta un límite de + o – 7" ({@link capModifier}).
 */
export const COMBAT_MODIFIERS: {
  /** "-2 si la unidad atacante (o una de las unidades) acaba de efectuar un tiro ofensivo". */
  readonly offensiveFire: -2;
  /** "+2 si el defensor (o uno de los defensores) es atacado por un hex. de retaguardia" (not against a routed unit: "las unidades en huida no tienen orientación", reading 17). */
  readonly rearAttack: 2;
  /** "+2 en caso de carga de un hex. frontal" (10.4). */
  readonly frontCharge: 2;
  /** "+3 en caso de carga de un hex. de retaguardia" (10.4); not with the +3 against routed defenders (the Precisión: routed units have no facing). */
  readonly rearCharge: 3;
  /** "-2 si uno o todos los atacantes están desmoralizados": the only attacker or every attacker (reading 15). */
  readonly attackersAllDemoralized: -2;
  /** "-1 si uno (pero no todos los atacantes), está desmoralizado": some but not all (reading 15). */
  readonly attackersSomeDemoralized: -1;
  /** "+1 si uno (pero no todos los defensores), está desmoralizado". */
  readonly defendersSomeDemoralized: 1;
  /** "+2 si todos los defensores están desmoralizados o al menos uno está en huida". */
  readonly defendersAllDemoralizedOrOneRouted: 2;
  /** "+3 si todos los defensores están en huida". */
  readonly defendersAllRouted: 3;
} = {
  offensiveFire: -2,
  rearAttack: 2,
  frontCharge: 2,
  rearCharge: 3,
  attackersAllDemoralized: -2,
  attackersSomeDemoralized: -1,
  defendersSomeDemoralized: 1,
  defendersAllDemoralizedOrOneRouted: 2,
  defendersAllRouted: 3,
};

/** "Todos los modificadores son acumulativos hasta un límite de + o – 7". */
export const MODIFIER_CAP = 7;

/** The summed modifiers held to the cap, -7 to +7. A RangeError for a total that is not a whole number. */
export function capModifier(total: number): number {
  if (!Number.isInteger(total)) throw new RangeError(`Tablas de Combates: a total of modifiers is a whole number, not ${total}`);
  return Math.max(-MODIFIER_CAP, Math.min(MODIFIER_CAP, total));
}

/**
 * What a result does to one side, applied in this order (10.6: "en el orden de los efectos
 * indicados en la tabla de combates"): F (fatigada), D (desmoralizada), Dr (puesta en huida), R
 * (retirada, 10.7).
 */
export interface SideEffects {
  /** F: fatigued (11.1). */
  readonly fatigue: boolean;
  /** D: demoralized (12.1). */
  readonly demoralize: boolean;
  /** Dr: routed (12.2). */
  readonly rout: boolean;
  /** R: a retreat of one hex (10.7). */
  readonly retreat: boolean;
}

/** One row of the result table ("Dado modificado / Defensores / Atacantes"). */
export interface CombatResultRow {
  /** The lowest modified die of the row. */
  readonly from: number;
  /** The highest modified die of the row. */
  readonly to: number;
  /** The row as the scan prints it. */
  readonly printed: string;
  /** The defenders' effects. */
  readonly defenders: SideEffects;
  /** The attackers' effects. */
  readonly attackers: SideEffects;
  /** "Avance posible" for the defenders, "Avance obligatorio" for the attackers (10.8), or none. */
  readonly advance: 'defenders-may' | 'attackers-must' | 'none';
  /** The table, and for garbled cells the reading taken. */
  readonly source: Source;
}

const NONE: SideEffects = { fatigue: false, demoralize: false, rout: false, retreat: false };
const R: SideEffects = { ...NONE, retreat: true };
const FR: SideEffects = { ...NONE, fatigue: true, retreat: true };
const DR: SideEffects = { ...NONE, demoralize: true, retreat: true };
const DrR: SideEffects = { ...NONE, rout: true, retreat: true };

/**
 * The result table as printed, modified die -7 to 16 ("R = retirada Dr = puesta en huida D =
 * Desmoralizada F = Fatigada"). The advance is forbidden to demoralized units (the table's note),
 * which the rules apply.
 */
export const COMBAT_RESULTS: readonly CombatResultRow[] = [
  {
    from: -7,
    to: -4,
    printed: '-7a-4 Avance posible D+R',
    defenders: NONE,
    attackers: DR,
    advance: 'defenders-may',
    source: table('"-7a-4": defenders "Avance posible", attackers "D+R"'),
  },
  {
    from: -3,
    to: 0,
    printed: '-3a0 o F+R',
    defenders: NONE,
    attackers: FR,
    advance: 'none',
    source: table('"-3a0": the defenders\' garbled cell "o" is "–" (reading 16), attackers "F+R"'),
  },
  {
    from: 1,
    to: 3,
    printed: '1a3 I R',
    defenders: NONE,
    attackers: R,
    advance: 'none',
    source: table('"1a3": the defenders\' garbled cell "I" is "–" (reading 16), attackers "R"'),
  },
  {
    from: 4,
    to: 4,
    printed: '4 S -',
    defenders: NONE,
    attackers: NONE,
    advance: 'none',
    source: table(
      '"4": the defenders\' garbled cell "S" is "–" (reading 16: the stand-off between the attackers\' retreat, 1 to 3, and the defenders\', from 5), attackers "-"',
    ),
  },
  {
    from: 5,
    to: 6,
    printed: '526 R Avance obligatorio',
    defenders: R,
    attackers: NONE,
    advance: 'attackers-must',
    source: table('"5a6" (printed "526"): defenders "R", attackers "Avance obligatorio"'),
  },
  {
    from: 7,
    to: 9,
    printed: '729 F+R Avance obligatorio',
    defenders: FR,
    attackers: NONE,
    advance: 'attackers-must',
    source: table('"7a9" (printed "729"): defenders "F+R", attackers "Avance obligatorio"'),
  },
  {
    from: 10,
    to: 13,
    printed: '10213 D+R Avance obligatorio',
    defenders: DR,
    attackers: NONE,
    advance: 'attackers-must',
    source: table('"10a13" (printed "10213"): defenders "D+R", attackers "Avance obligatorio"'),
  },
  {
    from: 14,
    to: 16,
    printed: '14216 Dr +R Avance obligatorio',
    defenders: DrR,
    attackers: NONE,
    advance: 'attackers-must',
    source: table('"14a16" (printed "14216"): defenders "Dr +R", attackers "Avance obligatorio"'),
  },
];

const effectsSchema = z.strictObject({ fatigue: z.boolean(), demoralize: z.boolean(), rout: z.boolean(), retreat: z.boolean() });
const modifiedDie = z.number().check(z.int(), z.gte(-MODIFIER_CAP), z.lte(9 + MODIFIER_CAP));

/** The schema of a {@link CombatResultRow}. */
export const combatResultRowSchema: z.Type<CombatResultRow> = z
  .strictObject({
    from: modifiedDie,
    to: modifiedDie,
    printed: z.string().check(z.minLength(1)),
    defenders: effectsSchema,
    attackers: effectsSchema,
    advance: z.enum(['defenders-may', 'attackers-must', 'none']),
    source: sourceSchema,
  })
  .check(
    z.refine((r) => r.from <= r.to, 'a row runs from its lowest die to its highest'),
    z.refine(
      (r) => r.advance !== 'attackers-must' || (r.defenders.retreat && !r.attackers.retreat),
      'the attackers must advance only when the defenders retreat (10.8)',
    ),
  );

/** The row of a modified die (d10 plus the capped modifiers, -7 to 16). A RangeError outside. */
export function combatResult(modifiedDie: number): CombatResultRow {
  const row = Number.isInteger(modifiedDie) ? COMBAT_RESULTS.find((r) => r.from <= modifiedDie && modifiedDie <= r.to) : undefined;
  if (row === undefined)
    throw new RangeError(`Tablas de Combates: a modified die runs from -7 to 16 (a d10 of 0-9 and modifiers capped at ±7), not ${modifiedDie}`);
  return row;
}
