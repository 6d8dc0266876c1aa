/**
 * The rule helpers a rules lawyer calls on a position of Mar y Acero (each documented where it is
 * written, with its section): the map (adjacency, distance, area values, naval difficulty),
 * control and stacking (4.2, 4.3.2 I), combat factors and hits (4.4.1 B), withdrawal, building,
 * scribes, incursions (4.4.1 D), Divine Grace/Yaya (4.5), PRR and reinforcements (4.3.2 III), and
 * the final score (4.6). They read a state and never change it: a state changes only through the
 * game's `step` and `apply`, and a decision is put on a hand-made position by its `at`
 * (`setup({ seed, position })`). The parts of a state are read through `MyaState` (an area
 * `MyaState['map'][number]`, a piece `MyaState['map'][number]['pieces'][number]`, a pending task
 * `MyaState['tasks'][number]`).
 */
export { adjacent, distance, areaValue, navalDifficulty } from './board.js';
export { controller } from './control.js';
export { unitCount, canAdd, conflictBlocks, stackLimit } from './stacking.js';
export { combatFactor, isHit } from './factors.js';
export { withdrawalAreas, graceAvailable } from './combat.js';
export { canMove } from './movement.js';
export { palisadeAreas, citadelAreas } from './build.js';
export { activatableAreas, overstacked } from './impulse.js';
export { scribeReady } from './scribes.js';
export { incursionTargets, incursionResult, incursionModifiers } from './incursion.js';
export { reinforcementAreas, prrFromVrr, prrPoints } from './deploy.js';
export { finalScore } from './turn.js';
