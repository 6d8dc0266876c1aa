/**
 * Mar y Acero as compact text for a terminal: the turn, the tracks and the decision pending, then
 * one line per area with its control, value, markers and counters, then the hands and what is off
 * the map.
 */
import { HIDDEN } from '../core/index.js';
import { AREAS } from '../games/mar-y-acero/data/areas.js';
import type { AreaState, MyaState } from '../games/mar-y-acero/state.js';
import { cardsText, cardTitle, extraLines, myaState, pendingLine, pieceToken, sideName, TURN_YEARS } from './mya-common.js';

/** One area's line: `' 8 Santo Domingo      Spanish     2 VP  [palisade, citadel]  COL Jin Arc* | Nab'`. */
function areaLine(s: MyaState, i: number): string {
  const rec = AREAS[i]!;
  const area = s.map[i] as AreaState;
  const marks: string[] = [];
  if (area.parchment) marks.push('parchment');
  if (area.palisade) marks.push('palisade');
  if (area.citadel) marks.push('citadel');
  if (area.anacaona !== null) marks.push(`Anacaona (${sideName(area.anacaona)})`);
  if (rec.jungle) marks.push('jungle');
  const spanish = area.pieces.filter((p) => p.side === 'spanish').map(pieceToken);
  const indigenous = area.pieces.filter((p) => p.side === 'indigenous').map(pieceToken);
  const units = [spanish.join(' '), indigenous.join(' ')].filter((u) => u !== '').join(' | ');
  const value = rec.twoVp && !area.parchment ? 2 : 1;
  const name = `${String(rec.id).padStart(2)} ${rec.name}`.padEnd(24);
  return `${name}${sideName(s.control[i]!).padEnd(11)} ${value} VP  ${marks.length > 0 ? `[${marks.join(', ')}] ` : ''}${units === '' ? '(empty)' : units}`;
}

/**
 * A compact text picture of a Mar y Acero state or view, for a terminal (pure: the same state
 * gives the same text). Each area is one line: number and name, control, value, markers, then the
 * Spanish counters and the Indigenous ones (`|` between), `*` for a reduced one. Hands are counts
 * with the known card numbers. Throws `ValidationError` when `state` is not a Mar y Acero state or view.
 */
export function renderMarYAceroText(state: MyaState): string {
  const s = myaState(state);
  const lines: string[] = [];
  const mode = s.mode === 'solitaire' ? `solitaire level ${s.level}` : 'two-player';
  lines.push(`Mar y Acero — ${mode}, turn ${s.turn} of 6 (${TURN_YEARS[s.turn - 1] ?? '?'})${s.viewer === undefined ? '' : ` — view of ${s.viewer}`}`);
  lines.push(pendingLine(s));
  lines.push(
    `VP ${s.vp} Spanish / ${20 - s.vp} Indigenous · Royal Support ${s.royalSupport} · impulses Spanish ${s.impulses.spanish}, Indigenous ${s.impulses.indigenous}`,
  );
  lines.push(
    `${s.grace.side === 'spanish' ? 'Divine Grace' : 'Yaya'}${s.grace.usedTurn ? ' (used this turn)' : ''} · Destiny ${s.destiny === null ? 'none' : cardTitle(s.destiny)} · decks: turn 1 ${s.turn1Deck.length}, Destiny ${s.destinyDeck.length}`,
  );
  lines.push(...extraLines(s));
  for (let i = 0; i < AREAS.length; i++) lines.push(areaLine(s, i));
  for (const side of ['spanish', 'indigenous'] as const) {
    const played = s.played[side];
    const choice = played === null ? '' : `, played ${played === HIDDEN ? 'face down' : cardTitle(played)}`;
    lines.push(`${sideName(side)} hand ${cardsText(s.hands[side])}${choice}`);
  }
  const off = s.offMap.map(pieceToken);
  lines.push(
    `Colón: ${s.colon}${off.length > 0 ? `; off the map: ${off.join(' ')}` : ''}${s.leadersOut.length > 0 ? `; leaders out: ${s.leadersOut.join(', ')}` : ''}`,
  );
  return `${lines.join('\n')}\n`;
}
