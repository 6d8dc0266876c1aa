/**
 * What Mar y Acero's SVG and text pictures both say: counter abbreviations and colours, the turn's
 * years, the decision pending and the cards, in words. Read-only over the state.
 */
import { HIDDEN } from '../core/index.js';
import { marYAcero } from '../games/mar-y-acero/index.js';
import { AREAS } from '../games/mar-y-acero/data/areas.js';
import { DESTINY_BY_ID, EVENT_BY_ID } from '../games/mar-y-acero/data/cards.js';
import { PIECES, type PieceKind } from '../games/mar-y-acero/data/units.js';
import type { MyaState, Piece, Side, Task } from '../games/mar-y-acero/state.js';
import { checkState } from './options.js';

/** The state checked as a Mar y Acero state or view (`ValidationError` otherwise). */
export function myaState(state: unknown): MyaState {
  return checkState<MyaState>(marYAcero, state);
}

/** Each counter's abbreviation on the picture; leaders in capitals. */
export const PIECE_ABBREVIATIONS: Readonly<Record<PieceKind, string>> = {
  jinete: 'Jin',
  arcabucero: 'Arc',
  espatario: 'Esp',
  peon: 'Peo',
  escribano: 'Esc',
  cacique: 'Cac',
  naboria: 'Nab',
  calinago: 'Cal',
  tama: 'Tam',
  capitan: 'Cap',
  tropa: 'Tro',
  colon: 'COL',
  caonabo: 'CAO',
  guacanagari: 'GUA',
  hijos: 'HIJ',
};

/** A counter as a short token: its abbreviation, `*` when reduced (as in a position's tokens), `@side` for a leader on the other side. */
export function pieceToken(p: Piece): string {
  const data = PIECES[p.kind];
  const turned = data.side !== p.side ? `@${p.side === 'spanish' ? 'Sp' : 'In'}` : '';
  return `${PIECE_ABBREVIATIONS[p.kind]}${p.reduced ? '*' : ''}${turned}`;
}

/** The fill of a counter: its bag's colour (4.2), or the leader's. */
export function pieceFill(kind: PieceKind): string {
  switch (PIECES[kind].bag) {
    case 'soldier':
      return '#e8c21d';
    case 'settler':
      return '#d0473f';
    case 'taino':
      return '#5aa85a';
    case 'carib':
      return '#3f7cc4';
    case 'rebel':
      return '#8e8e8e';
    default:
      return kind === 'colon' || kind === 'guacanagari' ? '#fff4d6' : '#e4d6ff';
  }
}

/** The colour of a side: its control band and its border on the counters. */
export const SIDE_COLOUR: Readonly<Record<Side, string>> = { spanish: '#a3201c', indigenous: '#22663a' };

/** The side's name. */
export const sideName = (side: Side): string => (side === 'spanish' ? 'Spanish' : 'Indigenous');

/** The years of each turn (the turn track). */
export const TURN_YEARS: readonly string[] = ['1492', '1493-94', '1495-96', '1497-99', '1500-02', '1503-05'];

/** An area by number, `'15 San Salvador'`. */
export const areaName = (a: number): string => `${a} ${AREAS[a - 1]?.name ?? '?'}`;

/** An Event or Destiny card by number, `'12 Title'`, `'a face-down card'` when hidden. */
export function cardTitle(card: number): string {
  if (card === HIDDEN) return 'a face-down card';
  const title = EVENT_BY_ID.get(card)?.title ?? DESTINY_BY_ID.get(card)?.title;
  return title === undefined ? `card ${card}` : `${card} ${title}`;
}

function taskWords(t: Task): string {
  switch (t.t) {
    case 'phase':
      return `the ${t.phase} phase runs`;
    case 'effects':
      return `card ${cardTitle(t.card)} takes effect`;
    case 'chooseEvent':
      return 'chooses an Event card in secret';
    case 'deploy':
      return `places ${t.pieces.length} piece(s): ${t.label}`;
    case 'scribeOffer':
      return 'may use Royal scribes';
    case 'prr':
      return `spends replacement points (${t.points} left)`;
    case 'impulse':
      return 'plays an impulse: activate an area or build';
    case 'build':
      return `builds ${t.what}s (${t.left} more)`;
    case 'activation':
      return `moves out of ${areaName(t.origin)}`;
    case 'fightOrder':
      return `chooses the next combat (${t.areas.map(areaName).join(', ')})`;
    case 'combat':
      return `combat in ${areaName(t.area)}, round ${t.round}, step ${t.stage} (${t.label})`;
    case 'incursion':
      return `incursion from ${areaName(t.origin)} into ${areaName(t.target)}`;
    case 'gold':
      return `gold search in ${t.areas.map(areaName).join(', ')}`;
    case 'settle':
      return 'control and markers settle';
    case 'lose':
      return `removes ${t.count} ${t.bag}(s)`;
    case 'removeTainos':
      return `may remove Taínos in ${areaName(t.area)}`;
    case 'convert':
      return `chooses a unit of ${areaName(t.area)} to become a settler`;
    case 'evacuate':
      return `evacuates ${areaName(t.area)}`;
    case 'choose':
      return `chooses (${t.purpose}): ${t.options.join(', ')}`;
  }
}

/** The decision pending, in one sentence (the top of `state.tasks`), or the end of the game. */
export function pendingLine(s: MyaState): string {
  if (s.result !== null) return `Game over: ${sideName(s.result.winner)} ${s.result.level} victory at ${s.result.vp} VP (${s.result.reason})`;
  const top = s.tasks[s.tasks.length - 1];
  if (top === undefined) return 'No decision pending';
  const seat = 'seat' in top ? top.seat : null;
  return `${seat === null ? 'Now' : sideName(seat)}: ${taskWords(top)}`;
}

/** A hand or a played card in words: the titles of known cards, the count of hidden ones. */
export function cardsText(cards: readonly number[]): string {
  const known = cards.filter((c) => c !== HIDDEN);
  const hidden = cards.length - known.length;
  const parts = known.map(cardTitle);
  if (hidden > 0) parts.push(`${hidden} face down`);
  return `${cards.length}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}

/** The solitaire and restriction lines, when they apply. */
export function extraLines(s: MyaState): string[] {
  const lines: string[] = [];
  if (s.restriction !== 'none') lines.push(`Restriction this turn: ${s.restriction === 'noNaval' ? 'no naval movement' : 'broma (card 24)'}`);
  if (s.solitaire !== null) {
    const so = s.solitaire;
    lines.push(
      `Nitayno (level ${so.level}): decks ${so.turn2Deck.length}/${so.laterDeck.length}, events ${so.eventDeck.length}${so.card === null ? '' : `, card ${so.card}`}${so.target === null ? '' : `, target ${areaName(so.target)}`}`,
    );
  }
  if (s.testament !== null) lines.push(`Testamento de Colón: ${s.testament >= 0 ? '+' : ''}${s.testament} VP`);
  return lines;
}
