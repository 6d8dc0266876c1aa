/**
 * La Legión's map: the board of rulebook 2.1 (land and sea, landing hexes, towns and plazas
 * fuertes, roads, mountains, the Mar Chica, the demarcation line, the airfield, rivers and the
 * two Kert bridges), with what 5 (the road to hold and the zone it bounds), 6 (set-up "in their
 * zone"), 6.1 (reinforcements from Melilla, the Moroccan zone and the landing hexes), 7 (roads,
 * mountains, the Mar Chica), 2.3 and 8.2 (airfield, Mar Chica bases, fleets at sea) read from it.
 *
 * The rulebook has no map sheet: the whole map is reconstructed from the real geography of the
 * Rif coast in 1921, from the bay of Alhucemas (west) to Melilla and the Mar Chica (east). See
 * `docs/data-provenance.md` (La Legión) for every choice made here.
 * @module
 */
import * as z from '../../../core/schema.js';
import { sourceSchema, type Source } from '../../../core/source.js';
import { formatHex, gridLayoutSchema, type GridLayout, type HexId } from '../../../hex/index.js';

const reconstructed = (note: string): Source => ({ kind: 'reconstructed', note });

/** Columns of the printed grid (01-46, west to east). */
export const MAP_COLUMNS = 46;
/** Rows of the printed grid (01-27, north to south). */
export const MAP_ROWS = 27;

/**
 * The printed grid: flat-topped hexes in columns 01-46, rows 01-27, even columns half a hex
 * lower (the numbering `reglas/hex` reads).
 */
export const LAYOUT: GridLayout = { shiftedColumns: 'even', bounds: { minCol: 1, maxCol: MAP_COLUMNS, minRow: 1, maxRow: MAP_ROWS } };

/** The scale of the reconstructed map and how the real coordinates were projected onto it. */
export interface MapScale {
  /** Kilometres between the centres of two adjacent hexes. */
  readonly kmPerHex: number;
  /** The printed hex size assumed (across the flats), in millimetres. */
  readonly hexMm: number;
  /** The published board (2.1 and the component facts), in centimetres. */
  readonly boardCm: readonly [number, number];
  /** Longitude (degrees east, negative west) of the centre of column 01. */
  readonly lonColumn1: number;
  /** Latitude of the centre of hex 0101 (odd columns; even columns sit half a hex lower). */
  readonly latRow1: number;
  /** Where the scale comes from: reconstructed, with its reasoning. */
  readonly source: Source;
}

/** The schema of a {@link MapScale} (typed by it: the fields are documented there). */
export const mapScaleSchema: z.Type<MapScale> = z.strictObject({
  kmPerHex: z.number().check(z.positive()),
  hexMm: z.number().check(z.gte(16), z.lte(19)),
  boardCm: z.readonly(z.tuple([z.number().check(z.positive()), z.number().check(z.positive())])),
  lonColumn1: z.number().check(z.gte(-5), z.lte(-2)),
  latRow1: z.number().check(z.gte(34), z.lte(36)),
  source: sourceSchema,
});

/** The reconstructed map's scale: 3 km a hex on 17 mm hexes (the rulebook has no map sheet). */
export const MAP_SCALE: MapScale = {
  kmPerHex: 3,
  hexMm: 17,
  boardCm: [80, 64],
  lonColumn1: -4.0,
  latRow1: 35.46,
  source: reconstructed(
    'ASSUMPTION: 3 km a hex. The front, Alhucemas (4.00 W) to the Mar Chica (2.72 W), is about 120 km, 46 columns ' +
      '(2.6 km apart); 35.46 N to 34.74 N is 27 rows. At 17 mm hexes (columns 14.7 mm apart) that is 68 x 47 cm, leaving ' +
      'the 80 x 64 cm board room for the turn track and the margins. Hex centres are projected equirectangularly ' +
      '(91 km a degree of longitude, 111 of latitude at 35 N)',
  ),
};

/** A hex's terrain (2.1): sea, the Mar Chica, land (beach, clear or mountain). */
export type Terrain = 'sea' | 'mar-chica' | 'beach' | 'clear' | 'mountain';
/** Every {@link Terrain}. */
export const TERRAINS: readonly Terrain[] = ['sea', 'mar-chica', 'beach', 'clear', 'mountain'];

