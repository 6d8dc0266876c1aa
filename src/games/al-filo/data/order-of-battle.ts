/**
 * The orders of battle of Las Navas de Tolosa (¡Al filo de la espada!, scenario): the banners and
 * their deployment lines, the leaders, every combat unit, and the markers Jiménez de Rada, Ruy
 * Díaz and the Almohad banner. Sections: scenario (orders of battle, Jiménez De Rada, Ruy Díaz,
 * Bandera Almohade), 1.1 and 1.2 (leaders and banners), 2.1 and 2.2 (units), 7.2 (command radius),
 * 11.1 (the fatigued reverse).
 *
 * What the scenario prints is kept (banner sizes, leaders' hexes, deployment radii and rows, Al-
 * Nasir's listed units and their hexes, the markers' hexes and MP). The counters are not in the
 * text: every unit value, leader value, Ucero's, Al-Andalus' and the Mujahids' counts and the lost
 * deployment lines are reconstructed (readings 4, 5, 6; docs/data-provenance.md, ¡Al filo de la
 * espada!, Orders of battle), each record saying so.
 * @module
 */
import type { Source } from '../../../core/source.js';
import type { BannerRecord, LeaderRecord, LeaderValues, MarkerRecord, Nationality, Side, UnitRecord, UnitType, UnitValues } from './types.js';

const scenario = (note: string): Source => ({ kind: 'rulebook', section: 'scenario', note });
const reconstructed = (note: string): Source => ({ kind: 'reconstructed', note });

