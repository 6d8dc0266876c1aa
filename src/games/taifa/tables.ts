/**
 * Lookup tables built once at load from the data (the map 2.5, the cards 2.1, the kingdoms 2.2,
 * the scenarios 3.1 and 10.1), for the hot path; never written after. Areas are indexed by number - 1.
 */
import { AREAS, CONNECTIONS } from './data/map.js';
import { CARDS, FIRST_MUSLIM_CARD, type CardDef } from './data/cards.js';
import { EL_CID_SEATS } from './data/el-cid.js';
import { BASE_DRAW, KINGDOM_BY_ID, STANDARD_ORDER, type KingdomId } from './data/kingdoms.js';
import type { TaifaScenario } from './types.js';

export const AREA_COUNT = AREAS.length;

export const NEIGHBOURS: readonly (readonly number[])[] = (() => {
  const out: number[][] = AREAS.map(() => []);
  for (const c of CONNECTIONS) {
    out[c.a - 1]!.push(c.b - 1);
    out[c.b - 1]!.push(c.a - 1);
  }
  for (const list of out) list.sort((x, y) => x - y);
  return out;
})();

/** Each area with its neighbours, ascending (5.1.4: garrisons in and next to the area). */
export const AREA_AND_NEIGHBOURS: readonly (readonly number[])[] = NEIGHBOURS.map((list, a) => [a, ...list].sort((x, y) => x - y));

export const DEFENCE: readonly number[] = AREAS.map((a) => a.defence);
export const AREA_NAME: readonly string[] = AREAS.map((a) => a.name);
export const INVASION_ROUTE: readonly boolean[] = AREAS.map((a) => a.invasionRoute);

export const TROOP = 0;
export const RESPONSE = 1;
export const EVENT = 2;
export const CARD_TYPE: readonly number[] = CARDS.map((c) => (c.def.type === 'troop' ? TROOP : c.def.type === 'response' ? RESPONSE : EVENT));
export const STRENGTH: readonly number[] = CARDS.map((c) => (c.def.type === 'troop' ? c.def.strength : 0));
export const OFENSIVA: readonly boolean[] = CARDS.map((c) => c.def.type !== 'response' && c.def.ofensiva);
export const CARD_DEF: readonly CardDef[] = CARDS.map((c) => c.def);
export const CARD_COUNT = CARDS.length;

/** Per card: a Response that may join an attack / a defence / an incursion; one that cancels a Troop. */
export const RESPONSE_ATTACK: readonly boolean[] = CARDS.map((c) => c.def.type === 'response' && c.def.use.attack);
export const RESPONSE_DEFENCE: readonly boolean[] = CARDS.map((c) => c.def.type === 'response' && c.def.use.defence);
export const RESPONSE_INCURSION: readonly boolean[] = CARDS.map((c) => c.def.type === 'response' && c.def.use.incursion);
export const CANCELS_TROOP: readonly boolean[] = CARDS.map((c) => c.def.type === 'response' && c.def.effect.kind === 'cancel-troop');

/** The design of a Response card. */
export type ResponseDef = Extract<
  CardDef,
  {
    /** A Response card. */
    type: 'response';
  }
>;
/** The design of an Event card (`CARDS[id].def` for an event). */
export type EventDef = Extract<
  CardDef,
  {
    /** An Event card. */
    type: 'event';
  }
>;

export function responseDef(card: number): ResponseDef {
  return CARD_DEF[card] as ResponseDef;
}
export function eventDef(card: number): EventDef {
  return CARD_DEF[card] as EventDef;
}
/** 0 for the Christian deck, 1 for the Muslim deck. */
export function deckOf(card: number): 0 | 1 {
  return card < FIRST_MUSLIM_CARD ? 0 : 1;
}
export function cardName(card: number): string {
  const def = CARD_DEF[card];
  if (def === undefined) return `card ${card}`;
  return def.type === 'troop' ? `${def.name} (${def.strength})` : def.name;
}

/** What a scenario fixes: its kingdoms in order, their capitals, hand sizes and areas. */
export interface ScenarioTable {
  readonly kingdoms: readonly KingdomId[];
  /** Area index of each kingdom's capital. */
  readonly capitals: readonly number[];
  /** Cards drawn each turn before the bonus. */
  readonly draws: readonly number[];
  /** Default human seats. */
  readonly defaultPlayers: readonly KingdomId[];
  /** Owner per area index: kingdom index, -1 independent, -2 out of play. */
  readonly owner: readonly number[];
}

function standardTable(): ScenarioTable {
  const kingdoms = STANDARD_ORDER;
  return {
    kingdoms,
    capitals: kingdoms.map((k) => AREAS.findIndex((a) => a.capitalOf === k)),
    draws: kingdoms.map(() => BASE_DRAW),
    defaultPlayers: kingdoms,
    owner: AREAS.map((a) => (a.start === null ? -1 : kingdoms.indexOf(a.start))),
  };
}

function elCidTable(): ScenarioTable {
  const kingdoms = EL_CID_SEATS.map((s) => s.kingdom);
  const owner: number[] = AREAS.map((a) => (a.eastOfLine ? -1 : -2));
  EL_CID_SEATS.forEach((seat, k) => {
    for (const id of seat.areas) owner[id - 1] = k;
  });
  return {
    kingdoms,
    capitals: EL_CID_SEATS.map((s) => s.capital - 1),
    draws: EL_CID_SEATS.map((s) => s.hand),
    defaultPlayers: EL_CID_SEATS.filter((s) => s.player).map((s) => s.kingdom),
    owner,
  };
}

export const SCENARIOS: Readonly<Record<TaifaScenario, ScenarioTable>> = {
  standard: standardTable(),
  'el-cid': elCidTable(),
};

/** The deck a kingdom draws from: 0 Christian, 1 Muslim (4.1). */
export function religionDeck(kingdom: KingdomId): 0 | 1 {
  return KINGDOM_BY_ID[kingdom].religion === 'christian' ? 0 : 1;
}

export function kingdomName(kingdom: KingdomId): string {
  return KINGDOM_BY_ID[kingdom].name;
}
