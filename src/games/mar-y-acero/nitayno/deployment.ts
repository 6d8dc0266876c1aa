/**
 * Where the Nitayno places the units it deploys (the `deploy` decision).
 *
 * 5.3.1 Fase de Destino: units go where the area draw (5.1) says; (1) an area the Spanish
 * control only when no other area is valid; (2) an area they do not control is filled up to the
 * stacking limit, then the count-down goes on from it.
 * 5.3.2 / 5.3.3: every deployment of a Nitayno card or an event uses the same area draw.
 * 5.3.4 (a-c): reinforcements go to the areas drawn when they were bought, in those areas' colour.
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import type { MyaAction } from '../actions.js';
import { PIECES } from '../data/units.js';
import type { MyaState, Piece, Task } from '../state.js';
import { colourOf, drawMarker, reinforcementColourIn, spanishControlled } from './board.js';
import { hasType, type ActionOf, type Choice } from './choice.js';
import { previousArea, type IndigenousColour } from './rules.js';
import { withPlan } from './state.js';

type DeployTask = Extract<Task, { t: 'deploy' }>;
type Place = ActionOf<'place'>;

const plannedReinforcementText = (colour: IndigenousColour, area: number) => (): string =>
  `places a ${colour} reinforcement in area ${area}, drawn for it (5.3.4)`;
const placeText = (piece: Piece | null, area: number) => (): string => `places ${piece === null ? 'a unit' : PIECES[piece.kind].name} in area ${area}`;

/** The first `place` action of `piece` into `area`. */
function placeAction(legal: readonly MyaAction[], piece: string | null, area: number): Place | null {
  for (const a of legal) if (a.type === 'place' && a.piece === piece && a.area === area) return a;
  return null;
}

function deployPiece(task: DeployTask, id: string | null): Piece | null {
  for (const p of task.pieces) if (p.id === id) return p;
  return null;
}

/**
 * Which drawn piece the Nitayno places next: one that still has a valid area outside Spanish
 * control (in drawn order); when every piece left could only enter Spanish-held areas, the
 * colour with the most pieces left goes first (reading of the 5.3.3 example: the three Taínos
 * enter area 10 and the last Carib, kept out by the Indigenous conflict, goes back).
 */
function pieceToPlace(state: MyaState, task: DeployTask, legal: readonly MyaAction[]): string | null {
  let first: string | null = null;
  // The areas already read (bit n: area n): each piece lists the same areas, read them once.
  let read = 0;
  for (const a of legal) {
    if (a.type !== 'place') continue;
    first ??= a.piece;
    if ((read & (1 << a.area)) !== 0) continue;
    read |= 1 << a.area;
    if (!spanishControlled(state, a.area)) return a.piece;
  }
  let best = first;
  let most = -1;
  for (const a of legal) {
    if (a.type !== 'place') continue;
    const p = deployPiece(task, a.piece);
    if (p === null) continue;
    const c = colourOf(p);
    let n = 0;
    for (const q of task.pieces) if (colourOf(q) === c) n++;
    if (n > most) {
      most = n;
      best = a.piece;
    }
  }
  return best;
}

/**
 * 5.3.1 / 5.3.3: Nitayno units go where the area draw says, among the valid areas; Spanish-held
 * areas only when no other valid area is left. 5.3.4: reinforcements go to the areas drawn when
 * they were bought, in the colour of those areas.
 */
export function placeUnit(
  state: MyaState,
  task: DeployTask,
  legal: readonly MyaAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  if (!hasType(legal, 'place')) return null;
  const sol = state.solitaire;
  const reinforcement = task.where === 'reinforcement';
  if (reinforcement && sol !== null && sol.plan?.kind === 'reinforce') {
    const planned = sol.plan.areas;
    for (let idx = 0; idx < planned.length; idx++) {
      const area = planned[idx] as number;
      const colour = reinforcementColourIn(state, area);
      const action = placeOfColour(task, legal, area, colour);
      if (action === null) continue;
      const rest: number[] = [];
      for (let i = 0; i < planned.length; i++) if (i !== idx) rest.push(planned[i] as number);
      return {
        action,
        text: plannedReinforcementText(colour, area),
        rule: '5.3.4',
        solitaire: withPlan(sol, rest.length > 0 ? { kind: 'reinforce', areas: rest } : null),
      };
    }
  }
  const pieceId = pieceToPlace(state, task, legal);
  const piece = deployPiece(task, pieceId);
  const colour = piece === null ? null : colourOf(piece);
  // The piece's valid areas as bits (bit n: area n), the first one listed, and how many.
  let areas = 0;
  let firstArea = 0;
  let count = 0;
  for (const a of legal) {
    if (a.type !== 'place' || a.piece !== pieceId) continue;
    const bit = 1 << a.area;
    if ((areas & bit) !== 0) continue;
    if (count === 0) firstArea = a.area;
    areas |= bit;
    count++;
  }
  // 5.3.1 (2): the drawn area is filled up to the limit, then the count-down goes on from it.
  const last = task.placed[task.placed.length - 1];
  const drawn = !reinforcement && last !== undefined ? last : count > 1 ? drawMarker(ctx.dice, rolls, 'Nitayno deployment area (5.3.1)') : firstArea;
  // The tiers, best first: (reinforcements: own colour,) outside Spanish control, any valid area.
  for (let tier = reinforcement ? PLACE_OWN_COLOUR : PLACE_FREE; tier <= PLACE_ANY; tier++) {
    const area = countDownPlace(state, drawn, areas, tier, colour);
    if (area === null) continue;
    const action = placeAction(legal, pieceId, area);
    if (action === null) continue;
    if (reasons !== null) {
      if (!reinforcement && last !== undefined) reasons.push(`the count-down goes on from area ${last}: area ${area} (5.3.1 (2))`);
      else if (count > 1) reasons.push(`marker ${drawn} drawn, area ${area} is the first valid counting down (5.1)`);
      if (spanishControlled(state, area)) reasons.push('no valid area outside Spanish control is left (5.3.1 (1))');
    }
    return { action, text: placeText(piece, area), rule: reinforcement ? '5.3.4' : '5.3.1' };
  }
  return null;
}

/** The placement tiers (5.3.1, 5.3.4), best first. */
const PLACE_OWN_COLOUR = 0;
const PLACE_FREE = 1;
const PLACE_ANY = 2;

/**
 * 5.1 count-down from `drawn` to the first of the piece's valid `areas` (bit n: area n) meeting
 * the tier: any; outside Spanish control; and (reinforcements) of the piece's colour. Each
 * area is read only when the count-down reaches it.
 */
function countDownPlace(state: MyaState, drawn: number, areas: number, tier: number, colour: IndigenousColour | null): number | null {
  if (areas === 0) return null;
  let a = drawn;
  for (let i = 0; i < 15; i++) {
    if (
      ((areas >> a) & 1) === 1 &&
      (tier === PLACE_ANY || (!spanishControlled(state, a) && (tier === PLACE_FREE || colour === null || reinforcementColourIn(state, a) === colour)))
    )
      return a;
    a = previousArea(a);
  }
  return null;
}

/** 5.3.4: the first `place` of a drawn piece of `colour` into `area`. */
function placeOfColour(task: DeployTask, legal: readonly MyaAction[], area: number, colour: IndigenousColour): Place | null {
  for (const a of legal) {
    if (a.type !== 'place' || a.area !== area) continue;
    const p = deployPiece(task, a.piece);
    if (p !== null && colourOf(p) === colour) return a;
  }
  return null;
}
