/**
 * The Nitayno's choice at each pending decision of the Indigenous seat (rule 5): one of the
 * engine's legal actions, picked by the solitaire rules, with its reasons and draws reported
 * as a `bot-choice` event.
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import { EVENT_CARDS } from '../data/cards.js';
import { PIECES } from '../data/units.js';
import type { CombatTask, MyaState, Piece, Task } from '../state.js';
import {
  adjacent,
  colourOf,
  coloursIn,
  drawMarker,
  sidePresent,
  findPiece,
  piecesIn,
  stackLimit,
  soldiersIn,
  spanishControlled,
  spanishPresent,
  unitCount,
  weighedFactor,
} from './board.js';
import { planForArea, planImpulse, planStamp, pickTied } from './impulse.js';
import {
  countDown,
  eventPutBack,
  hasSuperiority,
  pickCombatHit,
  pickIncursionVictim,
  pickOfTwo,
  reinforcementColour,
  wantsSecondIncursion,
  withdrawalAreas,
  withdrawalForbidden,
  withdrawalOrder,
  type HitCandidate,
} from './rules.js';
import type { NitaynoPlan, SolitaireState } from './state.js';

/** The actions the Nitayno reads: the engine's action objects, by their `type` and ids. */
export interface BotAction {
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface NitaynoDecision<A extends BotAction = BotAction> {
  readonly action: A;
  /** The solitaire state to store before the action is applied (plan, reshuffled event deck). */
  readonly solitaire?: SolitaireState;
}

interface Choice {
  readonly action: BotAction;
  /** The sentence for the event, built only when events are kept. */
  readonly text: string | (() => string);
  readonly rule: string;
  readonly solitaire?: SolitaireState;
  /** A new plan for the solitaire state (kept when `solitaire` is not given). */
  readonly planPatch?: NitaynoPlan;
}

/**
 * The Nitayno's decision (rule 5). `legal` is the engine's legal list for the Indigenous seat;
 * the action returned is always one of its members.
 */
export function nitaynoDecide<A extends BotAction>(state: MyaState, legal: readonly A[], ctx: StepContext): NitaynoDecision<A> {
  if (legal.length === 0) throw new Error('nitaynoDecide: no legal action to choose from');
  const rolls: DieRoll[] | null = ctx.log.on ? [] : null;
  const reasons: string[] | null = ctx.log.on ? [] : null;
  const task = state.tasks[state.tasks.length - 1];
  const choice = task === undefined ? null : decideTask(state, task, legal, ctx, rolls, reasons);
  const picked = choice ?? { action: legal[0] as BotAction, text: 'no solitaire rule decides here: the first legal action (5: "sentido común")', rule: '5' };
  const action = findLegal(legal, picked.action) ?? (legal[0] as A);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'bot-choice',
      text: `Nitayno: ${typeof picked.text === 'function' ? picked.text() : picked.text}`,
      rule: picked.rule,
      reasons: reasons ?? [],
      rolls: rolls ?? [],
      action,
    });
  }
  if (picked.planPatch !== undefined) {
    const base = picked.solitaire ?? state.solitaire;
    if (base !== null) return { action, solitaire: { ...base, plan: picked.planPatch } };
  }
  return picked.solitaire === undefined ? { action } : { action, solitaire: picked.solitaire };
}

function findLegal<A extends BotAction>(legal: readonly A[], want: BotAction): A | null {
  for (const a of legal) if (a === want) return a;
  return null;
}

function ofType(legal: readonly BotAction[], type: string): BotAction[] {
  return legal.filter((a) => a.type === type);
}

function decideTask(state: MyaState, task: Task, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  switch (task.t) {
    case 'chooseEvent':
      return chooseEvent(state, legal, ctx, rolls, reasons);
    case 'deploy':
      return placeUnit(state, task, legal, ctx, rolls, reasons);
    case 'prr':
      return spendPrr(state, task, legal, ctx, rolls, reasons);
    case 'impulse':
      return startImpulse(state, legal, ctx, rolls, reasons);
    case 'activation':
      return carryOutPlan(state, task, legal, ctx, rolls, reasons);
    case 'fightOrder':
      return fightOrder(state, legal);
    case 'combat':
      return combatChoice(state, task, legal, ctx, rolls, reasons);
    case 'incursion':
      return incursionChoice(state, task, legal, reasons);
    case 'choose':
      return genericChoice(state, task, legal, ctx, rolls, reasons);
    case 'convert':
      return convertChoice(state, legal);
    case 'evacuate':
      return evacuateChoice(state, task, legal, ctx, rolls, reasons);
    default:
      return null;
  }
}

