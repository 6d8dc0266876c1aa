/**
 * Mar y Acero's decision points (4.3.1, 4.3.2 I-V, 4.4.1 A-D, 4.4.2, 4.4.3, cards; 5.3 in
 * solitaire): where play stands, as a position writes it (`position.at`) and `marYAcero.decision`
 * names it. Areas by number 1-15, pieces by id (`'jinete-7'`, `'colon'`) or token (`'tama*'`), cards
 * by number. The common points are written alone, on their standard frames: the start of a turn
 * (`{ point: 'turn-start' }`), the secret choice of Event cards (`{ point: 'event-choice', seat }`,
 * 4.3.2 II: the Indigenous first, the Spanish first in solitaire) and an impulse (`{ point:
 * 'impulse', seat }`, 4.3.2 IV: each round the Indigenous first, then the Spanish). Any other moment
 * (inside an activation, a combat round, a card's effects) is written as every frame, bottom first.
 * @module
 */
import * as z from '../../core/schema.js';
import { definePoints, pointsOf, type AnyPoint, type Frame, type PointContext } from '../../core/index.js';
import { myaMachine } from './machine.js';
import { eventOrder, parseToken, tokenOf } from './position-at.js';
import type { MyaState, Piece, Task } from './state.js';
import { taskSchema } from './state-schema.js';

type Phase = Extract<Task, { t: 'phase' }>['phase'];
type Kind = Task['t'];

const side = z.enum(['spanish', 'indigenous']);
const token = z.string().check(z.minLength(1));

const { point } = pointsOf<MyaState, Task>();

/** The task's own fields as the state schema declares them, less `t`. */
function shapeOf(kind: Kind): z.Shape {
  const options = taskSchema.def.options as readonly z.ObjectType[];
  const option = options.find((o) => (o.shape.t as z.ValuesType<string>).values.includes(kind));
  if (option === undefined) throw new Error(`mar-y-acero: no task '${kind}'`);
  const { t: _t, ...rest } = option.shape;
  return rest;
}

