/**
 * The Tabla de Tiros of ¡Al filo de la espada! (rules v4, tables at the end of the rulebook): the
 * thresholds on the d10 by weapon and range, its modifiers and its "Efecto sobre los jefes".
 * Sections: Tabla de Tiros; 9.1 (mounted shooters, one fire per target), 9.3 (combined fire, the
 * farthest range), 7.5 (the leaders' test), 0.3 (the d10 reads 0-9); the scenario's -1 for the
 * Las Navas archers. The terrain of the target hex is the Tabla de Terrenos' fire column
 * (data/terrain.ts).
 *
 * Readings (the rulebook's readings, docs/data-provenance.md): 13 (the archers' row, unreadable, reconstructed;
 * the crossbows' 5- and 6-hex cells are "Tiro imposible"), 14 (the strength bands), 11 (the
 * leaders' test on an unmodified 9; a 7 wounds).
 * @module
 */
import * as z from '../../../core/schema.js';
import { sourceSchema, type Source } from '../../../core/source.js';
import type { UnitType } from './types.js';

/** What a unit shoots with: a row of the Tabla de Tiros. */
export type FireWeapon = 'archers' | 'crossbows' | 'artillery' | 'javelins';
/** Every {@link FireWeapon}, in the table's printed order. */
export const FIRE_WEAPONS: readonly FireWeapon[] = ['archers', 'crossbows', 'artillery', 'javelins'];

/**
 * A cell of the Tabla de Tiros: thresholds on the d10 (0-9; 0.3: the zero is zero). The target is
 * demoralized on `demoralize` or more and routed on `rout` or more ("El objetivo sufre un
 * resultado sobre un d10 superior o igual a las cifras indicadas"); `rout` is null where the cell
 * prints one figure ("Si sólo hay una cifra en la tabla, se refiere al resultado que se debe
 * obtener para desmoralizar a la unidad").
 */
export interface FireThreshold {
  /** The first figure: the modified die that demoralizes. */
  readonly demoralize: number;
  /** The second figure: the modified die that routs; null where the cell has one figure. */
  readonly rout: number | null;
}

/** One row of the Tabla de Tiros. */
export interface FireTableRow {
  /** The weapon. */
  readonly weapon: FireWeapon;
  /** The row's name as printed ('Arqueros', 'Ballesteros', 'Artillería', 'Cl y Il (jabalineros)'). */
  readonly name: string;
  /** The row as the scan prints it. */
  readonly printed: string;
  /** Exactly six cells, for 1 to 6 hexes; null is "Tiro imposible". */
  readonly cells: readonly (FireThreshold | null)[];
  /** The table, and for a damaged row the reading taken. */
  readonly source: Source;
}

const table = (note: string): Source => ({ kind: 'rulebook', section: 'Tabla de Tiros', note });
const t = (demoralize: number, rout: number | null = null): FireThreshold => ({ demoralize, rout });

