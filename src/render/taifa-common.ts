/**
 * What Taifa's SVG and text pictures both say: who holds an area, each kingdom's name and colour,
 * the decision pending, the permanent events and the end, in words. Read-only over the state.
 */
import { HIDDEN } from '../core/index.js';
import { taifa } from '../games/taifa/index.js';
import { CARDS } from '../games/taifa/data/cards.js';
import { KINGDOM_BY_ID } from '../games/taifa/data/kingdoms.js';
import { AREAS } from '../games/taifa/data/map.js';
import type { TaifaState } from '../games/taifa/types.js';
import { checkState } from './options.js';
import { colourHex } from './svg.js';

/** The state checked as a Taifa state or view (`ValidationError` otherwise). */
export function taifaState(state: unknown): TaifaState {
  return checkState<TaifaState>(taifa, state);
}

/** The kingdom at index `k` of the state: its name and colour. */
export function kingdomAt(state: TaifaState, k: number): { readonly id: string; readonly name: string; readonly colour: string; readonly hex: string } {
  const id = state.kingdoms[k]?.id;
  const rec = id === undefined ? undefined : KINGDOM_BY_ID[id];
  if (rec === undefined) return { id: `#${k}`, name: `kingdom ${k}`, colour: 'grey', hex: colourHex('grey') };
  return { id: rec.id, name: rec.name, colour: rec.colour, hex: colourHex(rec.colour) };
}

/** The owner of an area index as words: a kingdom's name, `independent` or `out of play`. */
export function ownerName(state: TaifaState, owner: number): string {
  if (owner === -1) return 'independent';
  if (owner === -2) return 'out of play';
  return kingdomAt(state, owner).name;
}

/** An area by number, `'12 Palencia'`. */
export function areaName(area: number): string {
  return `${area} ${AREAS[area - 1]?.name ?? '?'}`;
}

/** A card by id, `'Mesnada (12)'`, or `'a face-down card'` for a hidden one. */
export function cardName(card: number): string {
  if (card === HIDDEN) return 'a face-down card';
  const c = CARDS[card];
  return c === undefined ? `card ${card}` : `${c.def.name} (${card})`;
}

/** How many cards of the list are hidden in a view. */
export const hiddenCount = (cards: readonly number[]): number => cards.filter((c) => c === HIDDEN).length;

/** The decision pending, in one sentence (the top of `state.tasks`), or the end of the game. */
export function pendingLine(state: TaifaState): string {
  if (state.result !== null) {
    const winners = state.result.winners.map((k) => kingdomAt(state, k).name).join(', ');
    return `Game over: ${winners} won (${state.result.reason})`;
  }
  const top = state.tasks[state.tasks.length - 1];
  if (top === undefined) return 'No decision pending';
  if (top.t === 'round') return `${kingdomAt(state, state.current).name}'s round: choose an action`;
  if (top.t === 'truce') return `${kingdomAt(state, top.who).name} chooses the kingdom under his Tregua`;
  const stage = {
    'attack-select': 'choosing its cards',
    'attack-respond': 'placing Responses',
    'attack-defend': 'defending',
    'attack-reward': 'choosing its reward',
  }[top.t];
  const defender = top.defender === -1 ? 'independent' : kingdomAt(state, top.defender).name;
  return `${kingdomAt(state, top.attacker).name} attacks ${areaName(top.area)} (${defender}): ${kingdomAt(state, top.who).name} ${stage}`;
}

/** The attack in progress, if any: its area, the cards face down and the garrisons spent. */
export function attackLines(state: TaifaState): string[] {
  const top = state.tasks[state.tasks.length - 1];
  if (top === undefined || top.t === 'round' || top.t === 'truce') return [];
  // 5.1.2: the attacker's Troops and Responses lie face down together; a view shows only how many.
  const shown = top.down.filter((c) => c !== HIDDEN);
  const lines = [`Attacker's cards face down: ${top.down.length}${shown.length > 0 ? ` (${shown.map(cardName).join(', ')})` : ''}`];
  if (top.placed.length > 0) {
    lines.push(`Responses: ${top.placed.map((p) => `${cardName(p.card)} by ${kingdomAt(state, p.by).name} on ${p.side}`).join('; ')}`);
  }
  if (top.garrisons.length > 0) {
    lines.push(`Garrisons spent: ${top.garrisons.map((a) => (a === HIDDEN ? 'one (hidden)' : areaName(a))).join(', ')}`);
  }
  return lines;
}

/** The permanent events in play (Treguas) and El Cid's Tregua, one line each. */
export function permanentLines(state: TaifaState): string[] {
  const lines = state.permanents.map(
    (p) => `${cardName(p.card)}: ${kingdomAt(state, p.by).name}${p.target >= 0 ? `, not to be attacked by ${kingdomAt(state, p.target).name}` : ''}`,
  );
  if (state.cidTruce >= 0) lines.push(`El Cid's Tregua: ${kingdomAt(state, state.cidTruce).name}`);
  return lines;
}

/** The area number of the attack in progress, or null. */
export function attackedArea(state: TaifaState): number | null {
  const top = state.tasks[state.tasks.length - 1];
  return top === undefined || top.t === 'round' || top.t === 'truce' ? null : top.area;
}