// ---------------------------------------------------------------- 5.3.3 event

/** 5.4 (4): whether an Indigenous event would do anything now (reading: a target must exist). */
export function eventHasEffect(state: MyaState, card: number): boolean {
  let spanishAreas = 0;
  let soldiers = 0;
  for (let a = 1; a <= 15; a++) {
    if (spanishControlled(state, a)) spanishAreas++;
    soldiers += soldiersIn(state, a);
  }
  if (card === 2 || card === 4) return spanishAreas > 0;
  if (card === 8) return soldiers > 0;
  if (card === 3) return state.royalSupport > 0 || soldiers > 0;
  return true;
}

function indigenousUnitsOnMap(state: MyaState): number {
  let n = 0;
  for (let a = 1; a <= 15; a++) n += unitCount(state, a, 'indigenous');
  return n;
}

function spanishSoldiersOnMap(state: MyaState): number {
  let n = 0;
  for (let a = 1; a <= 15; a++) n += soldiersIn(state, a);
  return n;
}

/**
 * 5.3.3: the Nitayno reveals the top card of its event deck; "Las perlas de Colón" and
 * "Tormentas en el mar" go back under their conditions (another card is revealed and the deck
 * reshuffled). Levels I-II (5.4 (4)): two cards, the lower VRR unless it has no effect.
 */
function chooseEvent(state: MyaState, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const sol = state.solitaire;
  if (sol === null) return null;
  const units = indigenousUnitsOnMap(state);
  const soldiers = spanishSoldiersOnMap(state);
  let deck = sol.eventDeck.slice();
  const putBack: number[] = [];
  const reveal = (): number | null => {
    while (deck.length > 0) {
      const c = deck.shift() as number;
      const why = eventPutBack(c, units, soldiers);
      if (why === null) return c;
      reasons?.push(why);
      putBack.push(c);
    }
    return null;
  };
  let card = reveal();
  if (card === null) {
    // Only put-back cards remain: the deck has nothing else, so the first is played.
    card = putBack.shift() ?? null;
  }
  if (card === null) return null;
  reasons?.push(`revealed event ${card}`);
  if (state.level >= 1) {
    const second = reveal();
    if (second !== null) {
      const info = (c: number) => ({ card: c, vrr: EVENT_CARDS.find((e) => e.id === c)?.vrr ?? 99, effective: eventHasEffect(state, c) });
      const pick = pickOfTwo(info(card), info(second));
      reasons?.push(`level ${state.level}: second card ${second}; plays ${pick.card} (lower VRR unless without effect, 5.4 (4)), ${pick.other} goes back`);
      card = pick.card;
      putBack.push(pick.other);
    }
  }
  if (putBack.length > 0) {
    deck = ctx.dice.shuffle([...deck, ...putBack]);
    reasons?.push('the cards put back are shuffled into the deck (5.3.3)');
  }
  const action = legal.find((a) => a.type === 'event' && a['card'] === card);
  if (action === undefined) return null;
  // The engine takes the played card out of `eventDeck`: keep it in the stored deck for that.
  return {
    action,
    text: () => `plays event ${card}`,
    rule: '5.3.3',
    solitaire: { ...sol, eventDeck: [card, ...deck] },
  };
}

// ---------------------------------------------------------------- deployment

function placeAreas(legal: readonly BotAction[], piece: unknown): number[] {
  const out: number[] = [];
  for (const a of legal) if (a.type === 'place' && a['piece'] === piece && typeof a['area'] === 'number' && !out.includes(a['area'])) out.push(a['area']);
  return out;
}

function placeAction(legal: readonly BotAction[], piece: unknown, area: number): BotAction | null {
  return legal.find((a) => a.type === 'place' && a['piece'] === piece && a['area'] === area) ?? null;
}

function deployPiece(task: Extract<Task, { t: 'deploy' }>, id: unknown): Piece | null {
  return task.pieces.find((p) => p.id === id) ?? null;
}

/**
 * Which drawn piece the Nitayno places next: one that still has a valid area outside Spanish
 * control (in drawn order); when every piece left could only enter Spanish-held areas, the
 * colour with the most pieces left goes first (reading of the 5.3.3 example: the three Taínos
 * enter area 10 and the last Carib, kept out by the Indigenous conflict, goes back).
 */