/** The banners: six Christian, six Muslim, each with its leader and the scenario's deployment. */
export const BANNERS: readonly BannerRecord[] = [
  {
    id: 'alfonso',
    name: 'Alfonso VIII, jefe de ejército y reserva castellana',
    side: 'christian',
    nationality: 'castile',
    leader: 'alfonso-viii',
    deployment: { kind: 'radius', radius: 6, rows: [18, 19] },
    units: 10,
    source: scenario(
      '"Las diez unidades de la bandera son desplegadas en un radio de seis hex. de su jefe (contando el hex. donde se encuentra su jefe) y sobre la línea de hex. xx18 o xx19"',
    ),
  },
  {
    id: 'de-haro',
    name: 'Diego López de Haro, vanguardia cristiana',
    side: 'christian',
    nationality: 'castile',
    leader: 'de-haro',
    deployment: { kind: 'radius', radius: 5, rows: [14, 15] },
    units: 12,
    source: reconstructed(
      'the line is lost but for "xx15." and a stray "12" where the other lines print their count: 12 units, rows xx14/xx15 (the leader\'s row 14 and the next, as every surviving line), radius 5 as in most lines (reading 4)',
    ),
  },
  {
    id: 'de-lara',
    name: 'Gonzalo Núñez de Lara, cuerpo de batalla castellano',
    side: 'christian',
    nationality: 'castile',
    leader: 'de-lara',
    deployment: { kind: 'radius', radius: 5, rows: [16, 17] },
    units: 9,
    source: scenario('"Las 9 unidades de la bandera son desplegadas dentro de un radio de 5 hex. de su jefe y sobre la línea de hex. xx16 o xx17"'),
  },
  {
    id: 'ucero',
    name: 'Juan González de Ucero, órdenes monásticas',
    side: 'christian',
    nationality: 'castile',
    leader: 'ucero',
    deployment: { kind: 'radius', radius: 5, rows: [16, 17] },
    units: 6,
    source: reconstructed(
      'the line is lost but for "Xx17.": rows xx16/xx17 (the leader\'s row 16 and the next), radius 5 (reading 4); 6 units, one Ch of each order (Calatrava, Santiago, Templarios, Hospitalarios) and sargentos (Ha) of the two Spanish orders, the largest contingents; their black background marks the banner, Castile the nation (reading 6)',
    ),
  },
  {
    id: 'pedro-ii',
    name: 'Pedro II «el Católico» de Aragón, ejército aragonés, ala izquierda',
    side: 'christian',
    nationality: 'aragon',
    leader: 'pedro-ii',
    deployment: { kind: 'radius', radius: 6, rows: [15, 16] },
    units: 12,
    source: scenario('"Las 12 unidades de la bandera son desplegadas dentro de un radio de 6 hex. de su jefe y sobre la línea de hex. xx15 o xx16"'),
  },
  {
    id: 'sancho-vii',
    name: 'Sancho VII «el Fuerte» de Navarra, ejército navarro, ala derecha',
    side: 'christian',
    nationality: 'navarre',
    leader: 'sancho-vii',
    deployment: { kind: 'radius', radius: 5, rows: [15, 16] },
    units: 12,
    source: scenario('"Las 12 unidades de la bandera son desplegadas dentro de un radio de 5 hex. de su jefe y sobre la línea de hex. xx15 o xx16"'),
  },
  {
    id: 'al-nasir',
    name: 'Mohamed Al-Nasir, jefe de ejército y califa almohade, reserva',
    side: 'muslim',
    nationality: 'almohad',
    leader: 'al-nasir',
    deployment: { kind: 'fixed' },
    units: 11,
    source: scenario(
      '"Pi en 1502, 1702, 1604, 1804, 1903 (orientación libre). Cl en 1404, 1605 y 1805. […] Ar en 1504, 1704 y 1904": the eleven units listed; the gap between the Cl and the Ar is recorded and nothing is added for it (reading 4): the eleven already close the ring around the banner, and the scenario gives no count to fill',
    ),
  },
  {
    id: 'ben-djami',
    name: 'Abu Said Ben Djami, Gran Visir almohade, cuerpo de batalla almohade',
    side: 'muslim',
    nationality: 'almohad',
    leader: 'ben-djami',
    deployment: { kind: 'radius', radius: 6, rows: [6, 7] },
    units: 18,
    source: scenario('"Las 18 unidades de la bandera son desplegadas dentro de un radio de 6 hex. de su jefe y sobre la línea de hex. xx06 o xx07"'),
  },
  {
    id: 'al-andalus',
    name: 'Al-Andalus, cuerpo de batalla andalusí',
    side: 'muslim',
    nationality: 'andalusi',
    leader: 'al-andalus',
    deployment: { kind: 'radius', radius: 5, rows: [8, 9] },
    units: 10,
    source: reconstructed(
      'the line is lost but for "xx09.": rows xx08/xx09 (the leader\'s row 8 and the next), radius 5 (reading 4); 10 units, more than the 7 whose loss withdraws the banner (scenario, Al-Andalus), so that the withdrawal is not its end',
    ),
  },
  {
    id: 'mujahids',
    name: 'Mujahids, voluntarios religiosos',
    side: 'muslim',
    nationality: 'almohad',
    leader: 'mujahids',
    deployment: { kind: 'radius', radius: 5, rows: [10, 11] },
    units: 10,
    source: reconstructed(
      'the line keeps "[…] la bandera son desplegadas dentro de un radio de 5 hex. de su jefe y sobre la línea de hex. xx10 o xx11": radius 5 and rows from the text; the count is lost, 10 units reconstructed (the volunteers were numerous, of little military worth: Mi and Il)',
    ),
  },
  {
    id: 'al-maysarah',
    name: 'Al-Maysarah, ala izquierda',
    side: 'muslim',
    nationality: 'almohad',
    leader: 'al-maysarah',
    deployment: { kind: 'radius', radius: 5, rows: [6, 7] },
    units: 14,
    source: scenario('"Las 14 unidades de la bandera son desplegadas dentro de un radio de 5 hex. de su jefe y sobre la línea de hex. xx06 o xx07"'),
  },
  {
    id: 'al-maymanah',
    name: 'Al-Maymanah, ala derecha',
    side: 'muslim',
    nationality: 'almohad',
    leader: 'al-maymanah',
    deployment: { kind: 'radius', radius: 5, rows: [6, 7] },
    units: 12,
    source: scenario('"Las 12 unidades de la bandera son desplegadas dentro de un radio de 5 hex. de su jefe y sobre la línea de hex. xx06 o xx07"'),
  },
];