/**
 * The characters of {@link TERRAIN_ROWS}. `b` beach: a land hex on the open sea that is not
 * mountain (plays as clear; landing hexes on land are beaches, 2.1); `^` mountain (7: costs 2);
 * `=` the Mar Chica (7: no land or sea counter enters; 2.3: seaplanes' base; 2.3: no fleet).
 */
export const TERRAIN_LEGEND: Readonly<Record<string, Terrain>> = { '~': 'sea', '=': 'mar-chica', b: 'beach', '.': 'clear', '^': 'mountain' };

/**
 * The terrain, one string per printed row (01 first), one character per column (01 first),
 * read with {@link TERRAIN_LEGEND}. Reconstructed: see {@link TERRAIN_SOURCE}.
 */
// prettier-ignore
export const TERRAIN_ROWS: readonly string[] = [
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~', // 01
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^b~~~~~~~~~', // 02
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^^^~~~~~~~~~', // 03
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^^^^~~~~~~~~~', // 04
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~b^.^~~~~~~~~~', // 05
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~b..bb~~~~~~~~', // 06
  '~~~~~~~~~~~~~~~~~^~^^^^^^b~b~~~bb....b~~~~~~~~', // 07
  '~~~~~~~~~~~~~^~bb^^^^^^^^.b.bbb....^..b~~~~~~~', // 08
  '~b~~~~~~~^^^^^^..^^^^^^^^........^^^^^=b~~~~~~', // 09
  'b.bb~b~bb^^^^^^..^^^^^^^^.........^^^..=bb~~~~', // 10
  '....b.b..^^^^^^^^^^^^^^^^.........^.^.===b~~~~', // 11
  '..........^.^..^^^^^^^^^^....^^^.......===bb~~', // 12
  '..............^.^^^^.........^^^^.......====b~', // 13
  '........^^^^^^^^^^^^..........^^..........=.bb', // 14
  '.^.^.^.^^^^^^^^^^^^^..........................', // 15
  '^^^^^^^^^^^^^^^^^^.^..........................', // 16
  '^^^^^^^^^^^^^^^^^^^^..........................', // 17
  '^^^^^^^^^^^^^^^^^^^^..........................', // 18
  '^^^^^^^^^^^^^^^^^^^^..........................', // 19
  '^^^^^^^^^^^^^^^^^^^^..........................', // 20
  '^^^^^^^^^^^^^^^^^^^^^^........................', // 21
  '^^^^^^^^^^^^^^^^^^^^^^........................', // 22
  '^^^^^^^^^^^^^^^^^^^^^^........................', // 23
  '^^^^^^^^^^^^^^^^^^^^^^.........^..............', // 24
  '^^^^^^^^^^^^^^^^^^^^^^.......^^^^^^...........', // 25
  '^^^^^^^^^^^^^^^^^^^^^^.......^^^^^^^..........', // 26
  '^^^^^^^^^^^^^^^^^^^^^^.......^^^^^^...........', // 27
];

/** Where {@link TERRAIN_ROWS} comes from: the real coast and relief of the Rif, reconstructed. */
export const TERRAIN_SOURCE: Source = reconstructed(
  'coast from the real shoreline: Alhucemas bay (Axdir on its shore), the Tensaman coast by Sidi Dris and Afrau, the ' +
    'Kert mouth, the Tres Forcas peninsula, Melilla, and the Mar Chica behind its sand bar (the bar as beach hexes, the ' +
    'lagoon two hexes wide from Beni Ensar to Kariat Arkmane). Mountains: the Rif south and west of Annual (Beni ' +
    'Urriaguel, Beni Tuzin, Midar), the Tensaman coastal hills, the Beni Said massif (Monte Mauro), the Beni Ulichek ' +
    'heights, the Gurugú over Melilla and Nador, the Tres Forcas hills, the Beni Bu Ifrur (Uixan) and Beni Bu Yahi ' +
    'hills; clear: the Nekor plain by Axdir, the Annual basin, the Kert valley and the Garet and Bu Areg plains. ' +
    'Abarrán and Igueriben are mountain hexes (hilltop posts); the other town hexes are clear or beach',
);

