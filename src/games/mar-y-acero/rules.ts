/**
 * The rule helpers a rules lawyer calls on a position of Mar y Acero (each documented where it is
 * written, with its section): the map (adjacency, distance, area values, naval difficulty),
 * control and stacking (4.2, 4.3.2 I), combat factors and hits (4.4.1 B), withdrawal, building,
 * scribes, incursions (4.4.1 D), Divine Grace/Yaya (4.5), PRR and reinforcements (4.3.2 III), card
 * effects, and the final score (4.6); and the builders of a combat or an activation task, to put a
 * decision on a hand-made position.
 */
export { adjacent, distance, areaValue, colonArea, findPiece, navalDifficulty, type PieceAt } from './board.js';
export { controller, hasSide } from './control.js';
export { unitCount, canAdd, conflictBlocks, stackLimit } from './stacking.js';
export { combatFactor, isHit } from './factors.js';
export { newCombat, withdrawalAreas, graceAvailable } from './combat.js';
export { canMove, newActivation, combatFor } from './movement.js';
export { palisadeAreas, citadelAreas } from './build.js';
export { activatableAreas, overstacked } from './impulse.js';
export { scribeReady } from './scribes.js';
export { incursionTargets, incursionResult, incursionModifiers } from './incursion.js';
export { reinforcementAreas, prrFromVrr, prrPoints, type PrrPoints } from './deploy.js';
export { runEffect } from './effects.js';
export { finalScore } from './turn.js';
