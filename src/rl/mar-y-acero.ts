/**
 * Mar y Acero's encoding for learning: its action space (every decision of 4.3-4.5 and 5) and its
 * observation planes (the 15 areas and their pieces 2, the hands and decks 4.3.2, the impulse and
 * the combat under way 4.4-4.5, the Nitayno's card 5.3). A piece's id grows with the game
 * (`jinete-3`), so an action names a piece by what it is: its kind, whether reduced, and its area
 * (0 when off the map); pieces alike in all three are interchangeable and share one index.
 */
import { HIDDEN } from '../core/index.js';
import type { MyaState, Piece } from '../games/mar-y-acero/state.js';
import { PIECE_KINDS, UNIT_KINDS } from '../games/mar-y-acero/data/units.js';
import { REROLL_DICE } from '../games/mar-y-acero/actions.js';
import type { GameEncoding } from './encoding.js';
import { bump, layout, oneHot, planes, valuesField, type ActionField, type Plane } from './space.js';

type S = MyaState;
const AREAS = 15;
const KINDS = PIECE_KINDS.length;
const CARDS = 64;
const SIDES = ['spanish', 'indigenous'] as const;
const AREA_NUMBERS = Array.from({ length: AREAS }, (_, i) => i + 1);
const kindOf = new Map<string, number>(PIECE_KINDS.map((k, i) => [k, i]));

/** Where piece `id` is: its record and its area (1-15), or 0 for a piece off the map (being deployed, drawn, set aside). */
function findPiece(s: S, id: string): { piece: Piece; area: number } | null {
  for (let a = 0; a < s.map.length; a++) for (const p of s.map[a]!.pieces) if (p.id === id) return { piece: p, area: a + 1 };
  for (const t of s.tasks) {
    const list = t.t === 'deploy' ? t.pieces : t.t === 'prr' ? t.drawn : [];
    for (const p of list) if (p.id === id) return { piece: p, area: 0 };
  }
  for (const p of s.offMap) if (p.id === id) return { piece: p, area: 0 };
  return null;
}
const token = (p: Piece): number => (kindOf.get(p.kind) ?? -1) * 2 + (p.reduced ? 1 : 0);
const tokenLabel = (k: number): string => `${PIECE_KINDS[k >> 1]}${k & 1 ? '(reduced)' : ''}`;

/** A piece by kind, strength and area: `(kind * 2 + reduced) * 16 + area`. */
const piece = (name: string): ActionField<S> => ({
  name,
  size: KINDS * 2 * (AREAS + 1),
  code: (s, a) => {
    const found = findPiece(s, a[name] as string);
    return found === null ? -1 : token(found.piece) * (AREAS + 1) + found.area;
  },
  label: (k) => `${tokenLabel(Math.floor(k / (AREAS + 1)))}@${k % (AREAS + 1) || 'off-map'}`,
});
/** A piece by kind and strength only, where its area is the decision's own (deployment, a combat's swap). */
const pieceKind = (name: string): ActionField<S> => ({
  name,
  size: KINDS * 2,
  code: (s, a) => {
    const found = findPiece(s, a[name] as string);
    return found === null ? -1 : token(found.piece);
  },
  label: tokenLabel,
});
const area = (name: string): ActionField<S> => valuesField(name, AREA_NUMBERS);
const rerollKey = REROLL_DICE.map((d) => d.join(','));
const rerollDice: ActionField<S> = {
  name: 'dice',
  size: REROLL_DICE.length,
  code: (_s, a) => (Array.isArray(a.dice) ? rerollKey.indexOf(a.dice.join(',')) : -1),
  label: (k) => `[${rerollKey[k]}]`,
};