const lv = (bonus: number, value: number, commandRadius: number, mp: number): LeaderValues => ({ bonus, value, commandRadius, mp });

/**
 * The leaders. Hexes from the scenario; bonus, value, command radius and MP reconstructed: a
 * command radius is the banner's deployment radius less one (reading 5), Al-Nasir's (no
 * deployment radius) 5; values rise from the vanguards (1) to the army leaders' reserves; the
 * reverse (7.6) has one less bonus and command radius and one more value, the same MP.
 */
export const LEADERS: readonly LeaderRecord[] = [
  leader(
    'alfonso-viii',
    'Alfonso VIII «el Noble» de Castilla',
    'christian',
    'alfonso',
    'castile',
    true,
    lv(2, 5, 5, 10),
    '1718',
    'army leader and the Castilian reserve: bonus 2, the better of the two army leaders (he held the army together and led the final charge); value 5, the reserve moving late; command radius 5 (deployment radius 6)',
  ),
  leader(
    'de-haro',
    'Diego López de Haro',
    'christian',
    'de-haro',
    'castile',
    false,
    lv(1, 1, 4, 10),
    '1714',
    'the vanguard, first to move (value 1); bonus 1 (was 2: balance, docs/data-provenance.md, Balance; the vanguard was held and nearly broken); command radius 4 (deployment radius 5)',
  ),
  leader(
    'de-lara',
    'Gonzalo Núñez de Lara',
    'christian',
    'de-lara',
    'castile',
    false,
    lv(1, 3, 4, 10),
    '2216',
    'the Castilian second line: value 3, bonus 1; command radius 4 (deployment radius 5)',
  ),
  leader(
    'ucero',
    'Juan González de Ucero',
    'christian',
    'ucero',
    'castile',
    false,
    lv(1, 2, 4, 10),
    '1216',
    "the military orders, in support of the vanguard: value 2, bonus 1 (was 2: balance, docs/data-provenance.md, Balance; the orders' discipline is in their units' quality); command radius 4 (deployment radius 5)",
  ),
  leader(
    'pedro-ii',
    'Pedro II «el Católico» de Aragón',
    'christian',
    'pedro-ii',
    'aragon',
    false,
    lv(2, 3, 5, 10),
    '0415',
    'king of Aragon, the left wing: value 3, bonus 2; command radius 5 (deployment radius 6)',
  ),
  leader(
    'sancho-vii',
    'Sancho VII «el Fuerte» de Navarra',
    'christian',
    'sancho-vii',
    'navarre',
    false,
    lv(2, 3, 4, 10),
    '2815',
    'king of Navarre, the right wing: value 3, bonus 2; command radius 4 (deployment radius 5)',
  ),
  leader(
    'al-nasir',
    'Mohamed Al-Nasir',
    'muslim',
    'al-nasir',
    'almohad',
    true,
    lv(1, 6, 5, 8),
    '1702',
    "caliph and army leader, the reserve that moves last (value 6); bonus 1, below Alfonso VIII's (he left the fight to his commanders and fled); command radius 5 (no deployment radius: fixed hexes); MP 8",
  ),
  leader(
    'ben-djami',
    'Abu Said Ben Djami',
    'muslim',
    'ben-djami',
    'almohad',
    false,
    lv(2, 4, 5, 10),
    '1706',
    'the grand vizier, the Almohad main body: value 4, bonus 2 (was 1: balance, docs/data-provenance.md, Balance); command radius 5 (deployment radius 6)',
  ),
  leader(
    'al-andalus',
    'Al-Andalus',
    'muslim',
    'al-andalus',
    'andalusi',
    false,
    lv(0, 4, 4, 10),
    '1708',
    'the Andalusi body, ill-motivated: bonus 0, value 4; command radius 4 (deployment radius 5)',
  ),
  leader(
    'mujahids',
    'Mujahids',
    'muslim',
    'mujahids',
    'almohad',
    false,
    lv(1, 1, 4, 8),
    '1710',
    'the volunteers in the Muslim van, first to move (value 1); bonus 1 (their zeal); command radius 4 (deployment radius 5); MP 8, an infantry body',
  ),
  leader(
    'al-maysarah',
    'Al-Maysarah',
    'muslim',
    'al-maysarah',
    'almohad',
    false,
    lv(2, 2, 4, 12),
    '2706',
    'the left wing of light horse: value 2, quick to move; bonus 2 (was 1: balance, docs/data-provenance.md, Balance); command radius 4 (deployment radius 5); MP 12',
  ),
  leader(
    'al-maymanah',
    'Al-Maymanah',
    'muslim',
    'al-maymanah',
    'almohad',
    false,
    lv(2, 2, 4, 12),
    '0506',
    'the right wing of light horse: value 2; bonus 2 (was 1: balance, docs/data-provenance.md, Balance); command radius 4 (deployment radius 5); MP 12',
  ),
];

