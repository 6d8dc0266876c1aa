/** The rule functions other modules (the Nitayno, bots, REPL users) reuse. */
export { adjacent, distance, isEmpty, areaValue, colonArea, findPiece, navalDifficulty, conflictTurn, other } from './board.js';
export { drawAreaMarker, drawFromBag } from './bags.js';
export { controller, hasSide } from './control.js';
export { unitCount, canAdd, conflictBlocks, stackLimit } from './stacking.js';
export { takeHit, removePiece, addPiece, liftPiece } from './edits.js';
export { combatFactor, isHit } from './factors.js';
export { newCombat, withdrawalAreas, graceAvailable, members, fighters } from './combat.js';
export { canMove, newActivation, combatFor } from './movement.js';
export { palisadeAreas, citadelAreas } from './build.js';
export { activatableAreas, overstacked } from './impulse.js';
export { scribeReady } from './scribes.js';
export { incursionTargets, incursionResult, incursionModifiers, highestDefender, highestAttacker } from './incursion.js';
export { deployLegal, deployOptions, reinforcementAreas, prrFromVrr, prrPoints, drawPieces } from './deploy.js';
export { runEffect } from './effects.js';
export { changeRoyalSupport } from './effects-common.js';
export { settle, finalScore } from './turn.js';