function pieceToPlace(state: MyaState, task: Extract<Task, { t: 'deploy' }>, places: readonly BotAction[]): unknown {
  for (const a of places) if (typeof a['area'] === 'number' && !spanishControlled(state, a['area'])) return a['piece'];
  let best: unknown = places[0]?.['piece'];
  let most = -1;
  for (const a of places) {
    const p = deployPiece(task, a['piece']);
    if (p === null) continue;
    const c = colourOf(p);
    let n = 0;
    for (const q of task.pieces) if (colourOf(q) === c) n++;
    if (n > most) {
      most = n;
      best = a['piece'];
    }
  }
  return best;
}

/**
 * 5.3.1 / 5.3.3: Nitayno units go where the area draw says, among the valid areas; Spanish-held
 * areas only when no other valid area is left. 5.3.4: reinforcements go to the areas drawn when
 * they were bought, in the colour of those areas.
 */
function placeUnit(
  state: MyaState,
  task: Extract<Task, { t: 'deploy' }>,
  legal: readonly BotAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  const places = legal.filter((a) => a.type === 'place');
  if (places.length === 0) return null;
  const sol = state.solitaire;
  const reinforcement = task.where === 'reinforcement';
  if (reinforcement && sol !== null && sol.plan?.kind === 'reinforce') {
    const planned = sol.plan.areas;
    for (let idx = 0; idx < planned.length; idx++) {
      const area = planned[idx] as number;
      const colour = reinforcementColour(area, coloursIn(state, area));
      const action = places.find((a) => {
        const p = deployPiece(task, a['piece']);
        return a['area'] === area && p !== null && colourOf(p) === colour;
      });
      if (action === undefined) continue;
      const rest = planned.filter((_, i) => i !== idx);
      return {
        action,
        text: () => `places a ${colour} reinforcement in area ${area}, drawn for it (5.3.4)`,
        rule: '5.3.4',
        solitaire: { ...sol, plan: rest.length > 0 ? { kind: 'reinforce', areas: rest } : null },
      };
    }
  }
  const pieceId = pieceToPlace(state, task, places);
  const piece = deployPiece(task, pieceId);
  const areas = placeAreas(places, pieceId);
  const colour = piece === null ? null : colourOf(piece);
  const tiers: ((a: number) => boolean)[] = reinforcement
    ? [
        (a) => areas.includes(a) && !spanishControlled(state, a) && (colour === null || reinforcementColour(a, coloursIn(state, a)) === colour),
        (a) => areas.includes(a) && !spanishControlled(state, a),
        (a) => areas.includes(a),
      ]
    : [(a) => areas.includes(a) && !spanishControlled(state, a), (a) => areas.includes(a)];
  // 5.3.1 (2): the drawn area is filled up to the limit, then the count-down goes on from it.
  const last = task.placed[task.placed.length - 1];
  const drawn =
    !reinforcement && last !== undefined
      ? last
      : areas.length > 1
        ? drawMarker(ctx.dice, rolls, 'Nitayno deployment area (5.3.1)')
        : (areas[0] as number);
  for (const valid of tiers) {
    const area = countDown(drawn, valid);
    if (area === null) continue;
    const action = placeAction(places, pieceId, area);
    if (action === null) continue;
    if (!reinforcement && last !== undefined) reasons?.push(`the count-down goes on from area ${last}: area ${area} (5.3.1 (2))`);
    else if (areas.length > 1) reasons?.push(`marker ${drawn} drawn, area ${area} is the first valid counting down (5.1)`);
    if (spanishControlled(state, area)) reasons?.push('no valid area outside Spanish control is left (5.3.1 (1))');
    return { action, text: () => `places ${piece === null ? 'a unit' : PIECES[piece.kind].name} in area ${area}`, rule: reinforcement ? '5.3.4' : '5.3.1' };
  }
  return null;
}

/**
 * 5.3.4: the Nitayno never replaces, only reinforces; it draws an Indigenous area it controls and
 * buys a unit of that area's colour. Level II (5.4 (7)): reduced Rebels are flipped first.
 */