function leader(
  id: string,
  name: string,
  side: Side,
  banner: string,
  nationality: Nationality,
  armyLeader: boolean,
  values: LeaderValues,
  hex: string,
  note: string,
): LeaderRecord {
  const replacement = lv(Math.max(0, values.bonus - 1), Math.min(9, values.value + 1), Math.max(0, values.commandRadius - 1), values.mp);
  return {
    id,
    name,
    side,
    banner,
    nationality,
    armyLeader,
    values,
    replacement,
    hex,
    source: reconstructed(`hex ${hex} from the scenario; ${note}; reverse (7.6): bonus, command radius -1, value +1, same MP`),
  };
}

/** The scenario's markers: Jiménez de Rada, Ruy Díaz, the Almohad banner. */
export const MARKERS: readonly MarkerRecord[] = [
  {
    id: 'de-rada',
    name: 'Rodrigo Jiménez de Rada, arzobispo de Toledo',
    side: 'christian',
    hex: '1417',
    mp: 6,
    source: scenario('"De Rada en el 1417"; Jiménez De Rada: "un marcador que tiene una capacidad de movimiento de 6 PM"'),
  },
  {
    id: 'ruy-diaz',
    name: 'Ruy Díaz de Yanguas, maestre de Calatrava',
    side: 'christian',
    hex: '1516',
    mp: 6,
    source: scenario('"Ruy Díaz en el 1516"; Ruy Díaz: "marcador que tiene una capacidad de movimiento de 6 PM"'),
  },
  {
    id: 'almohad-banner',
    name: 'Bandera almohade (gran estandarte del emir Al-Moumen)',
    side: 'muslim',
    hex: '1702',
    mp: 0,
    source: scenario('"Al-Nasir y bandera almohade en el 1702"; Bandera Almohade: "un marcador inmóvil"'),
  },
];

/** A counter's two sides as [PF, quality, MP] fresh and fatigued. */
type Profile = readonly [fresh: readonly [number, number, number], fatigued: readonly [number, number, number]];

/**
 * The reconstructed counter values by kind of troop, fresh then fatigued (the reverse one lower
 * in PF, quality and MP: 11.1). The system's ranges: Ch 3-5 PF, quality 6-8, 8 MP; Ha and the
 * heavy Almohad and Andalusi horse 8 MP; Cl 10 MP; foot 4-5 MP. Second edition (balance, measured
 * by two heuristic bots over 100 battles: docs/data-provenance.md, Balance): the Muslim counters
 * one PF and one quality more (the Almohad host's numbers), the Christian knights and sergeants
 * one quality less, each note saying what it was.
 */
