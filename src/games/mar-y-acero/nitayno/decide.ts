/**
 * The Nitayno's choice at each pending decision of the Indigenous seat (rule 5): one of the
 * engine's legal actions, picked by the solitaire rules, with its reasons and draws reported
 * as a `bot-choice` event.
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import { areaAt } from '../board.js';
import { EVENT_CARDS } from '../data/cards.js';
import { PIECES } from '../data/units.js';
import { pieceData } from '../kinds.js';
import type { CombatTask, MyaState, Piece, Task } from '../state.js';
import {
  adjacent,
  colourNameBit,
  colourOf,
  drawMarker,
  findPiece,
  isUnit,
  piecesIn,
  reinforcementColourIn,
  stackLimit,
  soldiersIn,
  spanishControlled,
  spanishPresent,
  unitCount,
  weighedFactor,
} from './board.js';
import { planForArea, planImpulse, planStamp, pickTied } from './impulse.js';
import {
  BestThree,
  eventGoesBack,
  PERLAS_DE_COLON,
  TORMENTAS_EN_EL_MAR,
  previousArea,
  eventPutBack,
  pickCombatHit,
  pickIncursionVictim,
  pickOfTwo,
  reinforcementColourOf,
  wantsSecondIncursion,
  withdrawalAreas,
  withdrawalForbidden,
  withdrawalIsForbidden,
  withdrawalOrder,
  type HitCandidate,
  type IndigenousColour,
} from './rules.js';
import { patchSolitaire, withPlan, type NitaynoPlan, type SolitaireState } from './state.js';

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
    if (base !== null) return { action, solitaire: withPlan(base, picked.planPatch) };
  }
  return picked.solitaire === undefined ? { action } : { action, solitaire: picked.solitaire };
}

function findLegal<A extends BotAction>(legal: readonly A[], want: BotAction): A | null {
  for (const a of legal) if (a === want) return a;
  return null;
}

/** The actions of one type, as a new list (for the rarer decisions; the hot ones scan `legal`). */
function ofType(legal: readonly BotAction[], type: string): BotAction[] {
  return legal.filter((a) => a.type === type);
}

function hasType(legal: readonly BotAction[], type: string): boolean {
  for (const a of legal) if (a.type === type) return true;
  return false;
}

