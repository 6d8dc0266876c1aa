/**
 * What the Nitayno buys with its PRR (the `prr` decision); where the units bought go is
 * deployment.ts.
 *
 * 5.3.4 Fase de Reemplazos y Refuerzos: the Nitayno never replaces, only reinforces; it draws
 * an area under Indigenous control (5.1) and buys a unit of that area's colour (a-c); an empty
 * bag buys nothing.
 * 5.4 (7), level II: reduced Rebels are flipped to full strength before any unit is bought.
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import type { MyaAction } from '../actions.js';
import type { Bag } from '../data/units.js';
import { areaAt } from '../board.js';
import { pieceData } from '../kinds.js';
import type { MyaState, Task } from '../state.js';
import { colourNameBit, drawMarker, reinforcementColourIn, stackLimit } from './board.js';
import { hasType, type ActionOf, type Choice } from './choice.js';
import { previousArea, reinforcementColourOf, type IndigenousColour } from './rules.js';
import { withPlan } from './state.js';

const flipText = (id: string) => (): string => `flips the reduced Rebel ${id} to full strength`;
const drawText = (bag: Bag) => (): string => `draws a ${bag} unit (no controlled area takes a colour it may draw)`;
const buyText = (colour: IndigenousColour, area: number) => (): string => `buys a ${colour} unit for area ${area}`;

/**
 * 5.4 (7): the flip of a reduced Rebel, the first on the map. The engine lists its flips in map
 * order (one per kind), so this is also the first such flip of the list.
 */
function rebelFlip(state: MyaState, legal: readonly MyaAction[]): ActionOf<'flip'> | null {
  for (const area of state.map) {
    for (const p of area.pieces) {
      if (!p.reduced || (p.kind !== 'capitan' && p.kind !== 'tropa')) continue;
      for (const a of legal) if (a.type === 'flip' && a.piece === p.id) return a;
    }
  }
  return null;
}

const PRR_NONE = 0;
const PRR_FULL = 1;
const PRR_ROOM = 2;

/**
 * 5.3.4: whether the Nitayno may buy for `area`: "área bajo control Indígena", the engine's 4.2
 * control (`controller(...) === 'indigenous'`: an Indigenous piece and no Spanish piece, or an
 * empty area without a citadel; an area where both sides stand is nobody's) and it may draw its
 * colour; PRR_ROOM when a unit more fits there under the stacking limit (the units already
 * bought for it count).
 */
function prrFit(state: MyaState, area: number, bags: number, planned: readonly number[], limit: number): number {
  // One pass over the pieces: Indigenous control (no Spanish piece, and no citadel in an empty
  // area), its units and colours.
  const here = areaAt(state, area);
  let units = 0;
  let colours = 0;
  for (const p of here.pieces) {
    if (p.side !== 'indigenous') return PRR_NONE;
    const bag = pieceData(p.kind).bag;
    colours |= colourNameBit(bag);
    if (bag !== null) units++;
  }
  if (here.citadel && here.pieces.length === 0) return PRR_NONE;
  if ((bags & colourNameBit(reinforcementColourOf(area, colours))) === 0) return PRR_NONE;
  for (const x of planned) if (x === area) units++;
  return units < limit ? PRR_ROOM : PRR_FULL;
}

/**
 * 5.3.4: the Nitayno never replaces, only reinforces; it draws an Indigenous area it controls and
 * buys a unit of that area's colour. Level II (5.4 (7)): reduced Rebels are flipped first.
 */
export function spendPrr(
  state: MyaState,
  task: Extract<Task, { t: 'prr' }>,
  legal: readonly MyaAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  const sol = state.solitaire;
  if (state.level >= 2 && hasType(legal, 'flip')) {
    const flip = rebelFlip(state, legal);
    if (flip !== null) return { action: flip, text: flipText(flip.piece), rule: '5.4 (7)' };
  }
  // The bags it may draw from (as colour bits), the first draw, and the first other action.
  let firstDraw: ActionOf<'draw'> | null = null;
  let other: MyaAction | null = null;
  let bags = 0;
  for (const a of legal) {
    if (a.type === 'draw') {
      firstDraw ??= a;
      bags |= colourNameBit(a.bag);
    } else if (a.type !== 'flip') other ??= a;
  }
  if (firstDraw === null) {
    return other === null ? null : { action: other, text: 'buys nothing more (5.3.4: never replacements)', rule: '5.3.4' };
  }
  const planned = sol?.plan?.kind === 'reinforce' ? sol.plan.areas : [];
  const limit = stackLimit(state, 'indigenous');
  const pending = task.drawn.length;
  const drawn = drawMarker(ctx.dice, rolls, 'Nitayno reinforcement area (5.3.4)');
  // The count-down (5.1) to an area it controls whose colour it may draw, with room for one
  // more unit (those drawn for earlier this phase count); else without the room.
  let full = 0; // The full areas met (bit n: area n), for the second count-down.
  let area: number | null = null;
  let a = drawn;
  for (let i = 0; i < 15 && area === null; i++) {
    const f = prrFit(state, a, bags, planned, limit);
    if (f === PRR_ROOM) area = a;
    else if (f === PRR_FULL) full |= 1 << a;
    a = previousArea(a);
  }
  for (let i = 0; i < 15 && area === null; i++) {
    if (((full >> a) & 1) === 1) area = a;
    a = previousArea(a);
  }
  if (area === null) return { action: firstDraw, text: drawText(firstDraw.bag), rule: '5.3.4' };
  const colour = reinforcementColourIn(state, area);
  let action = firstDraw;
  for (const d of legal) {
    if (d.type === 'draw' && d.bag === colour) {
      action = d;
      break;
    }
  }
  reasons?.push(`marker ${drawn} drawn: area ${area} (Indigenous, room, ${colour} allowed) after count-down (5.1)`);
  reasons?.push(`${pending} unit(s) already drawn this phase`);
  if (sol === null) return { action, text: buyText(colour, area), rule: '5.3.4' };
  const areas = planned.slice();
  areas.push(area);
  return { action, text: buyText(colour, area), rule: '5.3.4', solitaire: withPlan(sol, { kind: 'reinforce', areas }) };
}
