/**
 * The hex module's micro-bench (`npm run bench`, or `-- --game hex` alone): the integer grid's
 * neighbours and distances, sight lines on a 33 x 20 map (the size of Las Navas) with one hex in
 * six blocking, the same lines through the printed-id `lineOfSight`, front zones at range 4, and
 * a 10-MP cavalry move search over (hex, facing) nodes with 1 MP a hexside of turn.
 */
import { checkSight, facingPaths, frontZone, indexedGrid, lineOfSight, type Facing, type GridSightRules } from '../src/hex/index.js';

/** One figure: what was done, how many a second, and per call where a call is a whole search. */
export interface HexFigure {
  /** What was timed. */
  readonly what: string;
  /** Calls a second. */
  readonly perSec: number;
}

/** Times `run` (which does `batch` calls) for `seconds` after `warm` seconds of warm-up. */
function rate(run: () => number, batch: number, seconds: number, warm: number): number {
  let sink = 0;
  const until = (s: number): { n: number; ms: number } => {
    const start = performance.now();
    let n = 0;
    let ms = 0;
    while (ms < s * 1000) {
      sink += run();
      n += batch;
      ms = performance.now() - start;
    }
    return { n, ms };
  };
  until(warm);
  const { n, ms } = until(seconds);
  if (sink === -1) console.log('');
  return (n * 1000) / ms;
}

/** The hex figures, measured here. */
export function hexFigures(seconds: number, warm: number): HexFigure[] {
  const g = indexedGrid({ shiftedColumns: 'even', bounds: { minCol: 1, maxCol: 33, minRow: 1, maxRow: 20 } });
  const n = g.size;
  // a fixed scatter of blocking hexes (one in six) and a fixed list of pairs: the same work each run
  const blocking = Uint8Array.from({ length: n }, (_, h) => ((h * 7919) % 6 === 0 ? 1 : 0));
  const pairs = Int32Array.from({ length: 2048 }, (_, i) => (i * 104729 + 7) % n);
  const rules: GridSightRules = { hexBlocks: (h) => blocking[h] === 1 };
  const ids = g.ids;
  const stringRules = { hexBlocks: (id: string) => blocking[g.index(id)] === 1, alongHexside: 'blocked-if-both' as const };
  const neighbours = (): number => {
    let s = 0;
    for (let h = 0; h < n; h++) for (let f = 0; f < 6; f++) s += g.neighbour(h, f as Facing);
    return s;
  };
  const distances = (): number => {
    let s = 0;
    for (let i = 0; i < 2048; i++) s += g.distance(pairs[i]!, pairs[(i + 1) & 2047]!);
    return s;
  };
  const sight = (): number => {
    let s = 0;
    for (let i = 0; i < 256; i++) if (checkSight(g, pairs[i]!, pairs[(i + 1) & 2047]!, rules).clear) s++;
    return s;
  };
  const oldSight = (): number => {
    let s = 0;
    for (let i = 0; i < 64; i++) if (lineOfSight(g.grid, ids[pairs[i]!]!, ids[pairs[(i + 1) & 2047]!]!, stringRules).clear) s++;
    return s;
  };
  const zones = (): number => {
    let s = 0;
    for (let i = 0; i < 64; i++) s += frontZone(g, pairs[i]!, (i % 6) as Facing, 4).length;
    return s;
  };
  const cost = Uint8Array.from({ length: n }, (_, h) => 1 + ((h * 31) % 3 === 0 ? 1 : 0));
  const cavalry = (): number => {
    let s = 0;
    for (let i = 0; i < 8; i++) s += facingPaths(g, pairs[i]!, (i % 6) as Facing, 10, { enter: (_from, to) => cost[to]! }).reached.length;
    return s;
  };
  return [
    { what: 'neighbour lookups', perSec: rate(neighbours, n * 6, seconds, warm) },
    { what: 'distances', perSec: rate(distances, 2048, seconds, warm) },
    { what: 'sight lines, checkSight (integer grid)', perSec: rate(sight, 256, seconds, warm) },
    { what: 'sight lines, lineOfSight (printed ids)', perSec: rate(oldSight, 64, seconds, warm) },
    { what: 'front zones at range 4', perSec: rate(zones, 64, seconds, warm) },
    { what: '10-MP cavalry searches (hex, facing)', perSec: rate(cavalry, 8, seconds, warm) },
  ];
}
