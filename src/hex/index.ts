/**
 * Hex-grid math for the hex wargames: the map's printed numbering (`"xxyy"`), cube
 * coordinates, neighbours, distance, facings with front and rear hexes, hexsides as keys,
 * cheapest paths over a caller's move costs, and line of sight traced with both nudges.
 * @module
 */
export * from './values.js';
export type { Cube, Facing, GridLayout, HexGrid, HexId, ShiftedColumns } from './grid.js';
export type { AlongHexsideRule, SightResult, SightRules, TracedLine } from './sight.js';
export type { Edge, HexMoveCost, Reached } from './path.js';
export type { FrontArc, IndexedGrid } from './indexed.js';