/** The Tabla de Tiros, one row per weapon in the printed order; cells by range, 1 to 6 hexes. */
export const FIRE_TABLE: readonly FireTableRow[] = [
  {
    weapon: 'archers',
    name: 'Arqueros',
    printed: 'AT ETES Tiro Tiro Tiro / 1 /i G/ G/t e R e Fy e',
    cells: [t(5, 7), t(6, 8), t(6, 9), null, null, null],
    source: {
      kind: 'reconstructed',
      note:
        'Tabla de Tiros, the Arqueros row: its figures are unreadable ("1 /i G/ G/t"); the three "Tiro imposible" are 4 to 6 hexes, so archers reach 3 (reading 13). ' +
        'Reconstructed as 5/7 6/8 6/9: the printed row is the longbow\'s (the Las Navas -1: "El arco no tenía aún la eficacia del arco largo"), so at each range at least as good as the crossbows\' 6/8 7/9 8/9; ' +
        'the "G" (6) the scan keeps in the 2- and 3-hex cells gives their first figures, and the rest is the crossbows\' row one better, the rout figure growing with range as in every other row. ' +
        'With the Las Navas -1 the archers then shoot as the crossbows at 1 and 2 hexes.',
    },
  },
  {
    weapon: 'crossbows',
    name: 'Ballesteros',
    printed: 'Tiro Tiro / Ballesteros 6/8 7/9 8/9 9 Mool Doyl',
    cells: [t(6, 8), t(7, 9), t(8, 9), t(9), null, null],
    source: table('printed "6/8 7/9 8/9 9" for 1 to 4 hexes; the damaged 5- and 6-hex cells ("Mool Doyl" under "Tiro Tiro") are "Tiro imposible" (reading 13)'),
  },
  {
    weapon: 'artillery',
    name: 'Artillería',
    printed: 'Artilleria 3/5 4/6 4/7 5/7 5/9 7',
    cells: [t(3, 5), t(4, 6), t(4, 7), t(5, 7), t(5, 9), t(7)],
    source: table('printed "3/5 4/6 4/7 5/7 5/9 7"'),
  },
  {
    weapon: 'javelins',
    name: 'Cl y Il (jabalineros)',
    printed: 'ClyIl 7/8 9 Tiro Tiro Tiro Tiro / (jabalineros) Imposible Imposible Imposible Imposible',
    cells: [t(7, 8), t(9), null, null, null, null],
    source: table('printed "7/8 9" for 1 and 2 hexes, "Tiro imposible" beyond; the Il, and the Cl whose counter has the fire symbol (2.1)'),
  },
];

const die = z.number().check(z.int(), z.gte(0), z.lte(9));
const thresholdSchema: z.Type<FireThreshold> = z
  .strictObject({ demoralize: die, rout: z.nullable(die) })
  .check(z.refine((c) => c.rout === null || c.rout > c.demoralize, 'a cell routs on a higher figure than it demoralizes'));

/** The schema of a {@link FireTableRow}: six cells, thresholds on the 0-9 die, none after the first impossible range. */
export const fireTableRowSchema: z.Type<FireTableRow> = z
  .strictObject({
    weapon: z.enum(['archers', 'crossbows', 'artillery', 'javelins']),
    name: z.string().check(z.minLength(1)),
    printed: z.string().check(z.minLength(1)),
    cells: z.array(z.nullable(thresholdSchema)).check(z.length(6)),
    source: sourceSchema,
  })
  .check(
    z.refine(
      (r) => r.cells.every((c, i) => c !== null || r.cells.slice(i).every((d) => d === null)),
      'a weapon that cannot fire at a range cannot fire farther',
    ),
    z.refine((r) => r.cells[0] !== null, 'every weapon fires at 1 hex'),
  );

function rowOf(weapon: FireWeapon): FireTableRow {
  const row = FIRE_TABLE.find((r) => r.weapon === weapon);
  if (row === undefined) throw new RangeError(`the Tabla de Tiros has no row "${String(weapon)}"`);
  return row;
}

/** The cell for a weapon at a range in hexes; null for "Tiro imposible" or a range outside 1 to 6. */
export function fireThreshold(weapon: FireWeapon, range: number): FireThreshold | null {
  if (!Number.isInteger(range) || range < 1 || range > 6) return null;
  return rowOf(weapon).cells[range - 1] ?? null;
}

/** The weapon's maximum range ("Los alcances máximos de tiro … están indicados en la tabla de tiros", 9.3): its longest range with a cell. */
export function fireRange(weapon: FireWeapon): number {
  const cells = rowOf(weapon).cells;
  let range = 0;
  cells.forEach((c, i) => {
    if (c !== null) range = i + 1;
  });
  return range;
}

/**
 * The row a unit fires on (2.1, 2.2, Tabla de Tiros): Ar archers, Ab crossbows, At artillery, Il
 * javelins, a Cl javelins only when its counter has the fire symbol (`fires`); the other types
 * (Ch, Ha, Pi, Mi) do not fire.
 */
export function weaponOf(type: UnitType, fires: boolean): FireWeapon | null {
  switch (type) {
    case 'Ar':
      return 'archers';
    case 'Ab':
      return 'crossbows';
    case 'At':
      return 'artillery';
    case 'Il':
      return 'javelins';
    case 'Cl':
      return fires ? 'javelins' : null;
    default:
      return null;
  }
}