const actions = layout<S>([
  ...['bot', 'pass', 'end-move', 'no-swap', 'stay', 'again', 'stop', 'build-done'].map((type) => ({ type, fields: [] })),
  {
    type: 'event',
    fields: [
      valuesField<S>(
        'card',
        Array.from({ length: 16 }, (_, i) => i + 1),
      ),
    ],
  },
  { type: 'place', fields: [pieceKind('piece'), area('area')] },
  { type: 'scribe', fields: [area('area')] },
  { type: 'draw', fields: [valuesField<S>('bag', ['soldier', 'settler', 'taino', 'carib', 'rebel'])] },
  { type: 'flip', fields: [piece('piece')] },
  { type: 'activate', fields: [area('area')] },
  { type: 'build', fields: [valuesField<S>('what', ['palisade', 'citadel'])] },
  { type: 'build-at', fields: [area('area')] },
  { type: 'move', fields: [piece('piece'), area('to')] },
  { type: 'pay-naval', fields: [area('area'), piece('piece')] },
  { type: 'incursion', fields: [area('target')] },
  { type: 'fight', fields: [area('area')] },
  { type: 'commit', fields: [piece('piece')] },
  { type: 'swap', fields: [pieceKind('out'), pieceKind('in')] },
  { type: 'hit', fields: [piece('piece')] },
  { type: 'withdraw', fields: [piece('piece'), area('to')] },
  { type: 'grace', when: (a) => a.use === 'none', fields: [], note: 'no Gracia de Dios' },
  { type: 'grace', when: (a) => a.use === 'minus', fields: [valuesField<S>('die', [1, 2, 3])], note: 'one die of the enemy minus one' },
  { type: 'grace', when: (a) => a.use === 'reroll', fields: [rerollDice], note: 'some dice re-rolled' },
  {
    type: 'choose',
    fields: [
      valuesField<S>(
        'option',
        Array.from({ length: 16 }, (_, i) => i),
      ),
    ],
  },
]);

const TASKS = [
  'phase',
  'effects',
  'chooseEvent',
  'deploy',
  'scribeOffer',
  'prr',
  'impulse',
  'build',
  'activation',
  'fightOrder',
  'combat',
  'incursion',
  'gold',
  'settle',
  'lose',
  'removeTainos',
  'convert',
  'evacuate',
  'choose',
] as const;
const PHASES = [
  'setupDone',
  'turn1',
  'turn1Done',
  'turnStart',
  'destiny',
  'conflict',
  'special',
  'event',
  'reveal',
  'reinforcement',
  'impulses',
  'lastImpulse',
  'final',
] as const;
const STAGES = [
  'start',
  'commitA',
  'commitD',
  'swapA',
  'swapD',
  'rollA',
  'graceA',
  'rollD',
  'graceD',
  'hitsA',
  'hitsD',
  'withdrawD',
  'withdrawA',
  'end',
] as const;
const top = (s: S) => s.tasks[s.tasks.length - 1];
const combat = (s: S) => {
  for (let i = s.tasks.length - 1; i >= 0; i--) if (s.tasks[i]!.t === 'combat') return s.tasks[i] as Extract<S['tasks'][number], { t: 'combat' }>;
  return null;
};
const countKinds = (out: Float32Array, at: number, pieces: readonly Piece[]): void => {
  for (const p of pieces) bump(out, at + token(p));
};
const cards = (out: Float32Array, at: number, list: readonly number[]): void => {
  for (const c of list) if (c !== HIDDEN && c >= 0 && c < CARDS) bump(out, at + c);
};
const scalar = (name: string, doc: string, value: (s: S) => number): Plane<S> => ({
  name,
  shape: [1],
  doc,
  fill: (s, _seat, out, at) => {
    out[at] = value(s);
  },
});
const sideHot = (name: string, doc: string, value: (s: S, seat: string) => string | null | undefined): Plane<S> => ({
  name,
  shape: [2],
  doc,
  fill: (s, seat, out, at) => oneHot(out, at, SIDES.indexOf(value(s, seat) as never), 2),
});