const PROFILES = {
  royalKnights: [
    [5, 6, 8],
    [4, 5, 7],
  ],
  knights: [
    [4, 6, 8],
    [3, 5, 7],
  ],
  orderKnights: [
    [4, 7, 8],
    [3, 6, 7],
  ],
  frenchKnights: [
    [3, 7, 8],
    [2, 6, 7],
  ],
  sergeants: [
    [3, 5, 8],
    [2, 4, 7],
  ],
  orderSergeants: [
    [3, 6, 8],
    [2, 5, 7],
  ],
  spearmen: [
    [4, 5, 5],
    [3, 4, 4],
  ],
  militia: [
    [3, 4, 5],
    [2, 3, 4],
  ],
  almogavars: [
    [2, 6, 5],
    [1, 5, 4],
  ],
  crossbows: [
    [2, 5, 5],
    [1, 4, 4],
  ],
  blackGuard: [
    [6, 8, 4],
    [5, 7, 3],
  ],
  guardHorse: [
    [3, 7, 10],
    [2, 6, 9],
  ],
  guardArchers: [
    [3, 6, 5],
    [2, 5, 4],
  ],
  almohadHorse: [
    [4, 7, 8],
    [3, 6, 7],
  ],
  lightHorse: [
    [4, 6, 10],
    [3, 5, 9],
  ],
  javelinHorse: [
    [3, 6, 10],
    [2, 5, 9],
  ],
  almohadFoot: [
    [5, 6, 5],
    [4, 5, 4],
  ],
  skirmishers: [
    [3, 5, 5],
    [2, 4, 4],
  ],
  archers: [
    [4, 5, 5],
    [3, 4, 4],
  ],
  andalusiHorse: [
    [4, 7, 8],
    [3, 6, 7],
  ],
  andalusiLightHorse: [
    [4, 6, 10],
    [3, 5, 9],
  ],
  andalusiFoot: [
    [5, 6, 5],
    [4, 5, 4],
  ],
  andalusiCrossbows: [
    [3, 6, 5],
    [2, 5, 4],
  ],
  andalusiSkirmishers: [
    [2, 3, 5],
    [1, 2, 4],
  ],
  volunteers: [
    [4, 6, 5],
    [3, 5, 4],
  ],
  volunteerSkirmishers: [
    [3, 6, 5],
    [2, 5, 4],
  ],
} as const satisfies Record<string, Profile>;
type ProfileName = keyof typeof PROFILES;