/**
 * The strength modifier on the shooters' summed PF (Tabla de Tiros, reading 14): "-1 si la unidad
 * que tira (o la suma de las que tiran) representa menos de 4 puntos de fuerza … No afecta a las
 * unidades de artillería", "+1 si … más de 4", "+2 si … más de 8". Bands, not a sum of lines:
 * under 4 -1 (0 for artillery), exactly 4 0, 5 to 8 +1, over 8 +2. A RangeError for a total that
 * is not a positive integer.
 */
export function fireStrengthModifier(totalPf: number, artillery: boolean): number {
  if (!Number.isInteger(totalPf) || totalPf < 1)
    throw new RangeError(`Tabla de Tiros: the shooters' strength is a positive whole number of PF, not ${totalPf}`);
  if (totalPf > 8) return 2;
  if (totalPf > 4) return 1;
  if (totalPf === 4) return 0;
  return artillery ? 0 : -1;
}

/** The other modifiers of the Tabla de Tiros ("Todos estos modificadores son acumulativos"), each once for a fire however many shooters it concerns (9.3). */
export const FIRE_MODIFIERS: {
  /** "-1 si la que tira (o las que tiran) se han desplazado en el curso de la activación en curso" (a turn in place is a move, 8.2). */
  readonly moved: -1;
  /** "-1 si la que tira (o las que tiran) está desmoralizada". */
  readonly demoralized: -1;
  /** "-1 si la que tira (o las que tiran) está a caballo" (9.1: "Los arqueros o ballesteros a caballo pueden disparar. Están sometidos, sin embargo a un modificador negativo"). */
  readonly mounted: -1;
  /** Scenario, Las Navas: every Ar fires at -1 ("El arco no tenía aún la eficacia del arco largo"). */
  readonly lasNavasArchers: -1;
} = { moved: -1, demoralized: -1, mounted: -1, lasNavasArchers: -1 };

/** What a fire does to its target (Tabla de Tiros, Resultados; their effects are 12). */
export type FireResult = 'none' | 'demoralized' | 'routed';

/** The result of a modified die against a cell ("superior o igual a las cifras indicadas"). A RangeError for a die that is not a whole number. */
export function fireResult(threshold: FireThreshold, modifiedDie: number): FireResult {
  if (!Number.isInteger(modifiedDie)) throw new RangeError(`Tabla de Tiros: a modified die is a whole number, not ${modifiedDie}`);
  if (threshold.rout !== null && modifiedDie >= threshold.rout) return 'routed';
  return modifiedDie >= threshold.demoralize ? 'demoralized' : 'none';
}

/** What the leaders' test does to one leader (Tabla de Tiros and Tablas de Combates, "Efecto sobre los jefes"; 7.5). */
export type LeaderCasualty = 'none' | 'wounded' | 'killed';

/**
 * The unmodified die that tests the leaders ("Un 9 o un 10 de tiro (sin modificador)", "Un dado 9
 * o 10 de combate"): 9, since the d10 reads 0-9 (0.3: "el cero vale cero y no 10"), reading 11.
 * Fire tests the target's leaders, combat those stacked with the attacking unit; each leader of
 * the stack rolls his own d10 (7.5 Precisión).
 */
export const LEADER_TEST_DIE = 9;

/**
 * One leader's d10 in the leaders' test: "0 a 5 = RAS, 6 o 8 = el jefe es herido, 9 = el jefe
 * muere"; the 7 the text skips wounds, like 6 and 8 (reading 11). A RangeError for a die that is
 * not 0 to 9.
 */
export function leaderCasualty(d10: number): LeaderCasualty {
  if (!Number.isInteger(d10) || d10 < 0 || d10 > 9) throw new RangeError(`Tabla de Tiros, Efecto sobre los jefes: a d10 reads 0 to 9 (0.3), not ${d10}`);
  if (d10 === 9) return 'killed';
  return d10 >= 6 ? 'wounded' : 'none';
}