const observation = planes<S>([
  {
    name: 'pieces',
    shape: [AREAS, KINDS, 2],
    doc: `per area (1-15), piece kind (${PIECE_KINDS.join(', ')}) and strength (full, reduced): how many pieces stand there`,
    fill: (s, _seat, out, at) => {
      for (const [i, a] of s.map.entries()) countKinds(out, at + i * KINDS * 2, a.pieces);
    },
  },
  {
    name: 'area-marks',
    shape: [AREAS, 7],
    doc: 'per area: parchment, palisade, citadel, Anacaona Spanish, Anacaona Indigenous, controlled by the Spanish, by the Indigenous side',
    fill: (s, _seat, out, at) =>
      s.map.forEach((a, i) => {
        const o = at + i * 7;
        out[o] = a.parchment ? 1 : 0;
        out[o + 1] = a.palisade ? 1 : 0;
        out[o + 2] = a.citadel ? 1 : 0;
        oneHot(out, o + 3, SIDES.indexOf(a.anacaona as never), 2);
        oneHot(out, o + 5, SIDES.indexOf(s.control[i] as never), 2);
      }),
  },
  {
    name: 'off-map',
    shape: [KINDS, 2],
    doc: 'per kind and strength: pieces set aside off the map',
    fill: (s, _seat, out, at) => countKinds(out, at, s.offMap),
  },
  {
    name: 'bags',
    shape: [UNIT_KINDS.length],
    doc: `per unit kind (${UNIT_KINDS.join(', ')}): the counters left in the bags`,
    fill: (s, _seat, out, at) => {
      for (const [i, k] of UNIT_KINDS.entries()) out[at + i] = s.bags[k];
    },
  },
  {
    name: 'hand',
    shape: [CARDS],
    doc: "per card number: the Event cards in the observing side's hand (4.3.2 II)",
    fill: (s, seat, out, at) => cards(out, at, (s.hands as Record<string, readonly number[]>)[seat] ?? []),
  },
  {
    name: 'hand-sizes',
    shape: [2],
    doc: 'per side (Spanish, Indigenous): the cards in its hand',
    fill: (s, _seat, out, at) => {
      for (const [i, d] of SIDES.entries()) out[at + i] = s.hands[d].length;
    },
  },
  {
    name: 'played',
    shape: [2, CARDS + 1],
    doc: 'per side: one-hot of the Event card it chose, the last column for a choice still secret',
    fill: (s, _seat, out, at) =>
      SIDES.forEach((d, i) => {
        const c = s.played[d];
        if (c !== null) oneHot(out, at + i * (CARDS + 1), c === HIDDEN ? CARDS : c, CARDS + 1);
      }),
  },
  { name: 'destiny', shape: [CARDS], doc: "one-hot of this turn's Destiny card (4.3.1)", fill: (s, _seat, out, at) => oneHot(out, at, s.destiny ?? -1, CARDS) },
  {
    name: 'destiny-deck',
    shape: [CARDS],
    doc: 'per card number: the cards left in the Destiny and turn-1 decks (their contents are known)',
    fill: (s, _seat, out, at) => (cards(out, at, s.destinyDeck), cards(out, at, s.turn1Deck)),
  },
  scalar('turn', 'the turn (4)', (s) => s.turn),
  scalar('vp', 'the victory-point track (3)', (s) => s.vp),
  scalar('royal-support', 'the royal support track', (s) => s.royalSupport),
  {
    name: 'impulses',
    shape: [2],
    doc: 'per side: impulses left this turn (4.4)',
    fill: (s, _seat, out, at) => {
      out[at] = s.impulses.spanish;
      out[at + 1] = s.impulses.indigenous;
    },
  },
  scalar('revealed', '1 once the chosen Event cards are revealed', (s) => (s.revealed ? 1 : 0)),
  scalar('testament', "the Testament card's number, 0 for none", (s) => s.testament ?? 0),
  {
    name: 'grace',
    shape: [4],
    doc: 'Gracia de Dios (4.5): held by the Spanish, by the Indigenous side, used this window, used this turn',
    fill: (s, _seat, out, at) => {
      oneHot(out, at, SIDES.indexOf(s.grace.side), 2);
      out[at + 2] = s.grace.usedWindow ? 1 : 0;
      out[at + 3] = s.grace.usedTurn ? 1 : 0;
    },
  },
  {
    name: 'restriction',
    shape: [3],
    doc: "one-hot of this turn's restriction: none, noNaval, broma",
    fill: (s, _seat, out, at) => oneHot(out, at, ['none', 'noNaval', 'broma'].indexOf(s.restriction), 3),
  },
  {
    name: 'colon',
    shape: [5],
    doc: 'one-hot of where Colón is: ships, map, prison, aside, eliminated',
    fill: (s, _seat, out, at) => oneHot(out, at, ['ships', 'map', 'prison', 'aside', 'eliminated'].indexOf(s.colon), 5),
  },
  {
    name: 'leaders-out',
    shape: [KINDS],
    doc: 'per piece kind: 1 for a leader out of the game',
    fill: (s, _seat, out, at) => {
      for (const k of s.leadersOut) oneHot(out, at, kindOf.get(k) ?? -1, KINDS);
    },
  },
  {
    name: 'phase',
    shape: [PHASES.length],
    doc: `one-hot of the phase under way: ${PHASES.join(', ')}`,
    fill: (s, _seat, out, at) => {
      for (let i = s.tasks.length - 1; i >= 0; i--) {
        const t = s.tasks[i]!;
        if (t.t === 'phase') return oneHot(out, at, PHASES.indexOf(t.phase), PHASES.length);
      }
    },
  },
  {
    name: 'task',
    shape: [TASKS.length],
    doc: `one-hot of the decision under way: ${TASKS.join(', ')}`,
    fill: (s, _seat, out, at) => oneHot(out, at, TASKS.indexOf(top(s)?.t as never), TASKS.length),
  },
  sideHot('to-move', 'one-hot of the side deciding now (none between decisions)', (s) => (top(s) as { seat?: string } | undefined)?.seat),
  sideHot('seat', 'one-hot of the observing side', (_s, seat) => seat),
  {
    name: 'task-area',
    shape: [AREAS],
    doc: 'one-hot of the area the decision is about: a combat, the activated area, an incursion target, a removal, a conversion or evacuation',
    fill: (s, _seat, out, at) => {
      const t = top(s) as { area?: number | null; origin?: number; target?: number } | undefined;
      oneHot(out, at, (t?.area ?? t?.target ?? t?.origin ?? 0) - 1, AREAS);
    },
  },
  {
    name: 'deploying',
    shape: [KINDS, 2],
    doc: 'per kind and strength: the pieces being deployed or just drawn',
    fill: (s, _seat, out, at) => {
      const t = top(s);
      if (t?.t === 'deploy') countKinds(out, at, t.pieces);
      if (t?.t === 'prr') countKinds(out, at, t.drawn);
    },
  },
  {
    name: 'choose-options',
    shape: [16],
    doc: 'per option number: 1 for the options a choose decision offers',
    fill: (s, _seat, out, at) => {
      const t = top(s);
      if (t?.t === 'choose') for (const o of t.options) oneHot(out, at, o, 16);
    },
  },
  {
    name: 'combat-stage',
    shape: [STAGES.length],
    doc: `one-hot of the combat's stage (4.5): ${STAGES.join(', ')}`,
    fill: (s, _seat, out, at) => oneHot(out, at, STAGES.indexOf(combat(s)?.stage as never), STAGES.length),
  },
  {
    name: 'combat',
    shape: [10],
    doc: "the combat's round, hits on the attacker and on the defender, the attacker's three dice, the defender's three, and its naval payment",
    fill: (s, _seat, out, at) => {
      const c = combat(s);
      if (c === null) return;
      out[at] = c.round;
      out[at + 1] = c.hitsOnA;
      out[at + 2] = c.hitsOnD;
      for (const [i, d] of c.diceA.slice(0, 3).entries()) out[at + 3 + i] = d;
      for (const [i, d] of c.diceD.slice(0, 3).entries()) out[at + 6 + i] = d;
      out[at + 9] = c.navalPaid ? 1 : 0;
    },
  },
  {
    name: 'committed',
    shape: [2, KINDS, 2],
    doc: 'per combat side (attacker, defender), kind and strength: the pieces committed (4.5)',
    fill: (s, _seat, out, at) => {
      const c = combat(s);
      if (c === null) return;
      for (const [side, ids] of [c.ca, c.cd].entries()) {
        for (const id of ids) {
          const found = findPiece(s, id);
          if (found !== null) bump(out, at + side * KINDS * 2 + token(found.piece));
        }
      }
    },
  },
  {
    name: 'nitayno-card',
    shape: [CARDS],
    doc: "one-hot of the Nitayno's card this turn (5.3.2)",
    fill: (s, _seat, out, at) => oneHot(out, at, s.solitaire?.card ?? -1, CARDS),
  },
  {
    name: 'nitayno-target',
    shape: [AREAS],
    doc: 'one-hot of the area under the Objetivo marker (5.2)',
    fill: (s, _seat, out, at) => oneHot(out, at, (s.solitaire?.target ?? 0) - 1, AREAS),
  },
]);