function spendPrr(
  state: MyaState,
  task: Extract<Task, { t: 'prr' }>,
  legal: readonly BotAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  const sol = state.solitaire;
  if (state.level >= 2) {
    for (const a of legal) {
      if (a.type !== 'flip') continue;
      const p = pieceById(state, a['piece']);
      if (p !== null && (p.kind === 'capitan' || p.kind === 'tropa') && p.reduced) {
        return { action: a, text: () => `flips the reduced Rebel ${p.id} to full strength`, rule: '5.4 (7)' };
      }
    }
  }
  const draws = ofType(legal, 'draw');
  if (draws.length === 0) {
    const other = legal.find((a) => a.type !== 'flip' && a.type !== 'draw');
    return other === undefined ? null : { action: other, text: 'buys nothing more (5.3.4: never replacements)', rule: '5.3.4' };
  }
  const bags = draws.map((a) => a['bag']);
  const planned = sol?.plan?.kind === 'reinforce' ? sol.plan.areas : [];
  const limit = stackLimit(state, 'indigenous');
  const pending = task.drawn.length;
  const drawn = drawMarker(ctx.dice, rolls, 'Nitayno reinforcement area (5.3.4)');
  const room = (a: number): boolean => unitCount(state, a, 'indigenous') + planned.filter((x) => x === a).length < limit;
  const colourAllowed = (a: number): boolean => bags.includes(reinforcementColour(a, coloursIn(state, a)));
  const controlled = (a: number): boolean => sidePresent(state, a, 'indigenous') || (!spanishControlled(state, a) && piecesIn(state, a).length === 0);
  const area =
    countDown(drawn, (a) => controlled(a) && room(a) && colourAllowed(a)) ?? countDown(drawn, (a) => controlled(a) && colourAllowed(a));
  if (area === null) {
    const action = draws[0] as BotAction;
    return { action, text: () => `draws a ${String(action['bag'])} unit (no controlled area takes a colour it may draw)`, rule: '5.3.4' };
  }
  const colour = reinforcementColour(area, coloursIn(state, area));
  const action = draws.find((a) => a['bag'] === colour) as BotAction;
  reasons?.push(`marker ${drawn} drawn: area ${area} (Indigenous, room, ${colour} allowed) after count-down (5.1)`);
  reasons?.push(`${pending} unit(s) already drawn this phase`);
  const plan: NitaynoPlan = { kind: 'reinforce', areas: [...planned, area] };
  return {
    action,
    text: () => `buys a ${colour} unit for area ${area}`,
    rule: '5.3.4',
    ...(sol === null ? {} : { solitaire: { ...sol, plan } }),
  };
}

// ---------------------------------------------------------------- 5.3.5 impulse

function startImpulse(state: MyaState, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const activatable: number[] = [];
  for (const a of legal) if (a.type === 'activate' && typeof a['area'] === 'number') activatable.push(a['area']);
  if (activatable.length === 0 || state.solitaire === null) return null;
  const p = planImpulse(state, activatable, ctx.dice, rolls, reasons);
  const action = legal.find((a) => a.type === 'activate' && a['area'] === p.activate);
  if (action === undefined) return null;
  const plan = p.plan;
  const what = (): string =>
    plan === null || plan.kind === 'reinforce'
      ? 'no valid action'
      : plan.kind === 'incursion'
        ? `incursion against area ${plan.to}`
        : `moves ${plan.pieces.length} piece(s) to area ${plan.to}${plan.via === null ? '' : ` through area ${plan.via}`}`;
  return { action, text: () => `activates area ${p.activate}: ${what()}`, rule: '5.3.5', solitaire: { ...state.solitaire, plan } };
}

function pieceById(state: MyaState, id: unknown): Piece | null {
  return typeof id === 'string' ? (findPiece(state, id)?.piece ?? null) : null;
}

function whereIs(state: MyaState, id: string): number | null {
  return findPiece(state, id)?.area ?? null;
}

/**
 * 5.3.5: the plan made at the start of the impulse, one engine decision at a time. When the
 * engine activated the only possible area without asking, the plan is made here.
 */
function carryOutPlan(
  state: MyaState,
  task: Extract<Task, { t: 'activation' }>,
  legal: readonly BotAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  let plan = state.solitaire?.plan ?? null;
  let fresh: SolitaireState | undefined;
  const current = plan !== null && plan.kind !== 'reinforce' && plan.from === task.origin && plan.stamp === planStamp(state);
  if (!current && state.solitaire !== null) {
    reasons?.push(`area ${task.origin} activated (the only area the Nitayno could activate)`);
    plan = planForArea(state, task.origin, ctx.dice, rolls, reasons);
    fresh = { ...state.solitaire, plan };
  }
  const chosen = carryOut(state, plan, legal, reasons);
  if (chosen === null || fresh === undefined) return chosen;
  return { ...chosen, solitaire: fresh };
}