/** Which zone a land hex lies in (2.1: the demarcation line divides the map in two). */
export type Zone = 'spanish' | 'moroccan';

/**
 * The characters of {@link ZONE_ROWS}: `S` the Spanish inner zone, `V` the Spanish inner zone
 * and inside the victory zone (5), `M` the Moroccan outer zone; `~` and `=` repeat the sea and
 * the Mar Chica, which belong to no zone.
 */
export const ZONE_LEGEND: Readonly<
  Record<
    string,
    {
      /** The zone the character marks (2.1); null for the sea and the Mar Chica. */
      readonly zone: Zone | null;
      /** Whether the character marks a hex inside the victory zone (5): `V` only. */
      readonly victoryZone: boolean;
    }
  >
> = {
  S: { zone: 'spanish', victoryZone: false },
  V: { zone: 'spanish', victoryZone: true },
  M: { zone: 'moroccan', victoryZone: false },
  '~': { zone: null, victoryZone: false },
  '=': { zone: null, victoryZone: false },
};

/**
 * The demarcation line (2.1, 6) as the zone of every land hex, and the victory zone (5), one
 * string per row as in {@link TERRAIN_ROWS}. Reconstructed: see {@link ZONE_SOURCE}.
 */
// prettier-ignore
export const ZONE_ROWS: readonly string[] = [
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~', // 01
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~VV~~~~~~~~~', // 02
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~VVV~~~~~~~~~', // 03
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~VVVV~~~~~~~~~', // 04
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~VVVV~~~~~~~~~', // 05
  '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~VVVVV~~~~~~~~', // 06
  '~~~~~~~~~~~~~~~~~V~VVVVVVV~V~~~VVVVVVS~~~~~~~~', // 07
  '~~~~~~~~~~~~~V~VVVVVVVVVVVVVVVVVVVVVVSS~~~~~~~', // 08
  '~M~~~~~~~VVVVVVVVVVVVVVVVVVVVVVVVVVVVS=S~~~~~~', // 09
  'MMMS~S~VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVSS=SS~~~~', // 10
  'MMMSSSSSVSVVVVVVVVVVVVVVVVVVVVVVVVVVVS===S~~~~', // 11
  'MMMSSSSSSSSSSSVVVVVVVVVVVVVVVVVVVVVVVSS===SS~~', // 12
  'MMMMSSSSSSSSSSSSVVVVVVVVVVVVVVVVVVVVVSSS====S~', // 13
  'MMMMMMMMMMSMSSSSSVVVVVVVVVVVVVVVVVVVVSSSSS=SSS', // 14
  'MMMMMMMMMMMMMMSSSSVVVVVVVVVVVVVVVVVVVSSSSSSSSS', // 15
  'MMMMMMMMMMMMMMMMSSSSVVVVVVVVVVVVVVVVSSSSSSSSSS', // 16
  'MMMMMMMMMMMMMMMMSSSSSVVVVVVVVVVVVVVSSSSMSMSMMM', // 17
  'MMMMMMMMMMMMMMMMMMSSSSSSSSSSSSSSSSSSSMMMMMMMMM', // 18
  'MMMMMMMMMMMMMMMMMMMMSSSSSSSSSSSSSSSMMMMMMMMMMM', // 19
  'MMMMMMMMMMMMMMMMMMMMSSSSSSSSSMSMSMMMMMMMMMMMMM', // 20
  'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', // 21
  'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', // 22
  'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', // 23
  'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', // 24
  'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', // 25
  'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', // 26
  'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', // 27
];

/** Where {@link ZONE_ROWS} comes from: the demarcation line and the victory zone, reconstructed (a reading of 4 and 5). */
export const ZONE_SOURCE: Source = reconstructed(
  'READING: the Moroccans are the attacker (4) and the Spanish win by keeping ("mantiene", 5) the road, so the whole ' +
    'road, Axdir to Melilla, starts inside the Spanish inner zone: a band from the coast to a line two or three hexes ' +
    "south of the road, from Axdir's column (04, the bay of Alhucemas) to the eastern edge beyond the Mar Chica. The " +
    'Moroccan outer zone is the rest: the Alhucemas peninsula west of Axdir, the Rif mountains south of Annual and ' +
    'Dar Drius, and the plains south of Batel, Monte Arruit and Zeluán. The V hexes are the victory zone (see VICTORY_ZONE)',
);

