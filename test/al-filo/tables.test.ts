// ¡Al filo de la espada! Tabla de Tiros and Tablas de Combates: every printed cell and every reading
// of a damaged one (shared/rules/al-filo-readings.md 11, 13, 14, 15, 16), the schemas, the bands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMBAT_MODIFIERS,
  COMBAT_RESULTS,
  MODIFIER_CAP,
  TYPE_MODIFIERS,
  TYPE_MODIFIER_ROWS,
  capModifier,
  combatResult,
  combatResultRowSchema,
  combinedTypeModifier,
  qualityModifier,
  ratioModifier,
  typeModifier,
  typeModifierRowSchema,
  type SideEffects,
} from '../../src/games/al-filo/data/combat-table.js';
import {
  FIRE_MODIFIERS,
  FIRE_TABLE,
  FIRE_WEAPONS,
  LEADER_TEST_DIE,
  fireRange,
  fireResult,
  fireStrengthModifier,
  fireTableRowSchema,
  fireThreshold,
  leaderCasualty,
  weaponOf,
  type FireThreshold,
  type FireWeapon,
} from '../../src/games/al-filo/data/fire-table.js';
import { UNIT_TYPES, type UnitType } from '../../src/games/al-filo/data/types.js';

// ---------------------------------------------------------------- Tabla de Tiros

/**
 * The Tabla de Tiros as the scan prints it, cell by cell for 1 to 6 hexes ("TI" = "Tiro
 * imposible"). The crossbows' 5- and 6-hex cells print "Mool" and "Doyl" under "Tiro Tiro"
 * (reading 13: impossible). The archers' figures are unreadable: their row is checked apart.
 */
const PRINTED_FIRE: readonly (readonly [FireWeapon, string, readonly string[]])[] = [
  ['crossbows', 'Ballesteros', ['6/8', '7/9', '8/9', '9', 'Mool', 'Doyl']],
  ['artillery', 'Artillería', ['3/5', '4/6', '4/7', '5/7', '5/9', '7']],
  ['javelins', 'Cl y Il (jabalineros)', ['7/8', '9', 'TI', 'TI', 'TI', 'TI']],
];
const DAMAGED_FIRE = new Set(['Mool', 'Doyl']);
const fireCell = (printed: string): FireThreshold | null => {
  if (printed === 'TI' || DAMAGED_FIRE.has(printed)) return null;
  const [d, r] = printed.split('/');
  return { demoralize: Number(d), rout: r === undefined ? null : Number(r) };
};
const describeCell = (c: FireThreshold | null): string =>
  c === null ? 'Tiro imposible' : c.rout === null ? `demoralize on ${c.demoralize}` : `demoralize on ${c.demoralize}, rout on ${c.rout}`;