/** Mar y Acero's encoding: the two-player game and the solitaire against the Nitayno. */
export const marYAceroEncoding: GameEncoding<S> = {
  game: 'mar-y-acero',
  format: 1,
  modes: [
    { name: 'two-player', options: {}, solitaire: false, doc: 'the Spanish against the Indigenous side, both seats (4)' },
    {
      name: 'solitaire',
      options: { mode: 'solitaire' },
      solitaire: true,
      doc: 'the Spanish alone against the Nitayno, the rule-driven Indigenous side (5); level 0-2 chooses its difficulty',
    },
  ],
  modeOf: (options) => (options.mode === 'solitaire' || (options.position as { mode?: string } | undefined)?.mode === 'solitaire' ? 'solitaire' : 'two-player'),
  ruleSeats: (s) => (s.mode === 'solitaire' ? ['indigenous'] : []),
  actions,
  observation,
  notes: [
    'A piece is named by its kind, its strength (full or reduced) and its area (0 off the map): piece codes are (kind * 2 + reduced) * 16 + area; a deployed piece (place) and a swap name kind and strength only.',
    'Pieces alike in kind, strength and area share one index: actionFromIndex gives the first of them in the legal list.',
    'Cards are numbered as in the state (Event cards 1-16, Destiny and Nitayno cards above); card planes have 64 columns.',
  ],
};