/** A town or plaza fuerte (2.1: houses; a thick outline makes it a plaza fuerte). */
export interface TownRecord {
  /** The name, as the rulebook (5, 2.1) or the history spells it. */
  readonly name: string;
  /** The hex it stands on. */
  readonly hex: HexId;
  /** A plaza fuerte (2.1): its defender's factor is doubled (8); one Spanish counter in each at set-up (6). */
  readonly plazaFuerte: boolean;
  /** One of the road's towns and plazas the Spanish must hold (5), Melilla included. */
  readonly victoryRoad: boolean;
  /** Inside the zone the road bounds (5, condition b): no Moroccan counter may hold it at the end. */
  readonly victoryZone: boolean;
  /** The zone it starts in (2.1, 6). */
  readonly zone: Zone;
  /** The real position used to place it: latitude (north) and longitude (east, negative west). */
  readonly lat: number;
  /** The real longitude used to place it (degrees east, negative west). */
  readonly lon: number;
  /** Where its place comes from: reconstructed from its real position, with a note. */
  readonly source: Source;
}

const town = (name: string, hex: HexId, lat: number, lon: number, flags: { plaza?: boolean; road?: boolean; inside?: boolean }, note: string): TownRecord => ({
  name,
  hex,
  plazaFuerte: flags.plaza === true,
  victoryRoad: flags.road === true,
  victoryZone: flags.inside === true,
  zone: 'spanish',
  lat,
  lon,
  source: reconstructed(`placed at ${lat.toFixed(3)} N, ${(-lon).toFixed(3)} W; ${note}`),
});

const ROAD = { road: true } as const;
const PLAZA_ROAD = { plaza: true, road: true } as const;

/**
 * The towns: the eleven the victory rule names (5) and the three the rulebook or the history
 * put inside the zone the road bounds. Every one starts in the Spanish zone (see ZONE_SOURCE).
 */
export const TOWNS: readonly TownRecord[] = [
  town(
    'Axdir',
    '0410',
    35.197,
    -3.906,
    ROAD,
    "Abd el-Krim's seat on the bay of Alhucemas; western end of the road (5); starts Spanish (see ZONE_SOURCE), an exposed outpost",
  ),
  town(
    'Abarrán',
    '1312',
    35.16,
    -3.675,
    ROAD,
    'the hilltop post west of Annual, over the Amekran; moved (second edition) from 1112, two hexes west of its published position, to within a hex of it',
  ),
  town(
    'Annual',
    '1413',
    35.105,
    -3.62,
    ROAD,
    "Silvestre's camp in its basin; a town, not a plaza: a camp of tents and parapets; moved (second edition) from 1412 to within a hex of its published position",
  ),
  town('Igueriben', '1513', 35.125, -3.595, ROAD, 'the hilltop post south-east of Annual'),
  town('Buhafora', '1916', 35.06, -3.48, ROAD, 'on the track from Annual to Dar Drius, by Ben Tieb (position approximate)'),
  town('Dar Drius', '2218', 34.978, -3.39, PLAZA_ROAD, 'plaza fuerte: the fortified base of the Annual line on the Kert'),
  town('Batel', '2918', 34.995, -3.2, ROAD, 'between Tistutin and Monte Arruit on the Garet plain'),
  town('Monte Arruit', '3518', 35.01, -3.03, PLAZA_ROAD, 'plaza fuerte: the fortified position where the 1921 retreat held out'),
  town('Zeluán', '3815', 35.07, -2.935, PLAZA_ROAD, 'plaza fuerte: the alcazaba and its airfield of 1921'),
  town('Nador', '3811', 35.174, -2.935, PLAZA_ROAD, 'plaza fuerte: the base on the Mar Chica; the road turns north to Melilla'),
  town('Melilla', '3807', 35.292, -2.938, PLAZA_ROAD, 'plaza fuerte: the Spanish city, base of the reinforcements (6.1); the road ends here (5)'),
  town('Segangan', '3512', 35.16, -3.04, { inside: true }, 'at the south-west foot of the Gurugú; the road to Dar Quebdani starts here (2.1)'),
  town('Dar Quebdani', '2413', 35.12, -3.35, { inside: true }, 'west of the Kert; the road from Segangan crosses the Kert twice to reach it (2.1)'),
  town(
    'Sidi Dris',
    '1609',
    35.215,
    -3.56,
    { inside: true },
    'the coastal post at the mouth of the Amekran, north of Annual (an addition: the rulebook does not name it); moved (second edition) from 1708 to within a hex of its published position, beside the Sidi Dris landing beach',
  ),
  town(
    'Ben Tieb',
    '1915',
    35.085,
    -3.47,
    { inside: true },
    'the market and post on the track from Annual to Dar Drius, north of Buhafora (second edition: a town of the zone, from the history of 1921)',
  ),
  town(
    'Kandussi',
    '2416',
    35.05,
    -3.33,
    { inside: true },
    'the post on the Kert north-east of Dar Drius, held in the 1921 retreat (second edition: a town of the zone)',
  ),
  town(
    'Afrau',
    '2708',
    35.27,
    -3.26,
    { inside: true },
    'the coastal post west of the Kert mouth, on the beach the landing dots already name (second edition: a town of the zone)',
  ),
];