const PROFILE_NOTES: Record<ProfileName, string> = {
  royalKnights: "the king's household knights, the strongest Ch; quality 6 (was 7: balance, docs/data-provenance.md, Balance)",
  knights: 'knights (Ch) of 4 PF, quality 6, 8 MP (quality was 7: balance, docs/data-provenance.md, Balance)',
  orderKnights: 'knights of a military order: quality 7, the best of the army (was 8: balance, docs/data-provenance.md, Balance)',
  frenchKnights: 'the ultramontanes who stayed for the battle: few (3 PF) but of quality 7 (was 8: balance, docs/data-provenance.md, Balance)',
  sergeants: 'men-at-arms and sergeants (Ha), quality 5 (was 6: balance, docs/data-provenance.md, Balance)',
  orderSergeants: 'sergeants of a military order, one better in quality: 6 (was 7: balance, docs/data-provenance.md, Balance)',
  spearmen: "the towns' and lords' spearmen (Pi)",
  militia: 'town militia (Mi) of the concejos',
  almogavars: 'almogávares, Aragonese light infantry with javelins (Il): few but good',
  crossbows: 'crossbowmen (Ab), 2 PF',
  blackGuard:
    "the caliph's chained black guard (imesebelen), the strongest foot on the field, slow; 6 PF (was 5: balance, docs/data-provenance.md, Balance: the guard holds the banner's hex)",
  guardHorse: "the caliph's guard horse (Cl)",
  guardArchers: "the caliph's guard archers (Ar)",
  almohadHorse: 'Almohad heavy horse (Ha): 4 PF, quality 7 (was 3-6: balance, docs/data-provenance.md, Balance)',
  lightHorse: 'Arab and Berber light horse (Cl) without the fire symbol: 4 PF, quality 6 (was 3-5: balance, docs/data-provenance.md, Balance)',
  javelinHorse: 'light horse with the fire symbol (Cl javelin throwers), smaller units: 3 PF, quality 6 (was 2-5: balance, docs/data-provenance.md, Balance)',
  almohadFoot: 'Almohad (Masmuda) spearmen (Pi): 5 PF, quality 6 (was 4-5: balance, docs/data-provenance.md, Balance)',
  skirmishers: 'Berber light infantry with javelins (Il): 3 PF, quality 5 (was 2-4: balance, docs/data-provenance.md, Balance)',
  archers: "archers (Ar), 4 PF, quality 5 (was 3-4: balance, docs/data-provenance.md, Balance); the scenario's -1 to all Ar is a rule, not in the values",
  andalusiHorse:
    "Andalusi horse (Ha), as the Almohads' (was 3-5, one quality below: balance, docs/data-provenance.md, Balance: the scenario's own Al-Andalus rules, +1 to rally and the withdrawal, carry their lesser motivation)",
  andalusiLightHorse:
    "Andalusi light horse (Cl), as the Almohads' (was 3-4: balance, docs/data-provenance.md, Balance; the scenario's Al-Andalus rules carry their lesser motivation)",
  andalusiFoot:
    "Andalusi spearmen (Pi), as the Almohads' (was 4-4: balance, docs/data-provenance.md, Balance; the scenario's Al-Andalus rules carry their lesser motivation)",
  andalusiCrossbows:
    "Andalusi crossbowmen (Ab): 3 PF, quality 6 (was 2-4: balance, docs/data-provenance.md, Balance; the scenario's Al-Andalus rules carry their lesser motivation)",
  andalusiSkirmishers: 'Andalusi light infantry (Il)',
  volunteers:
    'religious volunteers (Mi): of little military worth but fanatical and numerous: 4 PF, quality 6 (was 3-5: balance, docs/data-provenance.md, Balance)',
  volunteerSkirmishers: 'religious volunteers as light infantry (Il): 3 PF, quality 6 (was 2-5: balance, docs/data-provenance.md, Balance)',
};

const MOUNTED: ReadonlySet<UnitType> = new Set(['Ch', 'Ha', 'Cl']);
const ALWAYS_FIRES: ReadonlySet<UnitType> = new Set(['Ar', 'Ab', 'At', 'Il']);
const values = ([pf, quality, mp]: readonly [number, number, number]): UnitValues => ({ pf, quality, mp });

/**
 * One counter of `banner`: side and nationality are the banner's (reading 6), mounted for Ch, Ha
 * and Cl, fire for Ar, Ab, At and Il and for the Cl marked `javelins`.
 */
function unit(
  id: string,
  name: string,
  banner: string,
  type: UnitType,
  profile: ProfileName,
  extra: { readonly javelins?: boolean; readonly hex?: string; readonly note?: string } = {},
): UnitRecord {
  const b = BANNERS.find((x) => x.id === banner);
  if (b === undefined) throw new RangeError(`no banner "${banner}" for unit "${id}"`);
  const [fresh, fatigued] = PROFILES[profile];
  const fixed = extra.hex === undefined ? '' : `type and hex ${extra.hex} from the scenario's list; `;
  return {
    id,
    name,
    side: b.side,
    banner,
    nationality: b.nationality,
    type,
    mounted: MOUNTED.has(type),
    fires: ALWAYS_FIRES.has(type) || extra.javelins === true,
    fresh: values(fresh),
    fatigued: values(fatigued),
    hex: extra.hex ?? null,
    source: reconstructed(`${fixed}${PROFILE_NOTES[profile]}${extra.note === undefined ? '' : `; ${extra.note}`}`),
  };
}

/** `n` numbered counters of one kind (`alf-ch-1`, `alf-ch-2`, ...). */
function units(
  prefix: string,
  label: string,
  banner: string,
  type: UnitType,
  profile: ProfileName,
  n: number,
  from = 1,
  extra: { readonly javelins?: boolean; readonly note?: string } = {},
): UnitRecord[] {
  return Array.from({ length: n }, (_, i) => unit(`${prefix}-${type.toLowerCase()}-${from + i}`, `${type} ${label} ${from + i}`, banner, type, profile, extra));
}

