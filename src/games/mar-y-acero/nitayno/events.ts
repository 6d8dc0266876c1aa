/**
 * Which Indigenous event the Nitayno plays (the `chooseEvent` decision).
 *
 * 5.3.3 Fase de Evento: the Nitayno reveals the top card of its event deck; "Las perlas de
 * Colón" and "Tormentas en el mar" go back under their conditions, another card is revealed and
 * the deck is reshuffled.
 * 5.4 (4), levels I-II: two cards are revealed and the lower VRR is played, unless its event
 * would have no effect.
 */
import type { StepContext } from '../../../core/index.js';
import type { MyaAction } from '../actions.js';
import { EVENT_CARDS } from '../data/cards.js';
import { pieceData } from '../kinds.js';
import type { MyaState } from '../state.js';
import type { Choice } from './choice.js';
import { eventGoesBack, eventPutBack, pickOfTwo, PERLAS_DE_COLON, TORMENTAS_EN_EL_MAR } from './rules.js';
import { patchSolitaire } from './state.js';

/** What the event phase reads of the board (5.3.3, 5.4 (4)), gathered in one pass over the map. */
export interface EventBoard {
  /** Indigenous units on the map (5.3.3 (1)). */
  readonly units: number;
  /** Spanish Soldiers on the map (5.3.3 (2)). */
  readonly soldiers: number;
  /** Areas under Spanish control. */
  readonly spanishAreas: number;
}

export function eventBoard(state: MyaState): EventBoard {
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

/** 5.4 (4): whether an Indigenous event would do anything now (reading: a target must exist). */
export function eventHasEffect(state: MyaState, card: number): boolean {
  return hasEffect(state, card, eventBoard(state));
}

function hasEffect(state: MyaState, card: number, board: EventBoard): boolean {
  if (card === 2 || card === 4) return board.spanishAreas > 0;
  if (card === 8) return board.soldiers > 0;
  if (card === 3) return state.royalSupport > 0 || board.soldiers > 0;
  return true;
}

/** The VRR printed on each event card (5.4 (4)), by card id. */
const VRR_BY_CARD: ReadonlyMap<number, number> = new Map(EVENT_CARDS.map((e) => [e.id, e.vrr]));

/**
 * 5.3.3: reveals cards from `deck[from]` on until one stays; the ones that go back are added to
 * `putBack`. Returns the index of the card revealed, `deck.length` when every card went back.
 */
function revealFrom(board: EventBoard, deck: readonly number[], from: number, putBack: number[], reasons: string[] | null): number {
  for (let i = from; i < deck.length; i++) {
    const c = deck[i] as number;
    // Only these two cards ever go back (5.3.3).
    if (c !== PERLAS_DE_COLON && c !== TORMENTAS_EN_EL_MAR) return i;
    const { units, soldiers } = board;
    if (!eventGoesBack(c, units, soldiers)) return i;
    reasons?.push(eventPutBack(c, units, soldiers) as string);
    putBack.push(c);
  }
  return deck.length;
}

const eventText = (card: number) => (): string => `plays event ${card}`;

/**
 * 5.3.3: the Nitayno reveals the top card of its event deck; "Las perlas de Colón" and
 * "Tormentas en el mar" go back under their conditions (another card is revealed and the deck
 * reshuffled). Levels I-II (5.4 (4)): two cards, the lower VRR unless it has no effect.
 */
export function chooseEvent(state: MyaState, legal: readonly MyaAction[], ctx: StepContext, reasons: string[] | null): Choice | null {
  const sol = state.solitaire;
  if (sol === null) return null;
  // The board is read once for the phase: the put-backs (5.3.3) and the effects (5.4 (4)) read it.
  const board = eventBoard(state);
  const all = sol.eventDeck;
  const putBack: number[] = [];
  const first = revealFrom(board, all, 0, putBack, reasons);
  // Only put-back cards left: the deck has nothing else, so the first of them is played.
  let card = first < all.length ? (all[first] as number) : (putBack.shift() ?? null);
  if (card === null) return null;
  let next = first + 1;
  reasons?.push(`revealed event ${card}`);
  if (state.level >= 1) {
    const i = revealFrom(board, all, next, putBack, reasons);
    next = i + 1;
    if (i < all.length) {
      const second = all[i] as number;
      const pick = pickOfTwo(
        { card, vrr: VRR_BY_CARD.get(card) ?? 99, effective: hasEffect(state, card, board) },
        { card: second, vrr: VRR_BY_CARD.get(second) ?? 99, effective: hasEffect(state, second, board) },
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
    if (a.type === 'event' && a.card === card) return { action: a, text: eventText(card), rule: '5.3.3', solitaire: patchSolitaire(sol, { eventDeck: deck }) };
  }
  return null;
}