/** The plazas fuertes (2.1), reconstructed: the five places fortified and held as strongholds in 1921. */
export const PLAZAS_SOURCE: Source = reconstructed(
  'plazas fuertes: Melilla, Nador, Zeluán, Monte Arruit and Dar Drius (the city, the two fortified places on the Mar ' +
    'Chica road, the position that held out in the 1921 retreat and the base of the Annual line); Annual, Igueriben, ' +
    'Abarrán, Buhafora, Batel and Axdir are camps or posts, towns only',
);

/**
 * A road (2.1): a line of hexes each adjacent to the next. A move "by road" (7) runs from one
 * hex of a road to the next along the line: two roads in neighbouring hexes are not one road.
 */
export interface RoadRecord {
  /** Unique id (`'axdir-melilla'`). */
  readonly id: string;
  /** The towns it joins, in order. */
  readonly name: string;
  /** The hexes in order; consecutive hexes are the road's segments. */
  readonly hexes: readonly HexId[];
  /** Where its course comes from: reconstructed, with a note. */
  readonly source: Source;
}

/** The roads (2.1): the road of the victory rule (5), Axdir to Melilla, and the road from Nador to Dar Quebdani. */
// prettier-ignore
export const ROADS: readonly RoadRecord[] = [
  {
    id: 'axdir-melilla',
    name: 'Axdir - Abarrán - Annual - Igueriben - Buhafora - Dar Drius - Batel - Monte Arruit - Zeluán - Nador - Melilla',
    hexes: [
      '0410',
      '0511',
      '0610',
      '0711',
      '0811',
      '0912',
      '1011',
      '1112',
      '1212',
      '1312',
      '1412',
      '1413',
      '1513',
      '1613',
      '1714',
      '1715',
      '1815',
      '1916',
      '2016',
      '2117',
      '2118',
      '2218',
      '2318',
      '2418',
      '2518',
      '2618',
      '2718',
      '2818',
      '2918',
      '3018',
      '3118',
      '3218',
      '3318',
      '3418',
      '3518',
      '3617',
      '3717',
      '3716',
      '3815',
      '3814',
      '3813',
      '3812',
      '3811',
      '3810',
      '3809',
      '3808',
      '3807',
    ],
    source: reconstructed(
      'the road of 5, in the order it names its towns, then Nador to Melilla along the Mar Chica; drawn as straight hex lines between the towns',
    ),
  },
  {
    id: 'nador-dar-quebdani',
    name: 'Nador - Segangan - Dar Quebdani',
    hexes: ['3811', '3712', '3611', '3512', '3412', '3312', '3212', '3113', '3012', '2913', '2812', '2713', '2613', '2513', '2413'],
    source: reconstructed('the road of 2.1 from Segangan to Dar Quebdani, with its two Kert bridges, joined to Nador'),
  },
];

