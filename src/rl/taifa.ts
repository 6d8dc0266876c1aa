/**
 * Taifa's encoding for learning: its action space (every action of 5, 5.1-5.6, 9 and 10.2 with the
 * card, area and kingdom it names) and its observation planes (the map 2.2, the hands and piles
 * 4.1-7, the attack under way 5.1.2-5.1.6, whose decision). Kingdoms take the slots of
 * `KINGDOM_IDS` in both scenarios; areas are numbered 1-58 and cards 0-79 as in the state.
 */
import { HIDDEN } from '../core/index.js';
import { AREAS, CARDS, type CardDef, type TaifaState } from '../games/taifa/index.js';
import { KINGDOM_IDS } from '../games/taifa/data/kingdoms.js';
import type { GameEncoding } from './encoding.js';
import { bump, layout, oneHot, planes, valuesField, type ActionField } from './space.js';

type S = TaifaState;
const K = KINGDOM_IDS.length;
const AREA_NUMBERS = AREAS.map((_, i) => i + 1);
const A = AREA_NUMBERS.length;
const C = CARDS.length;
const CARD_IDS = CARDS.map((c) => c.id);
const cardsWhere = (test: (def: CardDef) => boolean): number[] => CARDS.filter((c) => test(c.def)).map((c) => c.id);
const eventTarget = (def: CardDef): string => (def.type === 'event' ? def.target : '');
const KINGDOM_TARGETS = new Set(['kingdom', 'bordering-kingdom']);

const card = (values: readonly number[] = CARD_IDS): ActionField<S> => valuesField('card', values);
const area = valuesField<S>('area', AREA_NUMBERS);
const kingdom = valuesField<S>('kingdom', KINGDOM_IDS);

const actions = layout<S>([
  { type: 'bot', fields: [], note: "a rule-driven bot's whole decision (9, 10.2)" },
  { type: 'pass', fields: [] },
  { type: 'commit', fields: [] },
  { type: 'reward', fields: [valuesField('choice', ['bonus', 'garrison'])] },
  { type: 'truce', fields: [kingdom] },
  { type: 'attack', fields: [area] },
  { type: 'spend-garrison', fields: [area] },
  { type: 'discard', fields: [card()] },
  { type: 'select-card', fields: [card()] },
  { type: 'respond', fields: [card(cardsWhere((d) => d.type === 'response')), valuesField('side', ['attack', 'defence'])] },
  {
    type: 'incursion',
    fields: [
      kingdom,
      card(cardsWhere((d) => d.type === 'troop')),
      valuesField('response', [null, ...cardsWhere((d) => d.type === 'response' && d.use.incursion)]),
    ],
  },
  {
    type: 'event',
    when: (a) => a.kingdom === null && a.area === null,
    fields: [card(cardsWhere((d) => eventTarget(d) === 'none'))],
    note: 'an event without a target',
  },
  {
    type: 'event',
    when: (a) => a.kingdom !== null,
    fields: [card(cardsWhere((d) => KINGDOM_TARGETS.has(eventTarget(d)))), kingdom],
    note: 'an event at a kingdom',
  },
  {
    type: 'event',
    when: (a) => a.area !== null,
    fields: [card(cardsWhere((d) => eventTarget(d) !== '' && eventTarget(d) !== 'none' && !KINGDOM_TARGETS.has(eventTarget(d)))), area],
    note: 'an event at an area',
  },
]);

/** The slot (in `KINGDOM_IDS`) of the kingdom at index `k` of the state, -1 for none. */
const slot = (s: S, k: number): number => (k < 0 ? -1 : KINGDOM_IDS.indexOf(s.kingdoms[k]!.id));
const cards = (out: Float32Array, at: number, ids: readonly number[]): void => {
  for (const c of ids) if (c !== HIDDEN) out[at + c] = 1;
};
const TASKS = ['round', 'attack-select', 'attack-respond', 'attack-defend', 'attack-reward', 'truce'] as const;
const top = (s: S) => s.tasks[s.tasks.length - 1];
const attack = (s: S) => {
  const t = top(s);
  return t !== undefined && t.t !== 'round' && t.t !== 'truce' ? t : null;
};
const perKingdom = (name: string, doc: string, value: (s: S, k: number) => number) => ({
  name,
  shape: [K],
  doc,
  fill: (s: S, _seat: string, out: Float32Array, at: number) => {
    for (let k = 0; k < s.kingdoms.length; k++) out[at + slot(s, k)] = value(s, k);
  },
});

