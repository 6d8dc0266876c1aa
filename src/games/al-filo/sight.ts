/**
 * Line of sight (9.2; Tabla de Terrenos, its "B" marks; scenario, map note; readings 2 and 3):
 * traced from the centre of the shooter's hex to the centre of the target's over the map's
 * terrain, its two levels and the units on it, on the shared walker of `reglas/hex`
 * ({@link checkSight}).
 *
 * - Blocking terrain (the rows marked B) and any hex holding a unit, friend or enemy, block a
 *   line that passes through them. At Las Navas every hex is clear terrain (scenario, map note):
 *   there only units and the heights block.
 * - Levels (reading 2): a hex of the higher level that the line passes through blocks it unless
 *   both ends are on the higher level; levels block nothing else.
 * - Parapets (read as Empalizada hexsides, fire "SE") never block: no hexside blocks a line.
 * - The ends never block: a line may always be traced to a blocking or occupied hex, never
 *   through one. Adjacent hexes always see each other.
 * - "Un lado de hex. de terreno bloqueador o de un hex. ocupado por una unidad no bloquea una
 *   LdV": where the line runs exactly along a hexside, one blocking hex beside it does not block.
 *   Reading: where the hexes on BOTH sides of that hexside block (two units side by side, a unit
 *   beside a wood, two higher hexes), the line is blocked. The sentence speaks of the side of one
 *   hex ("de un hex."): it lets a line graze an obstacle, and a hexside with an obstacle on either
 *   side is no gap a line can pass, since any trace of it nudged a hair either way runs through
 *   one of them. Two units shoulder to shoulder screen what lies behind them from every shooter
 *   but archers, who fire over units. This is the default of {@link checkSight}
 *   (docs/data-provenance.md, ¡Al filo de la espada!, Line of sight).
 * - Archers (Ar) fire over units (9.2: "Para los arqueros y nada más para ellos, sólo los
 *   elementos de terreno pueden ser bloqueadores"): for them only terrain and levels block.
 *
 * The verdict is the same traced either way: `sees(a, b)` equals `sees(b, a)` (the walker's two
 * nudges are fixed offsets, so the line from b to a runs through the same hexes; the rule reads
 * the two ends alike).
 * @module
 */
import { checkSight, type GridSightRules, type SightVerdict } from '../../hex/index.js';
import { GRID, HEX_COUNT, LEVEL } from './board.js';
import { terrainRow } from './data/terrain.js';
import type { AlFiloState } from './state.js';

/** What a map's hexes hold for a line of sight, flat by hex index: 1 where its terrain blocks (Tabla de Terrenos, B), and its level (0 or 1, reading 2). */
export interface SightGround {
  /** 1 where the hex's terrain row is marked B (9.2), else 0. */
  readonly blocks: Uint8Array;
  /** Each hex's level: 1 the higher, 0 the lower (reading 2). */
  readonly level: Uint8Array;
}

/**
 * Las Navas as a line of sight reads it: every hex clear terrain (scenario, map note: "Todos los
 * hexágonos son hex. de terreno claro"), so no hex blocks by its terrain, and the two heights of
 * `data/map.ts`.
 */
export const LAS_NAVAS_GROUND: SightGround = {
  blocks: new Uint8Array(HEX_COUNT).fill(terrainRow('clear').blocksSight ? 1 : 0),
  level: LEVEL,
};

/**
 * 9.2: whether a unit in hex `from` sees hex `to` (hex indexes of `board.ts`), with the first
 * thing that blocks the line walking from the shooter. `archers`: the shooter is an archer unit
 * (Ar), who fires over units: only terrain and levels block it. `ground` is Las Navas unless
 * given (another map's terrain and levels, same indexes). Throws `RangeError` for a hex index
 * that is not on the map.
 */
export function lineOfSight(s: AlFiloState, from: number, to: number, archers: boolean, ground: SightGround = LAS_NAVAS_GROUND): SightVerdict {
  const { blocks, level } = ground;
  const occ = s.occ;
  // reading 2: a higher hex blocks unless both ends are on the higher level
  const low = Math.min(level[from]!, level[to]!);
  // the default along-hexside rule: only a hexside with blocking hexes on both sides blocks
  const rules: GridSightRules = {
    hexBlocks: archers ? (h) => blocks[h] === 1 || level[h]! > low : (h) => blocks[h] === 1 || level[h]! > low || occ[h]! >= 0,
  };
  return checkSight(GRID, from, to, rules);
}

/** 9.2: whether a unit in hex `from` sees hex `to`; see {@link lineOfSight}. */
export function sees(s: AlFiloState, from: number, to: number, archers: boolean, ground: SightGround = LAS_NAVAS_GROUND): boolean {
  return lineOfSight(s, from, to, archers, ground).clear;
}