describe('Tabla de Tiros', () => {
  it('Tabla de Tiros: every row passes its schema, one per weapon in the printed order', () => {
    for (const row of FIRE_TABLE) fireTableRowSchema.parse(row);
    expect(FIRE_TABLE.map((r) => r.weapon)).toEqual(['archers', 'crossbows', 'artillery', 'javelins']);
    expect(FIRE_WEAPONS).toEqual(FIRE_TABLE.map((r) => r.weapon));
  });

  it('Tabla de Tiros: the schema refuses a cell off the die, a rout below its demoralization, a gap in the ranges, five cells', () => {
    const row = FIRE_TABLE[2]!;
    const bad = [
      { ...row, cells: [{ demoralize: 10, rout: null }, ...row.cells.slice(1)] },
      { ...row, cells: [{ demoralize: 5, rout: 4 }, ...row.cells.slice(1)] },
      { ...row, cells: [row.cells[0], null, ...row.cells.slice(2)] },
      { ...row, cells: row.cells.slice(0, 5) },
    ];
    for (const b of bad) expect(fireTableRowSchema.safeParse(b).success).toBe(false);
  });

  for (const [weapon, name, cells] of PRINTED_FIRE) {
    cells.forEach((printed, i) => {
      const expected = fireCell(printed);
      const why = DAMAGED_FIRE.has(printed) ? ` (damaged "${printed}", reading 13)` : '';
      it(`Tabla de Tiros: ${weapon} at ${i + 1} hex${i === 0 ? '' : 'es'} ${describeCell(expected)}${why}`, () => {
        expect(fireThreshold(weapon, i + 1)).toEqual(expected);
      });
    });
    it(`Tabla de Tiros: the row ${name} keeps the scan's text and names the table`, () => {
      const row = FIRE_TABLE.find((r) => r.weapon === weapon)!;
      expect(row.name).toBe(name);
      for (const c of cells) if (c !== 'TI') expect(row.printed).toContain(c);
      expect(row.source).toMatchObject({ kind: 'rulebook', section: 'Tabla de Tiros' });
      for (const c of cells) if (DAMAGED_FIRE.has(c)) expect(row.source.note).toContain('reading 13');
    });
  }

  it('Tabla de Tiros, reading 13: crossbows at 3 hexes demoralize on 8, rout on 9; at 4 only demoralize on 9; at 5 and 6 Tiro imposible', () => {
    const cell = fireThreshold('crossbows', 3)!;
    expect([fireResult(cell, 7), fireResult(cell, 8), fireResult(cell, 9)]).toEqual(['none', 'demoralized', 'routed']);
    const four = fireThreshold('crossbows', 4)!;
    expect([fireResult(four, 8), fireResult(four, 9), fireResult(four, 12)]).toEqual(['none', 'demoralized', 'demoralized']);
    expect(fireThreshold('crossbows', 5)).toBeNull();
    expect(fireThreshold('crossbows', 6)).toBeNull();
  });

  it('Tabla de Tiros, reading 13: the archers reach 3 hexes (Tiro imposible at 4 to 6), at each range at least as good as the crossbows, marked reconstructed', () => {
    const row = FIRE_TABLE.find((r) => r.weapon === 'archers')!;
    expect(row.name).toBe('Arqueros');
    expect(row.cells.slice(3)).toEqual([null, null, null]);
    expect(fireRange('archers')).toBe(3);
    for (let range = 1; range <= 3; range++) {
      const archers = fireThreshold('archers', range)!;
      const crossbows = fireThreshold('crossbows', range)!;
      expect(archers.demoralize).toBeLessThanOrEqual(crossbows.demoralize);
      expect(archers.rout).not.toBeNull();
      expect(archers.rout!).toBeLessThanOrEqual(crossbows.rout!);
    }
    expect(row.cells.slice(0, 3)).toEqual([
      { demoralize: 5, rout: 7 },
      { demoralize: 6, rout: 8 },
      { demoralize: 6, rout: 9 },
    ]);
    expect(row.source.kind).toBe('reconstructed');
    expect(row.source.note).toContain('Tabla de Tiros');
    expect(row.source.note).toContain('reading 13');
  });

  it('Tabla de Tiros: no cell of any row gets easier with range (a farther target is never easier to hit)', () => {
    for (const row of FIRE_TABLE) {
      const cells = row.cells.filter((c): c is FireThreshold => c !== null);
      for (let i = 1; i < cells.length; i++) {
        expect(cells[i]!.demoralize).toBeGreaterThanOrEqual(cells[i - 1]!.demoralize);
        expect(cells[i]!.rout ?? 10).toBeGreaterThanOrEqual(cells[i - 1]!.rout ?? 10);
      }
    }
  });

  it('Tabla de Tiros: the maximum ranges (9.3) are archers 3, crossbows 4, artillery 6, javelins 2', () => {
    expect(FIRE_WEAPONS.map((w) => [w, fireRange(w)])).toEqual([
      ['archers', 3],
      ['crossbows', 4],
      ['artillery', 6],
      ['javelins', 2],
    ]);
  });

  it('Tabla de Tiros: a range outside 1 to 6 hexes (0, 7, 1.5, -1) has no cell', () => {
    for (const w of FIRE_WEAPONS) for (const r of [0, 7, 1.5, -1, Number.NaN]) expect(fireThreshold(w, r)).toBeNull();
  });

  it('Tabla de Tiros: Ar archers, Ab crossbows, At artillery, Il javelins, a Cl javelins only with the fire symbol; Ch, Ha, Pi, Mi never fire', () => {
    const table = UNIT_TYPES.map((t) => [t, weaponOf(t, true), weaponOf(t, false)]);
    expect(table).toEqual([
      ['Ch', null, null],
      ['Ha', null, null],
      ['Cl', 'javelins', null],
      ['Pi', null, null],
      ['Mi', null, null],
      ['Il', 'javelins', 'javelins'],
      ['Ar', 'archers', 'archers'],
      ['Ab', 'crossbows', 'crossbows'],
      ['At', 'artillery', 'artillery'],
    ]);
  });

  it('Tabla de Tiros, reading 14: strength 3 PF -1, 4 nothing, 5 +1, 8 +1, 9 +2', () => {
    expect([1, 3, 4, 5, 8, 9, 20].map((pf) => fireStrengthModifier(pf, false))).toEqual([-1, -1, 0, 1, 1, 2, 2]);
  });

  it('Tabla de Tiros, reading 14: the -1 under 4 PF does not affect artillery ("No afecta a las unidades de artillería"); its +1 and +2 do', () => {
    expect([1, 3, 4, 5, 8, 9].map((pf) => fireStrengthModifier(pf, true))).toEqual([0, 0, 0, 1, 1, 2]);
  });

  it('Tabla de Tiros: a strength that is not a positive whole number of PF is refused', () => {
    for (const pf of [0, -3, 2.5, Number.NaN]) expect(() => fireStrengthModifier(pf, false)).toThrow(RangeError);
  });

  it('Tabla de Tiros, reading 14: the strength bands never fall as the PF rise, and lie in -1..+2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), fc.boolean(), (a, b, artillery) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const m = fireStrengthModifier(lo, artillery);
        expect(m).toBeGreaterThanOrEqual(artillery ? 0 : -1);
        expect(m).toBeLessThanOrEqual(2);
        expect(fireStrengthModifier(hi, artillery)).toBeGreaterThanOrEqual(m);
      }),
    );
  });

  it('Tabla de Tiros: moved, demoralized, mounted (9.1) and the Las Navas archers (scenario) are -1 each', () => {
    expect(FIRE_MODIFIERS).toEqual({ moved: -1, demoralized: -1, mounted: -1, lasNavasArchers: -1 });
  });

  it('Tabla de Tiros: a result on a modified die "superior o igual a las cifras indicadas"; below the first figure nothing; one figure never routs', () => {
    const artillery1 = fireThreshold('artillery', 1)!;
    expect([-3, 2, 3, 4, 5, 11].map((d) => fireResult(artillery1, d))).toEqual(['none', 'none', 'demoralized', 'demoralized', 'routed', 'routed']);
    const artillery6 = fireThreshold('artillery', 6)!;
    expect([6, 7, 9, 15].map((d) => fireResult(artillery6, d))).toEqual(['none', 'demoralized', 'demoralized', 'demoralized']);
    expect(() => fireResult(artillery1, 4.5)).toThrow(RangeError);
  });

  it('Tabla de Tiros: a higher modified die never gives a lesser result', () => {
    const rank = { none: 0, demoralized: 1, routed: 2 } as const;
    const cells = FIRE_TABLE.flatMap((r) => r.cells).filter((c): c is FireThreshold => c !== null);
    fc.assert(
      fc.property(fc.constantFrom(...cells), fc.integer({ min: -10, max: 20 }), fc.integer({ min: 0, max: 10 }), (cell, d, up) => {
        expect(rank[fireResult(cell, d + up)]).toBeGreaterThanOrEqual(rank[fireResult(cell, d)]);
      }),
    );
  });

  it('Tabla de Tiros, reading 11: the leaders are tested on an unmodified 9 (a d10 reads 0-9, 0.3)', () => {
    expect(LEADER_TEST_DIE).toBe(9);
  });

  it('Tabla de Tiros, Efecto sobre los jefes, reading 11: 0 to 5 nothing, 6 to 8 wounded (7 read as wounded), 9 killed', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(leaderCasualty)).toEqual([
      'none',
      'none',
      'none',
      'none',
      'none',
      'none',
      'wounded',
      'wounded',
      'wounded',
      'killed',
    ]);
  });

  it('Tabla de Tiros, Efecto sobre los jefes: a leader die outside 0-9 (10, -1, 4.5) is refused', () => {
    for (const d of [10, -1, 4.5]) expect(() => leaderCasualty(d)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------- Tablas de Combates

/**
 * The "Modificadores a los tipos de unidades" as the scan prints them, cell by cell (columns Ch
 * Ha Cl Pi Mi Il Ar Ab At), and how the garbled cells read (reading 16): "O" and "0O" are 0; "2",
 * "2]", "2|" and "20" against Ch and Ha lost their minus. The Il row ("1 O I O S | 0 0 0 0 0|0")
 * is 0 throughout, checked apart.
 */
const PRINTED_TYPES: readonly (readonly [UnitType, readonly string[]])[] = [
  ['Ch', ['O', '+1', '+2', '+2', '+3', '+3', '+2', '+2', '+2']],
  ['Ha', ['0', '0', '+2', '+2', '+2', '+2', '+1', '+2', '+2']],
  ['Cl', ['-1', '-1', '0', '0', '0', '+1', 'O', '+1', '+2']],
  ['Pi', ['2', '2]', '-1', '0O', '+1', '+1', '-1', '-1', '+1']],
  ['Mi', ['20', '-2', '-1', '0', 'O', '+1', '-1', '-1', '0']],
  ['Ar', ['-1', '-1', '0', '0O', '+1', '+2', '0', '+1', '+2']],
  ['Ab', ['2|', '2]', '-1', '-1', '+1', '+1', '-1', '0', '+1']],
];
const GARBLED_TYPE: Readonly<Record<string, number>> = { O: 0, '0O': 0, '2': -2, '2]': -2, '2|': -2, '20': -2 };
const typeCell = (printed: string): number => GARBLED_TYPE[printed] ?? Number(printed);
const sign = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

describe('Tablas de Combates', () => {
  it('Tablas de Combates: the force ratios 2/1 and more +2, 1/1 +1, 1/2 0, 1/3 -1, worse -2', () => {
    expect([ratioModifier(2, 1), ratioModifier(9, 3), ratioModifier(1, 1), ratioModifier(1, 2), ratioModifier(1, 3), ratioModifier(1, 4)]).toEqual([
      2, 2, 1, 0, -1, -2,
    ]);
  });

  it("Tablas de Combates: the ratio rounded in the defender's favour: 5 against 3 is 1/1, 3 against 5 is 1/2, 2 against 7 worse than 1/3", () => {
    expect(ratioModifier(5, 3)).toBe(1);
    expect(ratioModifier(3, 5)).toBe(0);
    expect(ratioModifier(2, 7)).toBe(-2);
  });

  it('Tablas de Combates: each band at its edge and just under it (7:4 is 1/1, 8:4 2/1; 3:4 1/2, 4:4 1/1; 2:5 1/3, 3:5 1/2; 2:6 1/3, 2:7 worse)', () => {
    const cases: [number, number, number][] = [
      [8, 4, 2],
      [7, 4, 1],
      [4, 4, 1],
      [3, 4, 0],
      [2, 4, 0],
      [3, 5, 0],
      [2, 5, -1],
      [2, 6, -1],
      [2, 7, -2],
      [1, 3, -1],
      [1, 4, -2],
      [4, 13, -2],
      [4, 12, -1],
    ];
    for (const [a, d, m] of cases) expect([a, d, ratioModifier(a, d)]).toEqual([a, d, m]);
  });

  it('Tablas de Combates: a strength that is not a positive whole number is refused', () => {
    for (const [a, d] of [
      [0, 3],
      [3, 0],
      [-1, 2],
      [2.5, 1],
      [1, Number.NaN],
      [Number.POSITIVE_INFINITY, 1],
    ] as const) {
      expect(() => ratioModifier(a, d)).toThrow(RangeError);
    }
  });

  it('Tablas de Combates: the ratio modifier never rises as the defence grows nor falls as the attack grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 30 }), (a, d, more) => {
        expect(ratioModifier(a + more, d)).toBeGreaterThanOrEqual(ratioModifier(a, d));
        expect(ratioModifier(a, d + more)).toBeLessThanOrEqual(ratioModifier(a, d));
      }),
    );
  });

  it('Tablas de Combates: the band taken is never above the true ratio (rounded for the defender) and is the best band the true ratio reaches', () => {
    // the printed ratio of each band, as a fraction (numerator, denominator); -2 has none
    const band: Readonly<Record<number, readonly [number, number]>> = { 2: [2, 1], 1: [1, 1], 0: [1, 2], [-1]: [1, 3] };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (a, d) => {
        const m = ratioModifier(a, d);
        const own = band[m];
        if (own !== undefined) expect(a * own[1]).toBeGreaterThanOrEqual(d * own[0]);
        const better = band[m + 1];
        if (better !== undefined) expect(a * better[1]).toBeLessThan(d * better[0]);
        if (m === -2) expect(3 * a).toBeLessThan(d);
      }),
    );
  });

  it('Tablas de Combates: every row of the type matrix passes its schema; eight rows Ch to Ab, no At row (10.1: artillery never attacks)', () => {
    for (const row of TYPE_MODIFIER_ROWS) typeModifierRowSchema.parse(row);
    expect(TYPE_MODIFIER_ROWS.map((r) => r.attacker)).toEqual(['Ch', 'Ha', 'Cl', 'Pi', 'Mi', 'Il', 'Ar', 'Ab']);
    expect(TYPE_MODIFIERS).toEqual(TYPE_MODIFIER_ROWS.map((r) => r.cells));
    for (const d of UNIT_TYPES) expect(() => typeModifier('At', d)).toThrow(/10\.1/);
  });

  for (const [attacker, cells] of PRINTED_TYPES) {
    cells.forEach((printed, j) => {
      const defender = UNIT_TYPES[j] as UnitType;
      const value = typeCell(printed);
      const why = printed in GARBLED_TYPE ? ` (printed "${printed}", reading 16)` : '';
      it(`Tablas de Combates: ${attacker} attacking ${defender} ${sign(value)}${why}`, () => {
        expect(typeModifier(attacker, defender)).toBe(value);
        expect(TYPE_MODIFIERS[UNIT_TYPES.indexOf(attacker)]![j]).toBe(value);
      });
    });
    it(`Tablas de Combates: the type row ${attacker} keeps the scan's text and notes its garbled cells`, () => {
      const row = TYPE_MODIFIER_ROWS.find((r) => r.attacker === attacker)!;
      expect(row.printed.startsWith(attacker)).toBe(true);
      expect(row.source).toMatchObject({ kind: 'rulebook', section: 'Tablas de Combates' });
      for (const c of cells) if (c in GARBLED_TYPE) expect(row.source.note).toContain(`"${c}"`);
    });
  }

  it('Tablas de Combates, reading 16: the Il row is 0 against every type', () => {
    for (const d of UNIT_TYPES) expect(typeModifier('Il', d)).toBe(0);
    expect(TYPE_MODIFIER_ROWS.find((r) => r.attacker === 'Il')!.source.note).toContain('reading 16');
  });

  it('Tablas de Combates, reading 16: Pi and Ab against Ch and Ha, and Mi against Ch, are -2 like Mi against Ha', () => {
    expect([typeModifier('Pi', 'Ch'), typeModifier('Pi', 'Ha'), typeModifier('Ab', 'Ch'), typeModifier('Ab', 'Ha'), typeModifier('Mi', 'Ch')]).toEqual([
      -2, -2, -2, -2, -2,
    ]);
    expect(typeModifier('Mi', 'Ha')).toBe(-2);
  });

  it('Tablas de Combates, Nota: a combined combat takes the types most favourable to the defenders', () => {
    // Ch +2 against Pi, Il 0 against Pi: the Il counts
    expect(combinedTypeModifier(['Ch', 'Il'], ['Pi'])).toBe(0);
    // Ch against Pi +2 and against Ha +1: the Ha counts
    expect(combinedTypeModifier(['Ch'], ['Pi', 'Ha'])).toBe(1);
    expect(combinedTypeModifier(['Pi', 'Mi'], ['Ch', 'Mi'])).toBe(-2);
    expect(() => combinedTypeModifier([], ['Ch'])).toThrow(RangeError);
    expect(() => combinedTypeModifier(['Ch'], [])).toThrow(RangeError);
  });

  it('Tablas de Combates: quality, attacker better +1, worse -1, equal 0', () => {
    expect([qualityModifier(6, 5), qualityModifier(9, 0), qualityModifier(4, 5), qualityModifier(0, 9), qualityModifier(5, 5)]).toEqual([1, 1, -1, -1, 0]);
    expect(() => qualityModifier(5.5, 5)).toThrow(RangeError);
  });

  it('Tablas de Combates, reading 15: the other modifiers as printed (the charges: 10.4)', () => {
    expect(COMBAT_MODIFIERS).toEqual({
      offensiveFire: -2,
      rearAttack: 2,
      frontCharge: 2,
      rearCharge: 3,
      attackersAllDemoralized: -2,
      attackersSomeDemoralized: -1,
      defendersSomeDemoralized: 1,
      defendersAllDemoralizedOrOneRouted: 2,
      defendersAllRouted: 3,
    });
  });

  it('Tablas de Combates: the modifiers are capped at plus or minus 7 ("hasta un límite de + o – 7")', () => {
    expect(MODIFIER_CAP).toBe(7);
    expect([-12, -8, -7, -6, 0, 6, 7, 8, 15].map(capModifier)).toEqual([-7, -7, -7, -6, 0, 6, 7, 7, 7]);
    expect(() => capModifier(1.5)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (n) => {
        const c = capModifier(n);
        expect(Math.abs(c)).toBeLessThanOrEqual(MODIFIER_CAP);
        if (Math.abs(n) <= MODIFIER_CAP) expect(c).toBe(n);
        else expect(c).toBe(Math.sign(n) * MODIFIER_CAP);
      }),
    );
  });

  it('Tablas de Combates: every result row passes its schema and the rows cover -7 to 16 without a gap, as printed', () => {
    for (const row of COMBAT_RESULTS) combatResultRowSchema.parse(row);
    expect(COMBAT_RESULTS.map((r) => [r.from, r.to])).toEqual([
      [-7, -4],
      [-3, 0],
      [1, 3],
      [4, 4],
      [5, 6],
      [7, 9],
      [10, 13],
      [14, 16],
    ]);
    for (let i = 1; i < COMBAT_RESULTS.length; i++) expect(COMBAT_RESULTS[i]!.from).toBe(COMBAT_RESULTS[i - 1]!.to + 1);
    for (const row of COMBAT_RESULTS) expect(row.source).toMatchObject({ kind: 'rulebook', section: 'Tablas de Combates' });
  });

  it('Tablas de Combates: the schema refuses a row whose attackers must advance while the defenders stay', () => {
    const row = COMBAT_RESULTS[4]!;
    expect(combatResultRowSchema.safeParse({ ...row, defenders: COMBAT_RESULTS[3]!.defenders }).success).toBe(false);
    expect(combatResultRowSchema.safeParse({ ...row, from: 17, to: 17 }).success).toBe(false);
  });

  const fx = (flags: string): SideEffects => ({
    fatigue: flags.split('+').includes('F'),
    demoralize: flags.split('+').includes('D'),
    rout: flags.split('+').includes('Dr'),
    retreat: flags.split('+').includes('R'),
  });
  // the printed result table, with reading 16's "–" for the defenders' garbled cells from -3 to 4
  const PRINTED_RESULTS: readonly (readonly [string, number, number, string, string, 'defenders-may' | 'attackers-must' | 'none'])[] = [
    ['-7a-4', -7, -4, '', 'D+R', 'defenders-may'],
    ['-3a0', -3, 0, '', 'F+R', 'none'],
    ['1a3', 1, 3, '', 'R', 'none'],
    ['4', 4, 4, '', '', 'none'],
    ['5a6', 5, 6, 'R', '', 'attackers-must'],
    ['7a9', 7, 9, 'F+R', '', 'attackers-must'],
    ['10a13', 10, 13, 'D+R', '', 'attackers-must'],
    ['14a16', 14, 16, 'Dr+R', '', 'attackers-must'],
  ];
  const advanceText = { 'defenders-may': 'defenders may advance', 'attackers-must': 'attackers must advance', none: 'no advance' } as const;
  for (const [label, from, to, defenders, attackers, advance] of PRINTED_RESULTS) {
    for (const die of from === to ? [from] : [from, to]) {
      it(`Tablas de Combates: a modified ${die} (row ${label}) gives defenders ${defenders || '–'}, attackers ${attackers || '–'}, ${advanceText[advance]}`, () => {
        const row = combatResult(die);
        expect({ from: row.from, to: row.to, defenders: row.defenders, attackers: row.attackers, advance: row.advance }).toEqual({
          from,
          to,
          defenders: fx(defenders),
          attackers: fx(attackers),
          advance,
        });
      });
    }
  }

  it('Tablas de Combates, reading 16: the defenders\' garbled cells from -3 to 4 ("o", "I", "S") are "–", noted in their rows', () => {
    for (const [die, garbled] of [
      [-3, 'o'],
      [1, 'I'],
      [4, 'S'],
    ] as const) {
      const row = combatResult(die);
      expect(row.defenders).toEqual(fx(''));
      expect(row.source.note).toContain(`"${garbled}"`);
      expect(row.source.note).toContain('reading 16');
    }
  });

  it('Tablas de Combates: a modified die outside -7 to 16 (or not whole) is refused', () => {
    for (const d of [-8, 17, -100, 100, 2.5, Number.NaN]) expect(() => combatResult(d)).toThrow(RangeError);
  });

  it('Tablas de Combates: every whole die from -7 to 16 falls in exactly one row, and the rows run in printed order', () => {
    for (let d = -7; d <= 16; d++) {
      expect(COMBAT_RESULTS.filter((r) => r.from <= d && d <= r.to)).toHaveLength(1);
      expect(combatResult(d).from).toBeLessThanOrEqual(d);
    }
  });

  it('Tablas de Combates: a higher modified die never harms the defenders less nor the attackers more', () => {
    const harm = (e: SideEffects): number => (e.rout ? 4 : e.demoralize ? 3 : e.fatigue ? 2 : e.retreat ? 1 : 0);
    fc.assert(
      fc.property(fc.integer({ min: -7, max: 16 }), fc.integer({ min: -7, max: 16 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(harm(combatResult(hi).defenders)).toBeGreaterThanOrEqual(harm(combatResult(lo).defenders));
        expect(harm(combatResult(hi).attackers)).toBeLessThanOrEqual(harm(combatResult(lo).attackers));
      }),
    );
  });
});
