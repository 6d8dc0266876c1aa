/**
 * 4.4.2 Construir: instead of activating an area, the Spanish build up to three palisades
 * (Empalizadas) or up to two citadels (Ciudadelas) in one impulse, never both. A palisade goes in a
 * Spanish area outside the jungle; a citadel replaces a palisade and a Peón. A palisade goes the
 * moment no Spanish piece is left in its area (edits.ts), a citadel once the Indigenous control its
 * area (settle, turn.ts).
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt } from './board.js';
import { controller, occupies } from './control.js';
import { AREAS } from './data/areas.js';
import { POOLS } from './data/units.js';
import { removePiece, setArea } from './edits.js';
import type { AreaState, MyaState, Piece, Task } from './state.js';
import { pop, replaceTop } from './tasks.js';

type BuildTask = Extract<Task, { t: 'build' }>;

/** 4.4.2: "hasta tres Empalizadas" or "hasta dos" citadels in one Build action. */
const BUILD_LIMIT = { palisade: 3, citadel: 2 } as const;

/** 4.4.2: the Build action chosen in an impulse, nothing built yet. */
export function newBuild(what: 'palisade' | 'citadel'): BuildTask {
  return { t: 'build', seat: 'spanish', what, left: BUILD_LIMIT[what], built: 0 };
}

/** 4.4.2: whether the Spanish may build this at all now (a site, and a counter left in the pool). */
export function canBuild(s: MyaState, what: 'palisade' | 'citadel'): boolean {
  return buildSites(s, what, true).length > 0;
}

/** A Peón (either side shown) in the area. */
function hasPeon(area: AreaState): boolean {
  for (let i = 0; i < area.pieces.length; i++) if ((area.pieces[i] as Piece).kind === 'peon') return true;
  return false;
}

/** 4.4.2: a palisade goes up outside the jungle, where there is none yet nor a citadel, in an area of the Spanish alone. */
function palisadeSiteAt(s: MyaState, a: number): boolean {
  const area = areaAt(s, a);
  return !area.palisade && !area.citadel && !(AREAS[a - 1]?.jungle ?? false) && occupies(area, 'spanish');
}

/** 4.4.2: a citadel replaces a palisade and a Peón in a Spanish area. */
function citadelSiteAt(s: MyaState, a: number): boolean {
  const area = areaAt(s, a);
  return area.palisade && hasPeon(area) && controller(s, a) === 'spanish';
}

/** 4.4.2 the sites of a build while its pool lasts; `first` stops at the first one (may the Spanish build at all?). */
function buildSites(s: MyaState, what: 'palisade' | 'citadel', first: boolean): number[] {
  const out: number[] = [];
  let used = 0;
  for (const area of s.map) if (what === 'palisade' ? area.palisade : area.citadel) used++;
  if (used >= (what === 'palisade' ? POOLS.palisades : POOLS.citadels)) return out;
  for (let a = 1; a <= 15; a++) {
    if (!(what === 'palisade' ? palisadeSiteAt(s, a) : citadelSiteAt(s, a))) continue;
    out.push(a);
    if (first) break;
  }
  return out;
}

/** 4.4.2: where a palisade may be built now. */
export function palisadeAreas(s: MyaState): number[] {
  return buildSites(s, 'palisade', false);
}

/** 4.4.2: where a citadel may be built now. */
export function citadelAreas(s: MyaState): number[] {
  return buildSites(s, 'citadel', false);
}

/** 4.4.2: one more palisade (or citadel) where one may go, while the action's count lasts; done once one is built. */
export function buildLegal(s: MyaState, t: BuildTask): MyaAction[] {
  if (t.left === 0) return [];
  const areas = t.what === 'palisade' ? palisadeAreas(s) : citadelAreas(s);
  const out: MyaAction[] = areas.map((area) => ({ type: 'build-at', area }));
  if (t.built > 0 && out.length > 0) out.push({ type: 'build-done' });
  return out;
}

/** 4.4.2: a palisade goes up; or a citadel replaces the palisade and a Peón. */
export function buildAct(s: MyaState, t: BuildTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'build-done') return pop(s);
  if (action.type !== 'build-at') throw new Error('build');
  const a = action.area;
  let next = s;
  if (t.what === 'palisade') {
    next = setArea(next, a, { ...areaAt(next, a), palisade: true });
  } else {
    // 4.4.2: the palisade and a Peón go back; the citadel takes their place.
    const peon = areaAt(next, a).pieces.find((p) => p.kind === 'peon') as Piece;
    next = removePiece(next, a, peon.id);
    next = setArea(next, a, { ...areaAt(next, a), palisade: false, citadel: true });
  }
  if (ctx.log.on) ctx.log.push({ type: 'built', rule: '4.4.2', area: a, text: `A ${t.what} is built in area ${a}` });
  return replaceTop(next, { t: 'build', seat: t.seat, what: t.what, left: t.left - 1, built: t.built + 1 });
}