function firstOfType(legal: readonly BotAction[], type: string): BotAction | null {
  for (const a of legal) if (a.type === type) return a;
  return null;
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

// ---------------------------------------------------------------- event sentences

// The sentences of the `bot-choice` events, built only when events are kept. Each is made by
// a small function of its own so that the deciding functions capture none of their locals.

const eventText = (card: number) => (): string => `plays event ${card}`;
const plannedReinforcementText = (colour: IndigenousColour, area: number) => (): string => `places a ${colour} reinforcement in area ${area}, drawn for it (5.3.4)`;
const placeText = (piece: Piece | null, area: number) => (): string => `places ${piece === null ? 'a unit' : PIECES[piece.kind].name} in area ${area}`;
const flipText = (id: string) => (): string => `flips the reduced Rebel ${id} to full strength`;
const drawText = (bag: unknown) => (): string => `draws a ${String(bag)} unit (no controlled area takes a colour it may draw)`;
const buyText = (colour: IndigenousColour, area: number) => (): string => `buys a ${colour} unit for area ${area}`;
const raidText = (to: number, from: number) => (): string => `raids area ${to} from area ${from}`;
const moveText = (piece: unknown, at: number, to: number) => (): string => `moves ${String(piece)} from area ${at} to area ${to}`;
const stepText = (piece: unknown, via: number, to: number) => (): string => `moves ${String(piece)} to area ${via} on the way to ${to} (extended, 4.4.1 A)`;
const payText = (id: string, at: number) => (): string => `reduces ${id} to move by sea from area ${at}`;
const overstackText = (piece: unknown, to: unknown) => (): string => `moves ${String(piece)} to area ${String(to)}: no area may stay over-stacked`;
const commitText = (piece: unknown, factor: number) => (): string => `commits ${String(piece)} (strongest factor ${factor})`;
const swapText = (out: unknown, inn: unknown) => (): string => `swaps ${String(out)} for the stronger ${String(inn)}`;
const hitText = (h: HitCandidate) => (): string => `takes the hit on ${h.id} (${PIECES[h.kind].name}${h.reduced ? ', reduced' : ''})`;
const withdrawText = (id: string, to: number) => (): string => `withdraws ${id} to area ${to} (no superiority)`;
const forbiddenText = (turn: number, impulsesLeft: number, area: number, defending: boolean) => (): string =>
  `stays: ${withdrawalForbidden(turn, 6, impulsesLeft, area, defending) ?? ''}`;

function activateText(area: number, plan: NitaynoPlan | null): () => string {
  return () => {
    const what =
      plan === null || plan.kind === 'reinforce'
        ? 'no valid action'
        : plan.kind === 'incursion'
          ? `incursion against area ${plan.to}`
          : `moves ${plan.pieces.length} piece(s) to area ${plan.to}${plan.via === null ? '' : ` through area ${plan.via}`}`;
    return `activates area ${area}: ${what}`;
  };
}

// ---------------------------------------------------------------- 5.3.3 event

/** What the event phase reads of the board (5.3.3, 5.4 (4)), gathered in one pass over the map. */
interface EventBoard {
  /** Indigenous units on the map (5.3.3 (1)). */
  readonly units: number;
  /** Spanish Soldiers on the map (5.3.3 (2)). */
  readonly soldiers: number;
  /** Areas under Spanish control. */
  readonly spanishAreas: number;
}

function eventBoard(state: MyaState): EventBoard {
  let units = 0;
  let soldiers = 0;
  let spanishAreas = 0;
  for (const area of state.map) {
    // 4.2 control: Spanish with a Spanish piece or a citadel and no Indigenous piece.
    let spanish = area.citadel;
    let indigenous = false;
    for (const p of area.pieces) {
      const data = pieceData(p.kind);
      if (p.side === 'indigenous') {
        indigenous = true;
        if (data.bag !== null) units++;
      } else {
        spanish = true;
        if (data.bag === 'soldier') soldiers++;
      }
    }
    if (spanish && !indigenous) spanishAreas++;
  }
  return { units, soldiers, spanishAreas };
}

// The board of the last state read (states are immutable): the cards revealed in one event
// phase read one state, and most cards need no board at all.
let boardState: MyaState | null = null;
let boardRead: EventBoard = { units: 0, soldiers: 0, spanishAreas: 0 };

function eventBoardOf(state: MyaState): EventBoard {
  if (state !== boardState) {
    boardRead = eventBoard(state);
    boardState = state;
  }
  return boardRead;
}

/** 5.4 (4): whether an Indigenous event would do anything now (reading: a target must exist). */
export function eventHasEffect(state: MyaState, card: number): boolean {
  if (card === 2 || card === 4) return eventBoardOf(state).spanishAreas > 0;
  if (card === 8) return eventBoardOf(state).soldiers > 0;
  if (card === 3) return state.royalSupport > 0 || eventBoardOf(state).soldiers > 0;
  return true;
}

/** The VRR printed on each event card (5.4 (4)), by card id. */
const VRR_BY_CARD: ReadonlyMap<number, number> = new Map(EVENT_CARDS.map((e) => [e.id, e.vrr]));

/**
 * 5.3.3: reveals cards from `deck[from]` on until one stays; the ones that go back are added to
 * `putBack`. Returns the index of the card revealed, `deck.length` when every card went back.
 */
function revealFrom(state: MyaState, deck: readonly number[], from: number, putBack: number[], reasons: string[] | null): number {
  for (let i = from; i < deck.length; i++) {
    const c = deck[i] as number;
    // Only these two cards ever go back (5.3.3): the others need no board.
    if (c !== PERLAS_DE_COLON && c !== TORMENTAS_EN_EL_MAR) return i;
    const board = eventBoardOf(state);
    if (!eventGoesBack(c, board.units, board.soldiers)) return i;
    reasons?.push(eventPutBack(c, board.units, board.soldiers) as string);
    putBack.push(c);
  }
  return deck.length;
}

/**
 * 5.3.3: the Nitayno reveals the top card of its event deck; "Las perlas de Colón" and
 * "Tormentas en el mar" go back under their conditions (another card is revealed and the deck
 * reshuffled). Levels I-II (5.4 (4)): two cards, the lower VRR unless it has no effect.
 */
function chooseEvent(state: MyaState, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const sol = state.solitaire;
  if (sol === null) return null;
  const all = sol.eventDeck;
  const putBack: number[] = [];
  const first = revealFrom(state, all, 0, putBack, reasons);
  // Only put-back cards left: the deck has nothing else, so the first of them is played.
  let card = first < all.length ? (all[first] as number) : (putBack.shift() ?? null);
  if (card === null) return null;
  let next = first + 1;
  reasons?.push(`revealed event ${card}`);
  if (state.level >= 1) {
    const i = revealFrom(state, all, next, putBack, reasons);
    next = i + 1;
    if (i < all.length) {
      const second = all[i] as number;
      const pick = pickOfTwo(
        { card, vrr: VRR_BY_CARD.get(card) ?? 99, effective: eventHasEffect(state, card) },
        { card: second, vrr: VRR_BY_CARD.get(second) ?? 99, effective: eventHasEffect(state, second) },
      );
      reasons?.push(`level ${state.level}: second card ${second}; plays ${pick.card} (lower VRR unless without effect, 5.4 (4)), ${pick.other} goes back`);
      card = pick.card;
      putBack.push(pick.other);
    }
  }
  // The engine takes the played card out of `eventDeck`: keep it on top of the stored deck for that.
  const deck: number[] = [card];
  if (putBack.length > 0) {
    const rest = all.slice(next);
    for (const c of putBack) rest.push(c);
    for (const c of ctx.dice.shuffle(rest)) deck.push(c);
    reasons?.push('the cards put back are shuffled into the deck (5.3.3)');
  } else for (let i = next; i < all.length; i++) deck.push(all[i] as number);
  for (const a of legal) {
    if (a.type === 'event' && a['card'] === card) return { action: a, text: eventText(card), rule: '5.3.3', solitaire: patchSolitaire(sol, { eventDeck: deck }) };
  }
  return null;
}

// ---------------------------------------------------------------- deployment

type DeployTask = Extract<Task, { t: 'deploy' }>;

/** The first `place` action of `piece` into `area`. */
function placeAction(legal: readonly BotAction[], piece: unknown, area: number): BotAction | null {
  for (const a of legal) if (a.type === 'place' && a['piece'] === piece && a['area'] === area) return a;
  return null;
}

function deployPiece(task: DeployTask, id: unknown): Piece | null {
  for (const p of task.pieces) if (p.id === id) return p;
  return null;
}

/**
 * Which drawn piece the Nitayno places next: one that still has a valid area outside Spanish
 * control (in drawn order); when every piece left could only enter Spanish-held areas, the
 * colour with the most pieces left goes first (reading of the 5.3.3 example: the three Taínos
 * enter area 10 and the last Carib, kept out by the Indigenous conflict, goes back).
 */
function pieceToPlace(state: MyaState, task: DeployTask, legal: readonly BotAction[]): unknown {
  let first: unknown;
  let any = false;
  // The areas already read (bit n: area n): each piece lists the same areas, read them once.
  let read = 0;
  for (const a of legal) {
    if (a.type !== 'place') continue;
    if (!any) {
      first = a['piece'];
      any = true;
    }
    const area = a['area'];
    if (typeof area !== 'number' || (read & (1 << area)) !== 0) continue;
    read |= 1 << area;
    if (!spanishControlled(state, area)) return a['piece'];
  }
  let best: unknown = first;
  let most = -1;
  for (const a of legal) {
    if (a.type !== 'place') continue;
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
function placeUnit(state: MyaState, task: DeployTask, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
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
    if (a.type !== 'place' || a['piece'] !== pieceId || typeof a['area'] !== 'number') continue;
    const bit = 1 << a['area'];
    if ((areas & bit) !== 0) continue;
    if (count === 0) firstArea = a['area'];
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
      (tier === PLACE_ANY ||
        (!spanishControlled(state, a) && (tier === PLACE_FREE || colour === null || reinforcementColourIn(state, a) === colour)))
    )
      return a;
    a = previousArea(a);
  }
  return null;
}

/** 5.3.4: the first `place` of a drawn piece of `colour` into `area`. */
function placeOfColour(task: DeployTask, legal: readonly BotAction[], area: number, colour: IndigenousColour): BotAction | null {
  for (const a of legal) {
    if (a.type !== 'place' || a['area'] !== area) continue;
    const p = deployPiece(task, a['piece']);
    if (p !== null && colourOf(p) === colour) return a;
  }
  return null;
}

/**
 * 5.4 (7): the flip of a reduced Rebel, the first on the map. The engine lists its flips in map
 * order (one per kind), so this is also the first such flip of the list.
 */
function rebelFlip(state: MyaState, legal: readonly BotAction[]): BotAction | null {
  for (const area of state.map) {
    for (const p of area.pieces) {
      if (!p.reduced || (p.kind !== 'capitan' && p.kind !== 'tropa')) continue;
      for (const a of legal) if (a.type === 'flip' && a['piece'] === p.id) return a;
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
function spendPrr(
  state: MyaState,
  task: Extract<Task, { t: 'prr' }>,
  legal: readonly BotAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  const sol = state.solitaire;
  if (state.level >= 2 && hasType(legal, 'flip')) {
    const flip = rebelFlip(state, legal);
    if (flip !== null) return { action: flip, text: flipText(flip['piece'] as string), rule: '5.4 (7)' };
  }
  // The bags it may draw from (as colour bits), the first draw, and the first other action.
  let firstDraw: BotAction | null = null;
  let other: BotAction | null = null;
  let bags = 0;
  for (const a of legal) {
    if (a.type === 'draw') {
      firstDraw ??= a;
      bags |= colourNameBit(a['bag']);
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
  if (area === null) {
    const action = firstDraw;
    return { action, text: drawText(action['bag']), rule: '5.3.4' };
  }
  const colour = reinforcementColourIn(state, area);
  let action = firstDraw;
  for (const a of legal) {
    if (a.type === 'draw' && a['bag'] === colour) {
      action = a;
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

// ---------------------------------------------------------------- 5.3.5 impulse

function startImpulse(state: MyaState, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const activatable: number[] = [];
  for (const a of legal) if (a.type === 'activate' && typeof a['area'] === 'number') activatable.push(a['area']);
  if (activatable.length === 0 || state.solitaire === null) return null;
  const p = planImpulse(state, activatable, ctx.dice, rolls, reasons);
  for (const a of legal) {
    if (a.type === 'activate' && a['area'] === p.activate) return { action: a, text: activateText(p.activate, p.plan), rule: '5.3.5', solitaire: withPlan(state.solitaire, p.plan) };
  }
  return null;
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
    fresh = withPlan(state.solitaire, plan);
  }
  const chosen = carryOut(state, task.open, plan, legal, reasons);
  if (chosen === null || fresh === undefined) return chosen;
  // The fresh plan is stored; a plan patch of the choice (an identical counter moved) applies on top.
  return chosen.planPatch === undefined
    ? { action: chosen.action, text: chosen.text, rule: chosen.rule, solitaire: fresh }
    : { action: chosen.action, text: chosen.text, rule: chosen.rule, solitaire: fresh, planPatch: chosen.planPatch };
}

/** Ends the activation with `end` (the engine's `endMove`). */
function endChoice(end: BotAction, why: string): Choice {
  return { action: end, text: why, rule: '5.3.5' };
}

function carryOut(state: MyaState, open: readonly number[], plan: NitaynoPlan | null, legal: readonly BotAction[], reasons: string[] | null): Choice | null {
  // The engine lists `endMove` (at most one) last.
  let end: BotAction | null = null;
  for (let i = legal.length - 1; i >= 0; i--) {
    const a = legal[i] as BotAction;
    if (a.type === 'endMove') {
      end = a;
      break;
    }
  }
  if (plan === null || plan.kind === 'reinforce') return end !== null ? endChoice(end, 'ends its activation') : clearOverstack(state, open, null, legal);
  if (plan.kind === 'incursion') {
    for (const a of legal) if (a.type === 'incursion' && a['target'] === plan.to) return { action: a, text: raidText(plan.to, plan.from), rule: '5.3.5' };
    return end === null ? null : endChoice(end, `cannot raid area ${plan.to}: ends its activation`);
  }
  for (const id of plan.pieces) {
    const at = whereIsOnRoute(state, id, plan);
    if (at === null || at === plan.to) continue;
    const direct = moveOf(state, legal, id, at, plan.to);
    if (direct !== null) return withPiece(plan, id, direct, moveText(direct['piece'], at, plan.to));
    if (plan.via !== null && at === plan.from) {
      const step = moveOf(state, legal, id, at, plan.via);
      if (step !== null) return withPiece(plan, id, step, stepText(step['piece'], plan.via, plan.to));
    }
    const pay = navalPayment(state, legal, at);
    if (pay !== null) {
      reasons?.push('naval difficulty: a unit is reduced to sail (4.4.1 A)');
      return { action: pay.a, text: payText(pay.p.id, at), rule: '4.4.1' };
    }
  }
  return end !== null ? endChoice(end, `movement to area ${plan.to} done`) : clearOverstack(state, open, plan.to, legal);
}

/** Where a planned piece is: the areas of its route first (ids are unique), else anywhere. */
function whereIsOnRoute(state: MyaState, id: string, plan: Extract<NitaynoPlan, { kind: 'move' }>): number | null {
  if (pieceIn(piecesIn(state, plan.from), id) !== null) return plan.from;
  if (pieceIn(piecesIn(state, plan.to), id) !== null) return plan.to;
  if (plan.via !== null && pieceIn(piecesIn(state, plan.via), id) !== null) return plan.via;
  return whereIs(state, id);
}

/**
 * 4.4.1 A naval difficulty: the unit of area `at` that pays for the crossing. The cheapest unit
 * pays, a full-strength one first so that nothing is lost (5.3.5 "óptima").
 */
function navalPayment(state: MyaState, legal: readonly BotAction[], at: number): { a: BotAction; p: Piece } | null {
  let any = false;
  let full = false;
  const here = piecesIn(state, at);
  for (const a of legal) {
    if (a.type !== 'payNaval' || a['area'] !== at) continue;
    any = true;
    const p = payer(state, here, a);
    if (p !== null && !p.reduced) {
      full = true;
      break;
    }
  }
  if (!any) return null;
  // The pool (full-strength payers when there are any) in list order, the cheapest by the hit order.
  const pool: Piece[] = [];
  for (const a of legal) {
    if (a.type !== 'payNaval' || a['area'] !== at) continue;
    const p = payer(state, here, a);
    if (p !== null && (!full || !p.reduced)) pool.push(p);
  }
  const hit = pickCombatHit(pool);
  if (hit === null) return null;
  for (const a of legal) if (a.type === 'payNaval' && a['area'] === at && a['piece'] === hit.id) return { a, p: hit };
  return null;
}

/** The piece a `payNaval` action names: in the paying area `here` (where the engine lists it from), else anywhere. */
function payer(state: MyaState, here: readonly Piece[], a: BotAction): Piece | null {
  return pieceIn(here, a['piece']) ?? pieceById(state, a['piece']);
}

/**
 * 4.2 / 4.4.1 A: no area may stay over the stacking limit at the end of the impulse; when the
 * engine does not let the movement end yet, the strongest extra unit moves on — to the planned
 * area if it can, else to an area free of Spanish pieces holding the most Indigenous units.
 * Only units move here: leaders do not count for stacking (4.2), so moving one would leave the
 * area as over-stacked as before. A destination with room for the unit comes first (moving
 * into a full area only moves the over-stack). Among units with the same best destination the
 * one with the highest attack factor goes (5.3.5 "Siempre moverá las unidades Indígenas con el
 * mayor FC"); equal factors keep the engine's order.
 */
function clearOverstack(state: MyaState, open: readonly number[], target: number | null, legal: readonly BotAction[]): Choice | null {
  const limit = stackLimit(state, 'indigenous');
  let best: BotAction | null = null;
  let bestScore = -Infinity;
  let bestFactor = -1;
  // The engine lists the moves piece by piece: the piece, where it stands and its factor are read once per piece.
  let lastPiece: unknown;
  let eligible = false;
  let factor = 0;
  // The destinations already scored (bit n: area n); their scores, the target bonus aside, in DESTINATION_SCORE.
  let scored = 0;
  for (const a of legal) {
    if (a.type !== 'move' || typeof a['to'] !== 'number') continue;
    if (a['piece'] !== lastPiece || lastPiece === undefined) {
      lastPiece = a['piece'];
      const at = typeof lastPiece === 'string' ? areaOfPiece(state, lastPiece, open) : 0;
      const piece = at === 0 ? null : pieceIn(piecesIn(state, at), lastPiece);
      eligible = piece !== null && isUnit(piece) && unitCount(state, at, 'indigenous') > limit;
      factor = eligible && piece !== null ? weighedFactor(state, piece, true, at) : 0;
    }
    if (!eligible) continue;
    const to = a['to'];
    if ((scored & (1 << to)) === 0) {
      scored |= 1 << to;
      const units = unitCount(state, to, 'indigenous');
      DESTINATION_SCORE[to] = (units < limit ? 1000 : 0) + (spanishPresent(state, to) ? -50 : 0) + units;
    }
    const score = (DESTINATION_SCORE[to] as number) + (to === target ? 100 : 0);
    if (score > bestScore || (score === bestScore && factor > bestFactor)) {
      bestScore = score;
      bestFactor = factor;
      best = a;
    }
  }
  return best === null ? null : { action: best, text: overstackText(best['piece'], best['to']), rule: '4.2' };
}

/** Scratch for `clearOverstack`: a destination's score by area number, valid for the areas it marks as scored. */
const DESTINATION_SCORE = new Int32Array(16);

/** The area of a piece on the map, 0 when it is not there: the areas `first` (the activation's) are read first. */
function areaOfPiece(state: MyaState, id: string, first: readonly number[]): number {
  for (const a of first) if (pieceIn(piecesIn(state, a), id) !== null) return a;
  return whereIs(state, id) ?? 0;
}

function pieceIn(pieces: readonly Piece[], id: unknown): Piece | null {
  for (const p of pieces) if (p.id === id) return p;
  return null;
}

/**
 * The engine names one of several identical counters (same kind and strength in one area):
 * a move of the planned piece, or of a counter identical to it (in its area `at`).
 */
function moveOf(state: MyaState, legal: readonly BotAction[], id: string, at: number, to: number): BotAction | null {
  const here = piecesIn(state, at);
  const me = pieceIn(here, id);
  for (const a of legal) {
    if (a.type !== 'move' || a['to'] !== to) continue;
    if (a['piece'] === id) return a;
    if (me === null) continue;
    const other = pieceIn(here, a['piece']);
    if (other !== null && other.kind === me.kind && other.reduced === me.reduced) return a;
  }
  return null;
}

/** The choice of a planned move; when an identical counter moves instead, the plan follows it. */
function withPiece(plan: Extract<NitaynoPlan, { kind: 'move' }>, id: string, action: BotAction, text: () => string): Choice {
  const moved = action['piece'];
  if (moved === id || typeof moved !== 'string') return { action, text, rule: '5.3.5' };
  const pieces = plan.pieces.map((p) => (p === id ? moved : p === moved ? id : p));
  // The plan in the field order of impulse.ts (a spread would give plans one more object shape).
  const followed: NitaynoPlan = { kind: 'move', from: plan.from, to: plan.to, via: plan.via, pieces, priority: plan.priority, stamp: plan.stamp };
  return { action, text, rule: '5.3.5', planPatch: followed };
}

function fightOrder(state: MyaState, legal: readonly BotAction[]): Choice | null {
  const plan = state.solitaire?.plan;
  const target = plan !== undefined && plan !== null && plan.kind !== 'reinforce' ? plan.to : null;
  const a = legal.find((x) => x.type === 'fight' && x['area'] === target) ?? legal.find((x) => x.type === 'fight');
  return a === undefined ? null : { action: a, text: () => `fights in area ${String(a['area'])}`, rule: '4.4.1' };
}

// ---------------------------------------------------------------- combat

/** Whose decision a combat stage is: ...A the attacker's, ...D the defender's; otherwise the Indigenous side's role. */
function stageSide(task: CombatTask): boolean {
  switch (task.stage) {
    case 'commitA':
    case 'swapA':
    case 'rollA':
    case 'graceA':
    case 'hitsA':
    case 'withdrawA':
      return true;
    case 'commitD':
    case 'swapD':
    case 'rollD':
    case 'graceD':
    case 'hitsD':
    case 'withdrawD':
      return false;
    default:
      return task.a !== 'spanish';
  }
}

function combatChoice(state: MyaState, task: CombatTask, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  // The stage names whose decision it is: ...A the attacker's, ...D the defender's.
  const attacking = stageSide(task);
  // What the list offers, read once (each stage lists one family of actions).
  let commits = false;
  let swaps = false;
  let noSwap: BotAction | null = null;
  let hits = false;
  let withdrawals = false;
  let grace = false;
  for (const a of legal) {
    switch (a.type) {
      case 'commit':
        commits = true;
        break;
      case 'swap':
        swaps = true;
        break;
      case 'noSwap':
        noSwap ??= a;
        break;
      case 'hit':
        hits = true;
        break;
      case 'stay':
      case 'withdraw':
        withdrawals = true;
        break;
      case 'grace':
        grace = true;
        break;
      default:
        break;
    }
  }
  const here = piecesIn(state, task.area);
  // 4.3.2 I: in a Taíno-Carib conflict both groups fight with their attack factor and no
  // modifier (the engine's `combatFactor(..., conflict = true, ...)`): weigh them that way.
  const conflict = task.a === 'taino' || task.a === 'carib';
  if (commits) {
    let best: BotAction | null = null;
    let bestF = -1;
    for (const a of legal) {
      if (a.type !== 'commit') continue;
      const p = pieceIn(here, a['piece']);
      const f = p === null ? 0 : weighedFactor(state, p, attacking, task.area, conflict);
      if (f > bestF) {
        bestF = f;
        best = a;
      }
    }
    if (best !== null) return { action: best, text: commitText(best['piece'], bestF), rule: '4.4.1' };
  }
  if (swaps || noSwap !== null) {
    let best: BotAction | null = null;
    let gain = 0;
    for (const a of legal) {
      if (a.type !== 'swap') continue;
      const out = pieceIn(here, a['out']);
      const inn = pieceIn(here, a['in']);
      if (out === null || inn === null) continue;
      const g = weighedFactor(state, inn, attacking, task.area, conflict) - weighedFactor(state, out, attacking, task.area, conflict);
      if (g > gain) {
        gain = g;
        best = a;
      }
    }
    if (best !== null) return { action: best, text: swapText(best['out'], best['in']), rule: '4.4.1' };
    if (noSwap !== null) return { action: noSwap, text: 'keeps its strongest pieces in the fight', rule: '4.4.1' };
  }
  if (hits) {
    const cands: HitCandidate[] = [];
    for (const a of legal) {
      if (a.type !== 'hit') continue;
      const p = pieceIn(here, a['piece']);
      if (p !== null) cands.push(p);
    }
    const h = pickCombatHit(cands);
    if (h !== null) {
      for (const a of legal) {
        if (a.type === 'hit' && a['piece'] === h.id) return { action: a, text: hitText(h), rule: '5.3.5' };
      }
    }
  }
  if (withdrawals) return withdrawChoice(state, task, legal, ctx, rolls, reasons);
  if (grace) return combatYaya(legal);
  return null;
}

/**
 * 5.3.5 Continuar el Combate / Repliegues: the Nitayno fights on only with superiority (or
 * under the exception); otherwise its pieces withdraw, leaders first, by basic movement to
 * the area with the most Indigenous units.
 */
function withdrawChoice(state: MyaState, task: CombatTask, legal: readonly BotAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const stay = firstOfType(legal, 'stay');
  const defending = task.d === 'indigenous';
  if (stay !== null && withdrawalIsForbidden(state.turn, 6, state.impulses.indigenous, task.area, defending)) {
    return { action: stay, text: forbiddenText(state.turn, state.impulses.indigenous, task.area, defending), rule: '5.3.5' };
  }
  const here = piecesIn(state, task.area);
  const mine: HitCandidate[] = [];
  let theirs = 0;
  for (const p of here) {
    if (p.side === 'indigenous') mine.push(p);
    else theirs++;
  }
  if (stay !== null && (theirs === 0 || superiorIn(state, here, task.area, defending))) return { action: stay, text: 'stays: it has superiority', rule: '5.3.5' };
  for (const id of withdrawalOrder(mine)) {
    const options: { area: number; indigenousUnits: number }[] = [];
    for (const a of legal) {
      const to = a['to'];
      if (a.type === 'withdraw' && a['piece'] === id && typeof to === 'number' && adjacent(task.area, to)) options.push({ area: to, indigenousUnits: unitCount(state, to, 'indigenous') });
    }
    if (options.length === 0) continue;
    const to = pickTied(withdrawalAreas(options), ctx.dice, rolls, reasons, 'withdrawal area tie (5.3.5)');
    for (const a of legal) {
      if (a.type === 'withdraw' && a['piece'] === id && a['to'] === to) return { action: a, text: withdrawText(id, to), rule: '5.3.5' };
    }
  }
  return stay === null ? null : { action: stay, text: 'cannot withdraw by basic movement: the combat goes on', rule: '5.3.5' };
}

/** 5.3.5 superiority in a combat: the three best factors of each side in the area, the Indigenous sum higher. */
function superiorIn(state: MyaState, here: readonly Piece[], area: number, defending: boolean): boolean {
  const ours = new BestThree();
  const foes = new BestThree();
  for (const p of here) {
    if (p.side === 'indigenous') ours.add(weighedFactor(state, p, !defending, area));
    else foes.add(weighedFactor(state, p, defending, area));
  }
  return ours.sum() > foes.sum();
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
      const p = pieceIn(piecesIn(state, task.target), a['piece']) ?? pieceIn(piecesIn(state, task.origin), a['piece']) ?? pieceById(state, a['piece']);
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
  // 4.5: of the dice sets offered (only missed dice are), the one with every missed die.
  let reroll: BotAction | undefined;
  for (const a of legal) {
    if (a.type !== 'grace' || a['use'] !== 'reroll') continue;
    if (reroll === undefined || String(a['dice']).length > String(reroll['dice']).length) reroll = a;
  }
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