/** The road of the victory rule (5): its towns and Melilla must be held. */
export const VICTORY_ROAD_ID = 'axdir-melilla';

/**
 * The victory zone (5: "la zona delimitada por la citada carretera"), closed where the text
 * leaves it open. Its hexes are the `V` hexes of {@link ZONE_ROWS}.
 */
export const VICTORY_ZONE = {
  /** The zone lies between the road and the coast, east of this column (Axdir's): the hexes of the road itself are not inside. */
  westOfColumn: 4,
  /** Where the zone's bounds come from: a reading of 5, with a note. */
  source: reconstructed(
    'READING: the zone lies between the road and the coast (the road runs inland of the coast from the bay of Alhucemas ' +
      "to Melilla). Closed in the west by Axdir's column (04) up to the bay, in the east by the road from Nador along " +
      'the Mar Chica to Melilla on the coast. Inside: the land reached from the coast without crossing the road, east ' +
      'of column 04; the road hexes are not inside. Towns inside: Segangan, Dar Quebdani, Sidi Dris, Ben Tieb, Kandussi and ' +
      'Afrau (second edition: the real area had more towns than the first three; Tistutin, on the road west of Batel, is ' +
      'a road hex and so not inside)',
  ),
} as const;

/** A river (2.1): drawn along hexsides, no effect on play. */
export interface RiverRecord {
  /** The river's name (`'Kert'`). */
  readonly name: string;
  /** Hexside keys `xxyy~xxyy` (lower number first). */
  readonly hexsides: readonly string[];
  /** Where its course comes from: reconstructed, with a note. */
  readonly source: Source;
}

const NO_EFFECT = 'drawn, no effect on play (2.1)';
/** The rivers (2.1): the Kert and its western arm, the Amekran and the Nekor; drawn, no effect on play. */
// prettier-ignore
export const RIVERS: readonly RiverRecord[] = [
  {
    name: 'Kert',
    hexsides: [
      '2714~2814',
      '2715~2814',
      '2715~2815',
      '2716~2815',
      '2716~2816',
      '2812~2913',
      '2813~2814',
      '2813~2913',
      '2813~2914',
      '2908~3008',
      '2909~3008',
      '2909~3009',
      '2910~3009',
      '2910~3010',
      '2911~3010',
      '2911~3011',
      '2912~2913',
      '2912~3011',
      '2912~3012',
      '2219~2319',
      '2218~2319',
      '2218~2318',
      '2217~2318',
      '2317~2318',
      '2317~2417',
      '2416~2417',
      '2416~2517',
      '2516~2517',
      '2516~2616',
      '2616~2717',
      '2716~2717',
    ],
    source: reconstructed(
      `from the hills south of Dar Drius past Dar Drius (Driouch stands on the Kert) and north-east down the Kert valley to its mouth west of Tres Forcas (second edition: the first drew no course south of Kandussi). The Axdir - Melilla road crosses it at Dar Drius (hexside 2218~2318), drawn without a bridge: 2.1 names only the two on the Segangan - Dar Quebdani road; ${NO_EFFECT}`,
    ),
  },
  {
    name: 'Kert (western arm)',
    hexsides: [
      '2414~2515',
      '2415~2515',
      '2415~2516',
      '2513~2613',
      '2514~2515',
      '2514~2613',
      '2514~2614',
      '2611~2712',
      '2612~2613',
      '2612~2712',
      '2612~2713',
      '2711~2712',
      '2711~2811',
      '2810~2811',
      '2810~2911',
      '2910~2911',
    ],
    source: reconstructed(
      `READING: 2.1 puts two Kert bridges on the Segangan - Dar Quebdani road, which a single course between the two towns crosses once; the second bridge is read as over a western arm of the Kert, joining it below the road; ${NO_EFFECT}`,
    ),
  },
  {
    name: 'Amekran',
    hexsides: ['1410~1511', '1411~1511', '1411~1512', '1509~1609', '1510~1511', '1510~1609', '1510~1610', '1608~1609', '1608~1708', '1608~1709'],
    source: reconstructed(`from north of Annual to the sea at Sidi Dris; ${NO_EFFECT}`),
  },
  {
    name: 'Nekor',
    hexsides: ['0511~0611', '0512~0611', '0512~0612', '0513~0612', '0513~0613', '0514~0613', '0613~0614', '0614~0714', '0614~0715', '0615~0715', '0615~0716'],
    source: reconstructed(`from the Rif to the bay of Alhucemas east of Axdir; ${NO_EFFECT}`),
  },
];

