/**
 * Hex-grid math for the hex wargames: the map's printed numbering (`"xxyy"`), cube
 * coordinates, neighbours, distance, facings with front and rear hexes, hexsides as keys,
 * cheapest paths over a caller's move costs, and line of sight traced with both nudges.
 * @module
 */
export {
  FACINGS,
  FACING_NAMES,
  cubeDistance,
  cubeRound,
  formatHex,
  gridLayoutSchema,
  hexGrid,
  hexsideHexes,
  hexsideKey,
  opposite,
  parseHex,
  turn,
  type Cube,
  type Facing,
  type GridLayout,
  type HexGrid,
  type HexId,
  type ShiftedColumns,
} from './grid.js';
export { lineOfSight, traceLine, type AlongHexsideRule, type SightResult, type SightRules, type TracedLine } from './sight.js';
export { cheapestPaths, pathTo, reachableHexes, type Edge, type HexMoveCost, type Reached } from './path.js';