const FRENCH = "French: the fleur-de-lis is a second, decorative blazon; the background and banner are De Haro's (scenario, note on the French)";

/** Every combat unit, banner by banner (Christians first), 61 Christian and 75 Muslim. */
export const UNITS: readonly UnitRecord[] = [
  // Alfonso VIII: the Castilian reserve (10): the household knights, the bishops' and nobles' men, the towns
  ...units('alf', 'Castilla (mesnada real)', 'alfonso', 'Ch', 'royalKnights', 3),
  ...units('alf', 'Castilla', 'alfonso', 'Ha', 'sergeants', 2),
  ...units('alf', 'concejos', 'alfonso', 'Pi', 'spearmen', 2),
  ...units('alf', 'concejos', 'alfonso', 'Mi', 'militia', 1),
  ...units('alf', 'Castilla', 'alfonso', 'Ab', 'crossbows', 2),
  // De Haro: the vanguard (12), with the two French units
  ...units('haro', 'Haro', 'de-haro', 'Ch', 'knights', 1),
  unit('haro-ch-narbonne', 'Ch ultramontanos (arzobispo de Narbona)', 'de-haro', 'Ch', 'frenchKnights', { note: FRENCH }),
  unit('haro-ch-blaison', 'Ch Thibaut de Blaison', 'de-haro', 'Ch', 'frenchKnights', { note: FRENCH }),
  ...units('haro', 'Haro', 'de-haro', 'Ha', 'sergeants', 3),
  ...units('haro', 'concejos', 'de-haro', 'Pi', 'spearmen', 3),
  ...units('haro', 'concejos', 'de-haro', 'Mi', 'militia', 1),
  ...units('haro', 'Haro', 'de-haro', 'Ab', 'crossbows', 2),
  // De Lara: the Castilian main body (9)
  ...units('lara', 'Lara', 'de-lara', 'Ch', 'knights', 2),
  ...units('lara', 'Lara', 'de-lara', 'Ha', 'sergeants', 2),
  ...units('lara', 'concejos', 'de-lara', 'Pi', 'spearmen', 2),
  ...units('lara', 'concejos', 'de-lara', 'Mi', 'militia', 2),
  ...units('lara', 'Lara', 'de-lara', 'Ab', 'crossbows', 1),
  // Ucero: the military orders (6), named by their order (black background)
  unit('ucero-ch-calatrava', 'Ch Calatrava', 'ucero', 'Ch', 'orderKnights'),
  unit('ucero-ch-santiago', 'Ch Santiago', 'ucero', 'Ch', 'orderKnights'),
  unit('ucero-ch-temple', 'Ch Templarios', 'ucero', 'Ch', 'orderKnights'),
  unit('ucero-ch-hospital', 'Ch Hospitalarios', 'ucero', 'Ch', 'orderKnights'),
  unit('ucero-ha-calatrava', 'Ha Calatrava', 'ucero', 'Ha', 'orderSergeants'),
  unit('ucero-ha-santiago', 'Ha Santiago', 'ucero', 'Ha', 'orderSergeants'),
  // Pedro II: the Aragonese left wing (12)
  ...units('pedro', 'Aragón', 'pedro-ii', 'Ch', 'knights', 3),
  ...units('pedro', 'Aragón', 'pedro-ii', 'Ha', 'sergeants', 2),
  ...units('pedro', 'almogávares', 'pedro-ii', 'Il', 'almogavars', 3),
  ...units('pedro', 'Aragón', 'pedro-ii', 'Pi', 'spearmen', 2),
  ...units('pedro', 'Aragón', 'pedro-ii', 'Ab', 'crossbows', 2),
  // Sancho VII: the Navarrese right wing (12)
  ...units('sancho', 'Navarra', 'sancho-vii', 'Ch', 'knights', 2),
  ...units('sancho', 'Navarra', 'sancho-vii', 'Ha', 'sergeants', 3),
  ...units('sancho', 'Navarra', 'sancho-vii', 'Pi', 'spearmen', 3),
  ...units('sancho', 'Navarra', 'sancho-vii', 'Mi', 'militia', 2),
  ...units('sancho', 'Navarra', 'sancho-vii', 'Ab', 'crossbows', 2),
  // Al-Nasir: the caliph's reserve (11), on the scenario's hexes
  ...['1502', '1702', '1604', '1804', '1903'].map((hex) =>
    unit(`nasir-pi-${hex}`, `Pi guardia negra ${hex}`, 'al-nasir', 'Pi', 'blackGuard', { hex, note: 'free facing (scenario)' }),
  ),
  ...['1404', '1605', '1805'].map((hex) => unit(`nasir-cl-${hex}`, `Cl guardia ${hex}`, 'al-nasir', 'Cl', 'guardHorse', { hex })),
  ...['1504', '1704', '1904'].map((hex) => unit(`nasir-ar-${hex}`, `Ar guardia ${hex}`, 'al-nasir', 'Ar', 'guardArchers', { hex })),
  // Ben Djami: the Almohad main body (18)
  ...units('djami', 'almohade', 'ben-djami', 'Ha', 'almohadHorse', 3),
  ...units('djami', 'almohade', 'ben-djami', 'Cl', 'lightHorse', 2),
  ...units('djami', 'agzaz', 'ben-djami', 'Cl', 'javelinHorse', 2, 3, { javelins: true }),
  ...units('djami', 'masmuda', 'ben-djami', 'Pi', 'almohadFoot', 4),
  ...units('djami', 'bereber', 'ben-djami', 'Il', 'skirmishers', 3),
  ...units('djami', 'almohade', 'ben-djami', 'Ar', 'archers', 4),
  // Al-Andalus: the Andalusi body (10)
  ...units('andalus', 'andalusí', 'al-andalus', 'Ha', 'andalusiHorse', 3),
  ...units('andalus', 'andalusí', 'al-andalus', 'Cl', 'andalusiLightHorse', 2),
  ...units('andalus', 'andalusí', 'al-andalus', 'Pi', 'andalusiFoot', 2),
  ...units('andalus', 'andalusí', 'al-andalus', 'Ab', 'andalusiCrossbows', 2),
  ...units('andalus', 'andalusí', 'al-andalus', 'Il', 'andalusiSkirmishers', 1),
  // Mujahids: the volunteers (10)
  ...units('mujahid', 'voluntarios', 'mujahids', 'Mi', 'volunteers', 6),
  ...units('mujahid', 'voluntarios', 'mujahids', 'Il', 'volunteerSkirmishers', 4),
  // Al-Maysarah: the left wing (14), light horse above all
  ...units('maysarah', 'árabe', 'al-maysarah', 'Cl', 'lightHorse', 3),
  ...units('maysarah', 'árabe', 'al-maysarah', 'Cl', 'javelinHorse', 4, 4, { javelins: true }),
  ...units('maysarah', 'almohade', 'al-maysarah', 'Ha', 'almohadHorse', 1),
  ...units('maysarah', 'bereber', 'al-maysarah', 'Il', 'skirmishers', 3),
  ...units('maysarah', 'almohade', 'al-maysarah', 'Ar', 'archers', 3),
  // Al-Maymanah: the right wing (12)
  ...units('maymanah', 'árabe', 'al-maymanah', 'Cl', 'lightHorse', 3),
  ...units('maymanah', 'árabe', 'al-maymanah', 'Cl', 'javelinHorse', 3, 4, { javelins: true }),
  ...units('maymanah', 'almohade', 'al-maymanah', 'Ha', 'almohadHorse', 1),
  ...units('maymanah', 'bereber', 'al-maymanah', 'Il', 'skirmishers', 2),
  ...units('maymanah', 'almohade', 'al-maymanah', 'Ar', 'archers', 3),
];