/** A bridge (2.1): where a road crosses a river; drawn, no effect on play. */
export interface BridgeRecord {
  /** The hexside the road crosses the river on, as a key `xxyy~xxyy` (lower number first). */
  readonly hexside: string;
  /** The river's name (a {@link RiverRecord}'s `name`). */
  readonly river: string;
  /** The road's id (a {@link RoadRecord}'s `id`). */
  readonly road: string;
  /** Where it comes from: the rulebook (2.1), the hexside reconstructed. */
  readonly source: Source;
}

/** The two bridges over the Kert on the Segangan - Dar Quebdani road (2.1). */
export const BRIDGES: readonly BridgeRecord[] = [
  {
    hexside: '2812~2913',
    river: 'Kert',
    road: 'nador-dar-quebdani',
    source: { kind: 'rulebook', section: '2.1', note: 'two bridges over the Kert on the Segangan - Dar Quebdani road; the hexside is reconstructed' },
  },
  {
    hexside: '2513~2613',
    river: 'Kert (western arm)',
    road: 'nador-dar-quebdani',
    source: { kind: 'rulebook', section: '2.1', note: 'two bridges over the Kert on the Segangan - Dar Quebdani road; the hexside is reconstructed' },
  },
];

/** The airfield (2.1: "junto a Melilla"; 2.3: the bombers' base, lost while a Moroccan counter holds it). */
export const AIRFIELD: {
  /** The airfield's hex, beside Melilla. */
  readonly hex: HexId;
  /** Where its place comes from: reconstructed, with a note. */
  readonly source: Source;
} = {
  hex: '3708',
  source: reconstructed('its own hex beside Melilla (2.1), on the clear ground south-west of the city at the foot of the Gurugú, off the road'),
};

/** The landing hexes (2.1: beach or sea hexes with a black dot; 6.1: one lander each on turn 5). */
export const LANDING_HEXES: {
  /** The landing hexes, beach or sea. */
  readonly hexes: readonly HexId[];
  /** Where they come from: reconstructed, with a note. */
  readonly source: Source;
} = {
  hexes: ['0710', '0511', '1607', '1608', '2708', '3008', '3406', '3806', '4312'],
  source: reconstructed(
    'nine dots: the bay of Alhucemas (sea 0710, beach 0511 by Axdir), Sidi Dris (sea 1607, beach 1608), the beaches of ' +
      'Afrau (2708), the Kert mouth (3008), Tres Forcas (3406), Melilla (3806) and the Mar Chica sand bar (4312)',
  ),
};

/** One hex of the parsed map. */
export interface MapHex {
  /** The hex's printed number. */
  readonly hex: HexId;
  /** Its terrain (2.1). */
  readonly terrain: Terrain;
  /** The zone of a land hex; null at sea and on the Mar Chica. */
  readonly zone: Zone | null;
  /** Inside the victory zone (5). */
  readonly victoryZone: boolean;
}

/** Every hex of the map, column by column, read from {@link TERRAIN_ROWS} and {@link ZONE_ROWS} (a fresh array each call). */
export function mapHexes(): MapHex[] {
  const out: MapHex[] = [];
  for (let col = 1; col <= MAP_COLUMNS; col++) {
    for (let row = 1; row <= MAP_ROWS; row++) {
      const t = TERRAIN_ROWS[row - 1]?.[col - 1] ?? '';
      const z = ZONE_LEGEND[ZONE_ROWS[row - 1]?.[col - 1] ?? ''];
      const terrain = TERRAIN_LEGEND[t];
      if (terrain === undefined || z === undefined) throw new RangeError(`hex ${formatHex(col, row)} has no terrain or zone`);
      out.push({ hex: formatHex(col, row) as HexId, terrain, zone: z.zone, victoryZone: z.victoryZone });
    }
  }
  return out;
}