/** A copy of a task's fields as plain JSON, less `t`. */
function fieldsOf(task: Task): Record<string, unknown> {
  const { t: _t, ...rest } = task;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

interface Doc {
  readonly phase: string;
  readonly rule: string;
  readonly decides: string | null;
  readonly what: string;
}

/** A point whose fields are its task's, numbers and ids as the rulebook prints them. */
function plain(kind: Kind, doc: Doc): AnyPoint<MyaState, Task> {
  return {
    task: kind,
    ...doc,
    fields: shapeOf(kind),
    write: (t) => fieldsOf(t),
    read: (f) => ({ t: kind, ...(JSON.parse(JSON.stringify(f)) as object) }) as Task,
  };
}

/** Reads piece tokens that must give their number (pieces drawn for a deployment). */
function piecesIn(tokens: readonly string[], field: string, ctx: PointContext): Piece[] {
  return tokens.map((tok, j) => {
    const p = parseToken(tok);
    if (typeof p === 'string') {
      ctx.problem(`${field}[${j}]`, p);
      return { id: tok, kind: 'peon', side: 'spanish', reduced: false };
    }
    if (p.number === null && tok.split('@')[0]!.replace('*', '') !== p.kind) ctx.problem(`${field}[${j}]`, `give the unit's number: '${p.kind}-7'`);
    const id = p.number === null ? p.kind : `${p.kind}-${p.number}`;
    return { id, kind: p.kind, side: p.side, reduced: p.reduced };
  });
}

const PHASES: readonly [string, Phase[], Doc][] = [
  ['set-up-end', ['setupDone'], { phase: 'set-up (4.1)', rule: '4.1', decides: null, what: 'the set-up is complete; turn 1 follows' }],
  [
    'turn-start',
    ['turn1', 'turnStart'],
    {
      phase: 'start of a turn (4.3.1, 4.3.2 I)',
      rule: '4.3',
      decides: null,
      what: 'the turn begins: turn 1 with its Destiny card and landing roll (4.3.1), turns 2-6 with the Destiny phase (4.3.2 I)',
    },
  ],
  ['turn-1-end', ['turn1Done'], { phase: 'turn 1 (4.3.1)', rule: '4.3.1', decides: null, what: 'the end of turn 1: turn 2 follows' }],
  ['destiny-phase', ['destiny'], { phase: 'Destiny phase (4.3.2 I)', rule: '4.3.2 I', decides: null, what: 'the Destiny card is turned and applied' }],
  [
    'conflict',
    ['conflict'],
    { phase: 'Destiny phase (4.3.2 I)', rule: '4.3.2 I', decides: null, what: 'the Indigenous conflict of a conflict turn is settled' },
  ],
  [
    'special-phase',
    ['special'],
    { phase: 'Special Solitaire phase (5.3.2)', rule: '5.3.2', decides: null, what: "the Nitayno's card of the turn is revealed and applied" },
  ],
  [
    'event-phase',
    ['event'],
    { phase: 'Event phase (4.3.2 II)', rule: '4.3.2 II', decides: null, what: 'the Event phase begins: each side will choose an Event card in secret' },
  ],
  ['event-reveal', ['reveal'], { phase: 'Event phase (4.3.2 II)', rule: '4.3.2 II', decides: null, what: 'both Event cards are revealed and applied' }],
  [
    'reinforcement-phase',
    ['reinforcement'],
    {
      phase: 'Replacement and Reinforcement phase (4.3.2 III)',
      rule: '4.3.2 III',
      decides: null,
      what: 'each side receives its replacement and reinforcement points',
    },
  ],
  [
    'impulse-phase',
    ['impulses'],
    { phase: 'Impulse phase (4.3.2 IV)', rule: '4.3.2 IV', decides: null, what: 'the next round of impulses begins while a side has impulses left' },
  ],
  ['last-impulse', ['lastImpulse'], { phase: 'Impulse phase (5.3.5)', rule: '5.3.5', decides: null, what: "the Nitayno's last impulse of turn 6" }],
  [
    'final-phase',
    ['final'],
    {
      phase: 'Final phase (4.3.2 V)',
      rule: '4.3.2 V',
      decides: null,
      what: 'the turn ends: Royal Support, Divine Grace/Yaya, Guacanagarí; after turn 6 the victory (4.6)',
    },
  ],
];

/** A phase's point: no fields; `turn-start` is turn 1's (4.3.1) or a later turn's (4.3.2 I) by the turn. */
function phasePoint(phases: readonly Phase[], doc: Doc): AnyPoint<MyaState, Task> {
  return point({
    task: 'phase',
    is: (t) => phases.includes(t.phase),
    ...doc,
    fields: {},
    write: () => ({}),
    read: (_f, _ctx, s) => ({ t: 'phase', phase: phases.length === 2 ? (s.turn === 1 ? 'turn1' : 'turnStart') : phases[0]! }),
  });
}

const phase = (name: string): Frame => ({ point: name });

/** Mar y Acero's documented decision points. */
export const myaPoints = definePoints<MyaState, Task>({
  game: 'Mar y Acero',
  pending: (s) => myaMachine.pending(s),
  points: {
    ...Object.fromEntries(PHASES.map(([name, phases, doc]) => [name, phasePoint(phases, doc)])),
    'card-effects': plain('effects', {
      phase: 'a card played (4.3.2 I-II, 5.3.2)',
      rule: '4.3.2',
      decides: null,
      what: "a card's effects run one after the other; effects: those still to run, first next, as the card's data lists them",
    }),
    'event-choice': point({
      task: 'chooseEvent',
      phase: 'Event phase (4.3.2 II)',
      rule: '4.3.2 II',
      decides: 'the side named by seat',
      what: 'a side chooses its Event card in secret',
      fields: { seat: side },
      write: (t) => ({ seat: t.seat }),
      read: (f) => ({ t: 'chooseEvent', seat: f.seat }),
      under: (f, s) => {
        if (s.turn === 1) return 'turn 1 (1492) has no Event phase (4.3.1)';
        if (s.played[f.seat] !== null) return `the ${f.seat} card is chosen already (played)`;
        const order = eventOrder(s.mode);
        const later = order.slice(order.indexOf(f.seat) + 1).filter((x) => s.played[x] === null);
        return [
          phase('final-phase'),
          phase('impulse-phase'),
          phase('reinforcement-phase'),
          phase('event-reveal'),
          ...later.reverse().map((x) => ({ point: 'event-choice', seat: x })),
        ];
      },
    }),
    deployment: point({
      task: 'deploy',
      phase: 'a deployment (4.3.2 II-III)',
      rule: '4.3.2 III',
      decides: 'the side named by seat',
      what: "a side places the units it drew, one at a time, by a card's tiers of areas or the reinforcement priorities; pieces: those still to place, as tokens",
      fields: { ...shapeOf('deploy'), pieces: z.array(token) },
      write: (t) => ({ ...fieldsOf(t), pieces: t.pieces.map(tokenOf) }) as never,
      read: (f, ctx) => ({ t: 'deploy', ...(JSON.parse(JSON.stringify(f)) as object), pieces: piecesIn(f.pieces, 'pieces', ctx) }) as never,
    }),
    'royal-scribes': plain('scribeOffer', {
      phase: 'Royal scribes (4.4.3)',
      rule: '4.4.3',
      decides: 'spanish',
      what: 'the Spanish may use Royal scribes in one of areas (empty: any area with a parchment and a scribe)',
    }),
    replacements: point({
      task: 'prr',
      phase: 'Replacement and Reinforcement phase (4.3.2 III)',
      rule: '4.3.2 III',
      decides: 'the side named by seat',
      what: 'a side spends its replacement and reinforcement points: a draw from a bag other than lastBag, or a flip; drawn: the units drawn so far, as tokens',
      fields: { ...shapeOf('prr'), drawn: z.array(token) },
      write: (t) => ({ ...fieldsOf(t), drawn: t.drawn.map(tokenOf) }) as never,
      read: (f, ctx) => ({ t: 'prr', ...(JSON.parse(JSON.stringify(f)) as object), drawn: piecesIn(f.drawn, 'drawn', ctx) }) as never,
    }),
    impulse: point({
      task: 'impulse',
      phase: 'Impulse phase (4.3.2 IV)',
      rule: '4.3.2 IV',
      decides: 'the side named by seat',
      what: 'a side activates an area, or the Spanish build (4.4.2)',
      fields: { seat: side },
      write: (t) => ({ seat: t.seat }),
      read: (f) => ({ t: 'impulse', seat: f.seat }),
      under: (f, s) => {
        if (s.turn === 1) return 'turn 1 (1492) has no Impulse phase (4.3.1)';
        // 4.3.2 IV: "La facción Indígena siempre va primero": the Spanish impulse of the round follows.
        return f.seat === 'indigenous'
          ? [phase('final-phase'), phase('impulse-phase'), { point: 'impulse', seat: 'spanish' }]
          : [phase('final-phase'), phase('impulse-phase')];
      },
    }),
    building: plain('build', {
      phase: 'Impulse phase (4.4.2)',
      rule: '4.4.2',
      decides: 'spanish',
      what: 'the Spanish build palisades (up to 3) or citadels (up to 2), left more in this impulse, built so far',
    }),
    activation: point({
      task: 'activation',
      phase: 'Impulse phase (4.4.1 A)',
      rule: '4.4.1 A',
      decides: 'the side named by seat',
      what: 'a side moves pieces out of the activated areas (open); left: by area number, the pieces that have left it in this activation (a piece never leaves an area twice)',
      fields: (() => {
        const { left: _left, facts: _facts, returned: _returned, ...rest } = shapeOf('activation');
        return {
          ...rest,
          left: z.record(z.string().check(z.regex(/^(?:[1-9]|1[0-5])$/, "an area number '1'-'15'")), z.array(z.string().check(z.minLength(1)))),
        };
      })(),
      write: (t) => {
        const { left, facts: _facts, returned: _returned, ...rest } = fieldsOf(t) as Extract<Task, { t: 'activation' }> & Record<string, unknown>;
        const byArea: Record<string, string[]> = {};
        left.forEach((ids, i) => {
          if (ids.length > 0) byArea[String(i + 1)] = ids.slice();
        });
        return { ...rest, left: byArea } as never;
      },
      // The map facts and the areas pieces came back to follow from the map: position-setup.ts fills them in.
      read: (f) => {
        const left: string[][] = Array.from({ length: 15 }, () => []);
        for (const [key, ids] of Object.entries(f.left)) left[Number(key) - 1] = ids.slice();
        return { t: 'activation', ...(JSON.parse(JSON.stringify(f)) as object), left, facts: null, returned: 0 } as never;
      },
    }),
    'fight-order': plain('fightOrder', {
      phase: 'Impulse phase (4.4.1 B)',
      rule: '4.4.1 B',
      decides: 'the side named by seat',
      what: 'after a movement, the moving side chooses which combat (areas) to resolve next',
    }),
    combat: plain('combat', {
      phase: 'combat (4.4.1 B)',
      rule: '4.4.1 B',
      decides: 'the attacker (a) at the A stages, the defender (d) at the D stages',
      what: 'a combat in an area, round by round; stage: the next step of the round (commit, swap, roll, Divine Grace/Yaya, hits, withdrawal); ca/cd: the fighters committed by attacker and defender; diceA/diceD: their dice; hitsOnA/hitsOnD: hits still to take',
    }),
    incursion: plain('incursion', {
      phase: 'Impulse phase (4.4.1 D)',
      rule: '4.4.1 D',
      decides: 'the side named by seat',
      what: "an incursion from the activated area (origin) into an adjacent one (target): the attempt's roll, Divine Grace/Yaya, a second attempt",
    }),
    'gold-search': plain('gold', {
      phase: 'gold searches (4.4.1 C)',
      rule: '4.4.1 C',
      decides: 'spanish (Divine Grace only)',
      what: "a gold search in each area the Spanish conquered, on the Destiny card's table; areas: those still to search, the current first",
    }),
    settlement: plain('settle', {
      phase: 'after every resolution (4.2)',
      rule: '4.2',
      decides: null,
      what: 'control, the VP marker, palisades and citadels, Anacaona, gold searches due, annihilation are brought up to date',
    }),
    'unit-losses': plain('lose', {
      phase: 'a card (3, 34, 35)',
      rule: 'cards 3, 34, 35',
      decides: 'spanish',
      what: 'the Spanish remove count units of a bag, one at a time (card 3: nearest to Colón first)',
    }),
    'remove-tainos': plain('removeTainos', {
      phase: 'a card (10)',
      rule: 'card 10',
      decides: 'spanish',
      what: 'the Spanish remove up to left more Taínos of the area, one at a time, or stop',
    }),
    conversion: plain('convert', {
      phase: 'a card (27)',
      rule: 'card 27',
      decides: 'indigenous',
      what: 'the Indigenous choose the unit of the area that becomes a settler',
    }),
    evacuation: plain('evacuate', {
      phase: 'a card (28)',
      rule: 'card 28',
      decides: 'indigenous',
      what: 'the Indigenous pieces leave the area, which turns Spanish; then soldiers hold it',
    }),
    choice: plain('choose', {
      phase: 'a card or rule',
      rule: '4.3',
      decides: 'the side named by seat',
      what: 'a choice a card or a rule leaves to a side (purpose), among options (area numbers, 0 for no; or 0/1)',
    }),
  },
});
