/**
 * Hex-grid math for the hex wargames: the map's printed numbering (`"xxyy"`), cube
 * coordinates, neighbours, distance, facings with front and rear hexes, hexsides as keys,
 * cheapest paths over a caller's move costs, and line of sight traced with both nudges.
 *
 * Two forms of the same map: {@link hexGrid} speaks printed ids (`"0506"`), for the edges of a
 * game (actions, positions, events); {@link indexedGrid} numbers a bounded map's hexes and
 * hexsides as small integers with flat tables built once, for the rules' hot paths
 * ({@link sightPath}, {@link checkSight}, {@link frontZone}, {@link ray}, {@link facingPaths}).
 * @module
 */
export * from './values.js';
export type { Cube, Facing, GridLayout, HexGrid, HexId, ShiftedColumns } from './grid.js';
export type { AlongHexsideRule, SightResult, SightRules, TracedLine } from './sight.js';
export type { Edge, HexMoveCost, Reached } from './path.js';
export type { FrontArc, IndexedGrid } from './indexed.js';
export type { GridSightRules, SightBlock, SightEnds, SightPath, SightVerdict } from './sight-path.js';
export type { FacingMoveRules, NodeEdges, NodeSearch } from './search.js';