function carryOut(state: MyaState, plan: NitaynoPlan | null, legal: readonly BotAction[], reasons: string[] | null): Choice | null {
  const end = legal.find((a) => a.type === 'endMove') ?? null;
  const finish = (why: string): Choice | null => (end === null ? null : { action: end, text: why, rule: '5.3.5' });
  if (plan === null || plan.kind === 'reinforce') return finish('ends its activation') ?? clearOverstack(state, null, legal);
  if (plan.kind === 'incursion') {
    const inc = legal.find((a) => a.type === 'incursion' && a['target'] === plan.to);
    if (inc !== undefined) return { action: inc, text: () => `raids area ${plan.to} from area ${plan.from}`, rule: '5.3.5' };
    return finish(`cannot raid area ${plan.to}: ends its activation`);
  }
  for (const id of plan.pieces) {
    const at = whereIs(state, id);
    if (at === null || at === plan.to) continue;
    const direct = moveOf(state, legal, id, at, plan.to);
    if (direct !== null) return withPiece(plan, id, direct, () => `moves ${String(direct['piece'])} from area ${at} to area ${plan.to}`);
    if (plan.via !== null && at === plan.from) {
      const step = moveOf(state, legal, id, at, plan.via);
      if (step !== null) return withPiece(plan, id, step, () => `moves ${String(step['piece'])} to area ${plan.via} on the way to ${plan.to} (extended, 4.4.1 A)`);
    }
    const pays = legal.filter((a) => a.type === 'payNaval' && a['area'] === at);
    if (pays.length > 0) {
      const cands = pays.map((a) => ({ a, p: pieceById(state, a['piece']) })).filter((x): x is { a: BotAction; p: Piece } => x.p !== null);
      // The cheapest unit pays, a full-strength one first so that nothing is lost (5.3.5 "óptima").
      const full = cands.filter((x) => !x.p.reduced);
      const pool = full.length > 0 ? full : cands;
      const hit = pickCombatHit(pool.map((x) => ({ id: x.p.id, kind: x.p.kind, reduced: x.p.reduced })));
      const pay = pool.find((x) => x.p.id === hit?.id);
      if (pay !== undefined) {
        reasons?.push('naval difficulty: a unit is reduced to sail (4.4.1 A)');
        return { action: pay.a, text: () => `reduces ${pay.p.id} to move by sea from area ${at}`, rule: '4.4.1' };
      }
    }
  }
  return finish(`movement to area ${plan.to} done`) ?? clearOverstack(state, plan.to, legal);
}

/**
 * 4.2 / 4.4.1 A: no area may stay over the stacking limit at the end of the impulse; when the
 * engine does not let the movement end yet, the strongest extra unit moves on — to the planned
 * area if it can, else to an area free of Spanish pieces holding the most Indigenous units.
 */
function clearOverstack(state: MyaState, target: number | null, legal: readonly BotAction[]): Choice | null {
  const limit = stackLimit(state, 'indigenous');
  let best: BotAction | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'move' || typeof a['to'] !== 'number') continue;
    const at = whereIs(state, String(a['piece']));
    if (at === null || unitCount(state, at, 'indigenous') <= limit) continue;
    const to = a['to'] as number;
    const toPlan = to === target;
    const score = (toPlan ? 100 : 0) + (spanishPresent(state, to) ? -50 : 0) + unitCount(state, to, 'indigenous');
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best === null ? null : { action: best, text: () => `moves ${String(best?.['piece'])} to area ${String(best?.['to'])}: no area may stay over-stacked`, rule: '4.2' };
}

/**
 * The engine names one of several identical counters (same kind and strength in one area):
 * a move of the planned piece, or of a counter identical to it.
 */
function moveOf(state: MyaState, legal: readonly BotAction[], id: string, at: number, to: number): BotAction | null {
  const me = pieceById(state, id);
  for (const a of legal) {
    if (a.type !== 'move' || a['to'] !== to) continue;
    if (a['piece'] === id) return a;
    const other = pieceById(state, a['piece']);
    if (me !== null && other !== null && other.kind === me.kind && other.reduced === me.reduced && whereIs(state, other.id) === at) return a;
  }
  return null;
}

