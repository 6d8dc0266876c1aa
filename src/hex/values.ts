/**
 * The hex functions and constants of `reglas/hex`, without its types: the root entry's `hex`
 * namespace (`import { hex } from 'reglas'`). The types (`HexId`, `Cube`, `Facing`, `GridLayout`,
 * `HexGrid`, ...) come from `reglas/hex`: a namespace of values and types built across chunks
 * declared the types as values in the bundled declarations, which a consumer's `tsc` refused.
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
} from './grid.js';
export { lineOfSight, traceLine } from './sight.js';
export { cheapestPaths, pathTo, reachableHexes } from './path.js';
export { indexedGrid } from './indexed.js';
export { checkSight, sightPath } from './sight-path.js';
export { frontZone, inFrontZone, ray, rayDistance } from './arc.js';
export { cheapestNodePaths, facingPaths, nodePath } from './search.js';
