/** The rule functions other modules (the Nitayno, bots, REPL users) reuse. */
export {
  adjacent, distance, controller, isEmpty, areaValue, colonArea, findPiece, unitCount, hasSide, canAdd, conflictBlocks, stackLimit,
  combatFactor, isHit, drawAreaMarker, drawFromBag, navalDifficulty, conflictTurn, takeHit, removePiece, addPiece, liftPiece, other,
} from './board.js';
export { newCombat, withdrawalAreas, graceAvailable, members, fighters } from './combat.js';
export { canMove, newActivation, activatableAreas, overstacked, incursionTargets, palisadeAreas, citadelAreas, scribeReady, combatFor } from './movement.js';
export { incursionResult, incursionModifiers, highestDefender, highestAttacker } from './incursion.js';
export { deployLegal, deployOptions, reinforcementAreas, prrFromVrr, prrPoints, drawPieces } from './deploy.js';
export { runEffect, changeRoyalSupport } from './effects.js';
export { settle, finalScore } from './turn.js';