/** The segments of a road: its consecutive pairs of hexes. */
export function roadSegments(road: RoadRecord): [HexId, HexId][] {
  return road.hexes.slice(1).map((h, i) => [road.hexes[i] as HexId, h]);
}

const hexId = z.string().check(z.regex(/^\d{4}$/));
const hexsideId = z.string().check(z.regex(/^\d{4}~\d{4}$/));
const row = (chars: string): z.Type<string> => z.string().check(z.regex(new RegExp(`^[${chars}]{${MAP_COLUMNS}}$`)));

/** The schema of the grid rows: 27 rows of 46 characters each, and the zones' water where the terrain's is. */
export const mapRowsSchema = z
  .strictObject({
    /** The terrain rows, as {@link TERRAIN_ROWS}. */
    terrain: z.array(row('~=b.^\\^')).check(z.length(MAP_ROWS)),
    /** The zone rows, as {@link ZONE_ROWS}. */
    zone: z.array(row('SVM~=')).check(z.length(MAP_ROWS)),
  })
  .check(
    z.refine(
      (m) =>
        m.terrain.every((r, i) =>
          [...r].every((t, j) => {
            const z2 = m.zone[i]?.[j];
            return t === '~' || t === '=' ? z2 === t : z2 === 'S' || z2 === 'V' || z2 === 'M';
          }),
        ),
      'the zone rows must repeat the sea and the Mar Chica of the terrain rows and give every land hex a zone',
    ),
  );

/** The schema of a {@link TownRecord} (typed by it: the fields are documented there). */
export const townRecordSchema: z.Type<TownRecord> = z.strictObject({
  name: z.string().check(z.minLength(1)),
  hex: hexId,
  plazaFuerte: z.boolean(),
  victoryRoad: z.boolean(),
  victoryZone: z.boolean(),
  zone: z.enum(['spanish', 'moroccan']),
  lat: z.number().check(z.gte(34.7), z.lte(35.5)),
  lon: z.number().check(z.gte(-4.05), z.lte(-2.7)),
  source: sourceSchema,
});

/** The schema of a {@link RoadRecord} (typed by it: the fields are documented there). */
export const roadRecordSchema: z.Type<RoadRecord> = z.strictObject({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  hexes: z.readonly(z.array(hexId).check(z.minLength(2))),
  source: sourceSchema,
});

/** The schema of a {@link RiverRecord} (typed by it: the fields are documented there). */
export const riverRecordSchema: z.Type<RiverRecord> = z.strictObject({
  name: z.string().check(z.minLength(1)),
  hexsides: z.readonly(z.array(hexsideId).check(z.minLength(1))),
  source: sourceSchema,
});

/** The schema of a {@link BridgeRecord} (typed by it: the fields are documented there). */
export const bridgeRecordSchema: z.Type<BridgeRecord> = z.strictObject({
  hexside: hexsideId,
  river: z.string().check(z.minLength(1)),
  road: z.string().check(z.minLength(1)),
  source: sourceSchema,
});

/** The schema of {@link AIRFIELD}. */
export const airfieldSchema = z.strictObject({
  /** The airfield's hex (2.1, 2.3). */
  hex: hexId,
  /** Where its place comes from. */
  source: sourceSchema,
});
/** The schema of {@link LANDING_HEXES}. */
export const landingHexesSchema = z.strictObject({
  /** The landing hexes (2.1, 6.1), at least one. */
  hexes: z.readonly(z.array(hexId).check(z.minLength(1))),
  /** Where they come from. */
  source: sourceSchema,
});
/** The schema of {@link VICTORY_ZONE}. */
export const victoryZoneSchema = z.strictObject({
  /** The column the victory zone lies east of (5). */
  westOfColumn: z.number().check(z.int(), z.gte(1), z.lte(MAP_COLUMNS)),
  /** Where the zone's bounds come from. */
  source: sourceSchema,
});
export { gridLayoutSchema };