/** The choice of a planned move; when an identical counter moves instead, the plan follows it. */
function withPiece(plan: Extract<NitaynoPlan, { kind: 'move' }>, id: string, action: BotAction, text: () => string): Choice {
  const moved = action['piece'];
  if (moved === id || typeof moved !== 'string') return { action, text, rule: '5.3.5' };
  const pieces = plan.pieces.map((p) => (p === id ? moved : p === moved ? id : p));
  return { action, text, rule: '5.3.5', planPatch: { ...plan, pieces } };
}

function fightOrder(state: MyaState, legal: readonly BotAction[]): Choice | null {
  const plan = state.solitaire?.plan;
  const target = plan !== undefined && plan !== null && plan.kind !== 'reinforce' ? plan.to : null;
  const a = legal.find((x) => x.type === 'fight' && x['area'] === target) ?? legal.find((x) => x.type === 'fight');
  return a === undefined ? null : { action: a, text: () => `fights in area ${String(a['area'])}`, rule: '4.4.1' };
}

// ---------------------------------------------------------------- combat

function combatChoice(state: MyaState, task: CombatTask, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  // The stage names whose decision it is: ...A the attacker's, ...D the defender's.
  const attacking = task.stage.endsWith('A') ? true : task.stage.endsWith('D') ? false : task.a !== 'spanish';
  const here = piecesIn(state, task.area);
  const inArea = (id: unknown): Piece | null => here.find((p) => p.id === id) ?? null;
  const commits = ofType(legal, 'commit');
  if (commits.length > 0) {
    let best: BotAction | null = null;
    let bestF = -1;
    for (const a of commits) {
      const p = inArea(a['piece']);
      const f = p === null ? 0 : weighedFactor(state, p, attacking, task.area);
      if (f > bestF) {
        bestF = f;
        best = a;
      }
    }
    if (best !== null) return { action: best, text: () => `commits ${String(best['piece'])} (strongest factor ${bestF})`, rule: '4.4.1' };
  }
  const swaps = ofType(legal, 'swap');
  if (swaps.length > 0 || legal.some((a) => a.type === 'noSwap')) {
    let best: BotAction | null = null;
    let gain = 0;
    for (const a of swaps) {
      const out = inArea(a['out']);
      const inn = inArea(a['in']);
      if (out === null || inn === null) continue;
      const g = weighedFactor(state, inn, attacking, task.area) - weighedFactor(state, out, attacking, task.area);
      if (g > gain) {
        gain = g;
        best = a;
      }
    }
    if (best !== null) return { action: best, text: () => `swaps ${String(best['out'])} for the stronger ${String(best['in'])}`, rule: '4.4.1' };
    const keep = legal.find((a) => a.type === 'noSwap');
    if (keep !== undefined) return { action: keep, text: 'keeps its strongest pieces in the fight', rule: '4.4.1' };
  }
  const hits = ofType(legal, 'hit');
  if (hits.length > 0) {
    const cands: HitCandidate[] = [];
    for (const a of hits) {
      const p = inArea(a['piece']);
      if (p !== null) cands.push({ id: p.id, kind: p.kind, reduced: p.reduced });
    }
    const h = pickCombatHit(cands);
    const action = hits.find((a) => a['piece'] === h?.id);
    if (action !== undefined && h !== null) {
      return { action, text: () => `takes the hit on ${h.id} (${PIECES[h.kind].name}${h.reduced ? ', reduced' : ''})`, rule: '5.3.5' };
    }
  }
  if (legal.some((a) => a.type === 'stay' || a.type === 'withdraw')) return withdrawChoice(state, task, legal, ctx, rolls, reasons);
  if (legal.some((a) => a.type === 'grace')) return combatYaya(legal);
  return null;
}

/**
 * 5.3.5 Continuar el Combate / Repliegues: the Nitayno fights on only with superiority (or
 * under the exception); otherwise its pieces withdraw, leaders first, by basic movement to
 * the area with the most Indigenous units.
 */
