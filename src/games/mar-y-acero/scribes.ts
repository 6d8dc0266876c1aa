/**
 * 4.4.3 Escribanos reales: a scribe in an area under a parchment lifts it (the scribe returns to its
 * bag) and the area is worth 2 VP for the rest of the game. A free action of the Spanish in the
 * Event phase (on deploying), in the Reinforcement phase, and in a Spanish impulse once the area is
 * activated (movement.ts); never in the Destiny phase.
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt } from './board.js';
import { removePiece, setArea } from './edits.js';
import type { AreaState, MyaState, Piece, Task } from './state.js';
import { pop, push } from './tasks.js';

/** 4.4.3: a scribe (Escribano) stands in the area under its parchment. */
export function scribeReady(s: MyaState, a: number): boolean {
  const area = areaAt(s, a);
  if (!area.parchment) return false;
  for (const p of area.pieces) if (p.kind === 'escribano') return true;
  return false;
}

/** 4.4.3: the scribe goes back to the bag and the parchment leaves: the area is worth 2 VP for the rest of the game. */
export function useScribe(s: MyaState, a: number, ctx: StepContext): MyaState {
  const scribe = areaAt(s, a).pieces.find((p) => p.kind === 'escribano') as Piece;
  let next = removePiece(s, a, scribe.id);
  next = setArea(next, a, { ...areaAt(next, a), parchment: false });
  if (ctx.log.on)
    ctx.log.push({ type: 'scribe', rule: '4.4.3', area: a, text: `Royal scribes: area ${a} is now worth 2 VP (${scribe.id} returns to the bag)` });
  return next;
}

// ---- the free action in the Event and Reinforcement phases ----

/** 4.4.3 a) and b): the Spanish may use the scribes of the areas offered (all areas when none is listed), or pass. */
export function scribeOfferLegal(s: MyaState, t: Extract<Task, { t: 'scribeOffer' }>): MyaAction[] {
  let out: MyaAction[] | null = null;
  const only = t.areas.length > 0;
  for (let a = 1; a <= 15; a++) {
    // 4.4.3: a scribe under a parchment (checked first: most areas have neither).
    const area = s.map[a - 1] as AreaState;
    if (!area.parchment || (only && !t.areas.includes(a)) || !scribeReady(s, a)) continue;
    out ??= [{ type: 'pass' }];
    out.push({ type: 'scribe', area: a });
  }
  return out ?? [];
}

export function scribeOfferAct(s: MyaState, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'pass') return pop(s);
  if (action.type !== 'scribe') throw new Error('scribeOffer');
  // The VP marker follows at once (settle on top), then the offer stands for other areas.
  return push(useScribe(s, action.area, ctx), { t: 'settle' });
}