const observation = planes<S>([
  {
    name: 'owner',
    shape: [A, K + 2],
    doc: 'per area (1-58): one-hot of its owner, a kingdom slot of KINGDOM_IDS, then independent, then out of play (2.2, 10.1)',
    fill: (s, _seat, out, at) => {
      for (const [a, o] of s.owner.entries()) oneHot(out, at + a * (K + 2), o >= 0 ? slot(s, o) : o === -1 ? K : K + 1, K + 2);
    },
  },
  {
    name: 'garrison',
    shape: [A],
    doc: 'per area: 1 where a garrison marker stands (2.2)',
    fill: (s, _seat, out, at) => {
      for (const [a, g] of s.garrison.entries()) out[at + a] = g ? 1 : 0;
    },
  },
  {
    name: 'hand',
    shape: [C],
    doc: "per card id: 1 for each card in the observing seat's own hand (a bot's face-down pile stays unknown, 9.1)",
    fill: (s, seat, out, at) => cards(out, at, s.kingdoms.find((k) => k.id === seat)?.hand ?? []),
  },
  perKingdom('hand-size', 'per kingdom slot: the cards in its hand (or face-down pile)', (s, k) => s.kingdoms[k]!.hand.length),
  perKingdom('bonus', 'per kingdom slot: its card bonus, -2..+2 (7)', (s, k) => s.kingdoms[k]!.bonus),
  perKingdom('kept', 'per kingdom slot: the cards it kept from the last turn (5.6, 7)', (s, k) => s.kingdoms[k]!.kept),
  perKingdom('seated', 'per kingdom slot: 1 for a person, 2 for a rule-driven bot, 0 when not at the table', (s, k) => (s.kingdoms[k]!.bot ? 2 : 1)),
  perKingdom('castles', 'per kingdom slot: the areas it owns', (s, k) => s.owner.filter((o) => o === k).length),
  {
    name: 'deployed',
    shape: [C],
    doc: "per card id: 1 for a bot's Troop and Response cards deployed face up (9.1)",
    fill: (s, _seat, out, at) => {
      for (const k of s.kingdoms) {
        cards(out, at, k.army);
        cards(out, at, k.ready);
      }
    },
  },
  { name: 'discard', shape: [C], doc: 'per card id: 1 in the face-up discard pile (5.5, 5.1.7)', fill: (s, _seat, out, at) => cards(out, at, s.discard) },
  { name: 'removed', shape: [C], doc: 'per card id: 1 when out of the game (5.4, 10.2)', fill: (s, _seat, out, at) => cards(out, at, s.removed) },
  {
    name: 'permanents',
    shape: [C],
    doc: 'per card id: 1 for a permanent event face up this turn (5.4)',
    fill: (s, _seat, out, at) =>
      cards(
        out,
        at,
        s.permanents.map((p) => p.card),
      ),
  },
  {
    name: 'decks',
    shape: [2],
    doc: 'the cards left in the Christian and the Muslim draw piles',
    fill: (s, _seat, out, at) => {
      out[at] = s.decks[0].length;
      out[at + 1] = s.decks[1].length;
    },
  },
  { name: 'turn', shape: [3], doc: 'one-hot of the turn, 1-3 (4)', fill: (s, _seat, out, at) => oneHot(out, at, s.turn - 1, 3) },
  { name: 'current', shape: [K], doc: 'one-hot of the kingdom whose round it is (4.3)', fill: (s, _seat, out, at) => oneHot(out, at, slot(s, s.current), K) },
  {
    name: 'passes',
    shape: [1],
    doc: 'the kingdoms that have passed in a row (4.4)',
    fill: (s, _seat, out, at) => {
      out[at] = s.passes;
    },
  },
  {
    name: 'cid-truce',
    shape: [K],
    doc: "one-hot of the kingdom under El Cid's Tregua this turn (10.2)",
    fill: (s, _seat, out, at) => oneHot(out, at, slot(s, s.cidTruce), K),
  },
  {
    name: 'task',
    shape: [TASKS.length],
    doc: `one-hot of the decision under way: ${TASKS.join(', ')} (4.3, 5.1.2-5.1.6, 10.2)`,
    fill: (s, _seat, out, at) => oneHot(out, at, TASKS.indexOf(top(s)?.t as (typeof TASKS)[number]), TASKS.length),
  },
  {
    name: 'to-move',
    shape: [K],
    doc: 'one-hot of the kingdom deciding now',
    fill: (s, _seat, out, at) => {
      const t = top(s);
      if (t !== undefined) oneHot(out, at, slot(s, t.t === 'round' ? s.current : t.who), K);
    },
  },
  { name: 'seat', shape: [K], doc: 'one-hot of the observing kingdom', fill: (_s, seat, out, at) => oneHot(out, at, KINGDOM_IDS.indexOf(seat as never), K) },
  { name: 'attack-area', shape: [A], doc: 'one-hot of the area attacked (5.1.1)', fill: (s, _seat, out, at) => oneHot(out, at, (attack(s)?.area ?? 0) - 1, A) },
  {
    name: 'attacker',
    shape: [K],
    doc: 'one-hot of the attacking kingdom',
    fill: (s, _seat, out, at) => oneHot(out, at, slot(s, attack(s)?.attacker ?? -1), K),
  },
  {
    name: 'defender',
    shape: [K + 1],
    doc: 'one-hot of the attacked area\'s owner, then "independent"',
    fill: (s, _seat, out, at) => {
      const t = attack(s);
      if (t !== null) oneHot(out, at, t.defender >= 0 ? slot(s, t.defender) : K, K + 1);
    },
  },
  {
    name: 'attack-event',
    shape: [C],
    doc: 'one-hot of the event card that made the attack (5.4)',
    fill: (s, _seat, out, at) => oneHot(out, at, attack(s)?.event ?? -1, C),
  },
  {
    name: 'troops',
    shape: [C],
    doc: "per card id: the attacker's face-down cards (Troops and Responses in one pile, 5.1.2) the seat knows",
    fill: (s, _seat, out, at) => cards(out, at, attack(s)?.down ?? []),
  },
  {
    name: 'troop-count',
    shape: [1],
    doc: 'how many cards the attacker put face down (their kinds stay secret until the reveal, 5.1.2)',
    fill: (s, _seat, out, at) => {
      out[at] = attack(s)?.down.length ?? 0;
    },
  },
  {
    name: 'responses',
    shape: [2, C],
    doc: "per side (attack, defence) and card id: the face-down Responses of the other kingdoms the seat knows (5.1.3-5.1.4; the attacker's own lie with its Troops, 5.1.2)",
    fill: (s, _seat, out, at) => {
      for (const r of attack(s)?.placed ?? []) if (r.card !== HIDDEN) out[at + (r.side === 'attack' ? 0 : C) + r.card] = 1;
    },
  },
  {
    name: 'response-count',
    shape: [2],
    doc: "per side (attack, defence): how many Responses the other kingdoms placed (the attacker's own are counted in `troop-count`)",
    fill: (s, _seat, out, at) => {
      for (const r of attack(s)?.placed ?? []) bump(out, at + (r.side === 'attack' ? 0 : 1));
    },
  },
  {
    name: 'garrisons',
    shape: [A],
    doc: 'per area: a garrison the defender spends, where the seat knows it (5.1.4)',
    fill: (s, _seat, out, at) => {
      for (const g of attack(s)?.garrisons ?? []) oneHot(out, at, g - 1, A);
    },
  },
  {
    name: 'garrison-count',
    shape: [1],
    doc: 'how many garrisons the defender spends',
    fill: (s, _seat, out, at) => {
      out[at] = attack(s)?.garrisons.length ?? 0;
    },
  },
]);

/** Taifa's encoding: the standard game and the El Cid solitaire. */
export const taifaEncoding: GameEncoding<S> = {
  game: 'taifa',
  format: 2,
  modes: [
    { name: 'standard', options: {}, solitaire: false, doc: 'six kingdoms, every one a seat (3)' },
    { name: 'el-cid', options: { scenario: 'el-cid' }, solitaire: true, doc: 'El Cid alone against the rule-driven kingdoms (10)' },
  ],
  modeOf: (options) =>
    options.scenario === 'el-cid' || (options.position as { scenario?: string } | undefined)?.scenario === 'el-cid' ? 'el-cid' : 'standard',
  ruleSeats: (s) => s.kingdoms.filter((k) => k.bot).map((k) => k.id),
  actions,
  observation,
  notes: [
    'Kingdoms take the slots of KINGDOM_IDS (castilla, catalanes, valencia, sevilla, badajoz, leon, almoravides, el-cid) in every scenario; a slot of a kingdom not at the table stays 0.',
    'An event is laid out by the kind of target its card takes: none, a kingdom, or an area.',
    "A kingdom played by a rule-driven bot (players option) acts through the single action 'bot'.",
  ],
};