function withdrawChoice(state: MyaState, task: CombatTask, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const stay = legal.find((a) => a.type === 'stay') ?? null;
  const defending = task.d === 'indigenous';
  const forbidden = withdrawalForbidden(state.turn, 6, state.impulses.indigenous, task.area, defending);
  const mine = piecesIn(state, task.area).filter((p) => p.side === 'indigenous');
  const theirs = piecesIn(state, task.area).filter((p) => p.side === 'spanish');
  const sup = hasSuperiority(
    mine.map((p) => weighedFactor(state, p, !defending, task.area)),
    theirs.map((p) => weighedFactor(state, p, defending, task.area)),
  );
  if (forbidden !== null && stay !== null) return { action: stay, text: () => `stays: ${forbidden}`, rule: '5.3.5' };
  if ((sup || theirs.length === 0) && stay !== null) return { action: stay, text: 'stays: it has superiority', rule: '5.3.5' };
  const order = withdrawalOrder(mine.map((p) => ({ id: p.id, kind: p.kind, reduced: p.reduced })));
  for (const id of order) {
    const options = legal.filter((a) => a.type === 'withdraw' && a['piece'] === id && typeof a['to'] === 'number' && adjacent(task.area, a['to'] as number));
    if (options.length === 0) continue;
    const tops = withdrawalAreas(options.map((a) => ({ area: a['to'] as number, indigenousUnits: unitCount(state, a['to'] as number, 'indigenous') })));
    const to = pickTied(tops, ctx.dice, rolls, reasons, 'withdrawal area tie (5.3.5)');
    const action = options.find((a) => a['to'] === to);
    if (action !== undefined) return { action, text: () => `withdraws ${id} to area ${to} (no superiority)`, rule: '5.3.5' };
  }
  return stay === null ? null : { action: stay, text: 'cannot withdraw by basic movement: the combat goes on', rule: '5.3.5' };
}

// ---------------------------------------------------------------- incursions

function incursionChoice(state: MyaState, task: Extract<Task, { t: 'incursion' }>, legal: readonly BotAction[], reasons: string[] | null): Choice | null {
  const again = legal.find((a) => a.type === 'again');
  const stop = legal.find((a) => a.type === 'stop');
  if (again !== undefined || stop !== undefined) {
    const soldiers = soldiersIn(state, task.target);
    const want = wantsSecondIncursion(task.target, soldiers);
    reasons?.push(`area ${task.target}: ${soldiers} Soldier(s) left`);
    const action = want ? again : stop;
    if (action !== undefined) {
      return { action, text: want ? `raids area ${task.target} a second time` : 'stops after one incursion (only Settlers left)', rule: '5.3.5' };
    }
  }
  const hits = ofType(legal, 'hit');
  if (hits.length > 0) {
    const cands: HitCandidate[] = [];
    let side: 'spanish' | 'indigenous' = 'spanish';
    for (const a of hits) {
      const p = pieceById(state, a['piece']);
      if (p === null) continue;
      side = p.side;
      cands.push({ id: p.id, kind: p.kind, reduced: p.reduced });
    }
    const v = pickIncursionVictim(cands, side);
    const action = hits.find((a) => a['piece'] === v?.id);
    if (action !== undefined) return { action, text: () => `the incursion effect falls on ${String(v?.id)}`, rule: '5.3.5' };
  }
  if (legal.some((a) => a.type === 'grace')) return incursionYaya(task.die, legal);
  return null;
}

// ---------------------------------------------------------------- Yaya (cards 48, 49)

/**
 * Cards 48/49 (12+ VP): the Nitayno holds Yaya this turn (4.5). The rulebook gives it no rule
 * for using it; reconstructed: after its own combat roll, -1 on a die when that turns a miss
 * into a hit, otherwise re-roll the missed dice (a re-rolled miss can only improve).
 */
function combatYaya(legal: readonly BotAction[]): Choice | null {
  const minus = legal.find((a) => a.type === 'grace' && a['use'] === 'minus');
  if (minus !== undefined) return { action: minus, text: () => `Yaya: -1 on die ${Number(minus['die']) + 1}, a miss becomes a hit`, rule: '4.5' };
  const reroll = legal.find((a) => a.type === 'grace' && a['use'] === 'reroll');
  if (reroll !== undefined) return { action: reroll, text: 'Yaya: re-rolls its missed dice', rule: '4.5' };
  const none = legal.find((a) => a.type === 'grace' && a['use'] === 'none');
  return none === undefined ? null : { action: none, text: 'does not use Yaya', rule: '4.5' };
}

