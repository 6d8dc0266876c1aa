/**
 * `marYAcero.position(state)`: the compact position of any state of play (contract: `position`),
 * in the format of position-schema.ts. What the reader needs is written out (turn, decision, VP,
 * tracks, decks, hands, map, Colón); what follows from the rest is left out: the bags (4.2, the
 * counter mix less what is in play), control where the map shows it (4.2), markers as at set-up
 * (4.1), and fields at their fixed defaults. `setup({ seed, position })` builds the state back.
 * @module
 */
import type { At, Frame } from '../../core/index.js';
import { AREAS } from './data/areas.js';
import { controlOf, sidesIn } from './control.js';
import { tokenOf } from './position-at.js';
import { myaPoints } from './position-points.js';
import type { MyaAreaPosition, MyaPosition, MyaSolitairePosition } from './position-schema.js';
import { unitCount } from './stacking.js';
import { STACK_LIMIT } from './data/tables.js';
import type { AreaState, MyaState, Side } from './state.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** 4.2: the control the map shows; where both sides stand, Indigenous (every area starts Indigenous, 4.1). */
export function mapControl(area: AreaState): Side {
  return controlOf(sidesIn(area), area.citadel) ?? 'indigenous';
}

/** 4.2: a side over the stacking limit in the area (the Nitayno's limit may be 4 under card 50). */
export function overstacked(area: AreaState, indigenousLimit: number): boolean {
  return unitCount(area, 'spanish') > STACK_LIMIT || unitCount(area, 'indigenous') > indigenousLimit;
}

function areaPosition(area: AreaState, i: number, indigenousLimit: number): readonly string[] | MyaAreaPosition {
  const pieces = area.pieces.map(tokenOf);
  const markers: Writable<MyaAreaPosition> = {};
  if (area.parchment !== (AREAS[i]?.twoVp ?? false)) markers.parchment = area.parchment;
  if (area.palisade) markers.palisade = true;
  if (area.citadel) markers.citadel = true;
  if (area.anacaona !== null) markers.anacaona = area.anacaona;
  if (overstacked(area, indigenousLimit)) markers.overstacked = true;
  return Object.keys(markers).length === 0 ? pieces : { pieces, ...markers };
}

function solitairePosition(s: NonNullable<MyaState['solitaire']>): MyaSolitairePosition {
  const out: Writable<MyaSolitairePosition> = { turn2Deck: s.turn2Deck.slice(), laterDeck: s.laterDeck.slice(), eventDeck: s.eventDeck.slice() };
  if (s.card !== null) out.card = s.card;
  if (s.finalCard !== null) out.finalCard = s.finalCard;
  if (s.target !== null) out.target = s.target;
  const e = s.effects;
  if (e.navalDifficulty || e.stackLimit4 || e.yaya || e.spanishRollBonus !== 0) out.effects = { ...e };
  if (s.plan !== null) out.plan = JSON.parse(JSON.stringify(s.plan)) as NonNullable<MyaSolitairePosition['plan']>;
  return out;
}

/** The point of the decision pending in `at` (the last frame), or null for an ended game. */
export function topPoint(at: At): string | null {
  const top = Array.isArray(at) ? at[at.length - 1] : (at as Frame);
  return top === undefined ? null : top.point;
}

/** The position of a state (a view's hidden cards read -1 and are refused by `setup`: determinize first). */
export function positionOf(s: MyaState): MyaPosition {
  const out: Writable<MyaPosition> = {};
  if (s.mode === 'solitaire') out.mode = 'solitaire';
  if (s.level !== 0) out.level = s.level;
  if (s.testamentRule) out.optionalRules = { testament: true };
  out.turn = s.turn;
  const at = myaPoints.write(s);
  out.at = at;
  if (s.result !== null) out.result = { winner: s.result.winner, reason: s.result.reason, level: s.result.level as 'decisive' | 'important' | 'minor' };
  out.vp = s.vp;
  out.royalSupport = s.royalSupport;
  out.grace = { ...s.grace };
  out.impulses = { ...s.impulses };
  out.destiny = s.destiny;
  out.turn1Deck = s.turn1Deck.slice();
  out.destinyDeck = s.destinyDeck.slice();
  out.hands = { spanish: s.hands.spanish.slice(), indigenous: s.hands.indigenous.slice() };
  if (s.played.spanish !== null || s.played.indigenous !== null) out.played = { ...s.played };
  if (s.revealed !== (topPoint(at) === 'impulse')) out.revealed = s.revealed;
  if (s.restriction !== 'none') out.restriction = s.restriction;
  const indigenousLimit = STACK_LIMIT + (s.solitaire?.effects.stackLimit4 === true ? 1 : 0);
  const map: Record<string, readonly string[] | MyaAreaPosition> = {};
  const control: Record<string, Side> = {};
  s.map.forEach((area, i) => {
    map[String(i + 1)] = areaPosition(area, i, indigenousLimit);
    if (s.control[i] !== mapControl(area)) control[String(i + 1)] = s.control[i] as Side;
  });
  out.map = map;
  if (Object.keys(control).length > 0) out.control = control;
  out.colon = s.colon;
  if (s.offMap.length > 0) out.offMap = s.offMap.map(tokenOf);
  if (s.leadersOut.length > 0) out.leadersOut = s.leadersOut.slice() as NonNullable<MyaPosition['leadersOut']>;
  if (s.testament !== null) out.testament = s.testament;
  out.nextId = s.nextId;
  if (s.solitaire !== null) out.solitaire = solitairePosition(s.solitaire);
  return out;
}