/**
 * Yaya after the Nitayno's own incursion die (4.4.1 D: low is good): -1 when it moves the die
 * into a better row (3 -> 2, 4 -> 3, 6 -> 5), a re-roll on a 5, nothing on 1-2 (reconstructed).
 */
function incursionYaya(die: number, legal: readonly BotAction[]): Choice | null {
  const pick = (use: string): BotAction | undefined => legal.find((a) => a.type === 'grace' && a['use'] === use);
  const minus = pick('minus');
  const reroll = pick('reroll');
  const none = pick('none');
  if ((die === 3 || die === 4 || die === 6) && minus !== undefined) return { action: minus, text: () => `Yaya: the incursion die ${die} becomes ${die - 1}`, rule: '4.5' };
  if (die === 5 && reroll !== undefined) return { action: reroll, text: 'Yaya: re-rolls the incursion die 5', rule: '4.5' };
  return none === undefined ? null : { action: none, text: 'does not use Yaya', rule: '4.5' };
}

// ---------------------------------------------------------------- Destiny cards 27, 28

/** Card 27: the unit that becomes a settler is the one the Nitayno loses least by (its combat hit order, 5.3.5). */
function convertChoice(state: MyaState, legal: readonly BotAction[]): Choice | null {
  const cands: HitCandidate[] = [];
  for (const a of legal) {
    const p = a.type === 'hit' ? pieceById(state, a['piece']) : null;
    if (p !== null) cands.push({ id: p.id, kind: p.kind, reduced: p.reduced });
  }
  const h = pickCombatHit(cands);
  const action = legal.find((a) => a.type === 'hit' && a['piece'] === h?.id);
  return action === undefined ? null : { action, text: () => `gives up ${String(h?.id)} to the conversion (its cheapest unit)`, rule: '5.3.5' };
}

/**
 * Card 28: pieces in an area turning Spanish may leave for an adjacent Indigenous area or are
 * eliminated. The Nitayno saves all it can, as it withdraws (5.3.5): leaders first, to the
 * area with the most Indigenous units.
 */
function evacuateChoice(state: MyaState, task: Extract<Task, { t: 'evacuate' }>, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const mine = piecesIn(state, task.area).filter((p) => p.side === 'indigenous');
  for (const id of withdrawalOrder(mine.map((p) => ({ id: p.id, kind: p.kind, reduced: p.reduced })))) {
    const options = legal.filter((a) => a.type === 'withdraw' && a['piece'] === id && typeof a['to'] === 'number');
    if (options.length === 0) continue;
    const tops = withdrawalAreas(options.map((a) => ({ area: a['to'] as number, indigenousUnits: unitCount(state, a['to'] as number, 'indigenous') })));
    const to = pickTied(tops, ctx.dice, rolls, reasons, 'evacuation area tie (5.3.5)');
    const action = options.find((a) => a['to'] === to);
    if (action !== undefined) return { action, text: () => `${id} leaves area ${task.area} for area ${to} (card 28)`, rule: '5.3.5' };
  }
  const pass = legal.find((a) => a.type === 'pass');
  return pass === undefined ? null : { action: pass, text: () => 'no more pieces can leave', rule: '5.3.5' };
}

// ---------------------------------------------------------------- generic choices

function genericChoice(state: MyaState, task: Extract<Task, { t: 'choose' }>, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const options = ofType(legal, 'choose');
  if (options.length === 0) return null;
  const values = options.map((a) => a['option']).filter((v): v is number => typeof v === 'number');
  if (task.purpose === 'hijosSwap') {
    // 5: "ejecuta lo que sea más conveniente para la facción indígena": three Caribs fight, the sons do not.
    const yes = options.find((a) => a['option'] !== 0) ?? (options[0] as BotAction);
    return { action: yes, text: 'swaps the Hijos de Caonabó for three Caribs (card 26; most convenient for the Indigenous, 5)', rule: '5' };
  }
  const areas = values.filter((v) => v >= 1 && v <= 15);
  if (areas.length === values.length && areas.length > 0) {
    const to = pickTied(areas, ctx.dice, rolls, reasons, `${task.purpose} area (5.3.2: area draw)`);
    const action = options.find((a) => a['option'] === to) as BotAction;
    return { action, text: () => `chooses area ${to} for ${task.purpose} by the area draw`, rule: '5.3.2' };
  }
  return { action: options[0] as BotAction, text: () => `chooses ${String(options[0]?.['option'])} for ${task.purpose}`, rule: '5' };
}
