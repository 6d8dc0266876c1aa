/** 4.1 Set-up, and the options of the game. */
import * as z from '../../core/schema.js';
import {
  createRng,
  parseOrThrow,
  recordingLog,
  SILENT,
  stepDice,
  type Dice,
  type DieRoll,
  type EventLog,
  type StepContext,
  type StepResult,
} from '../../core/index.js';
import { bagCount, bagsCopy, bagsWith, drawRoll, newPiece, rollFromBag } from './bags.js';
import { AREAS } from './data/areas.js';
import { DESTINY_CARDS, EVENT_CARDS, TURN1_CARDS } from './data/cards.js';
import { PIECES, UNIT_KINDS, type Bag, type UnitKind } from './data/units.js';
import { ROYAL_SUPPORT } from './data/tables.js';
import { patchState } from './phase-state.js';
import { withRng } from './tasks.js';
import { myaMachine } from './machine.js';
import { nitaynoSetup } from './nitayno/index.js';
import { MYA_FORMAT, type AreaState, type MyaState, type Piece } from './state.js';
import { myaPositionSchema, type MyaPosition } from './position-schema.js';
import { stateFromPosition } from './position-setup.js';

/** Options of `marYAcero.setup`: the seed, the mode and, in solitaire, the difficulty (4.1, 5.4). */
export interface MyaOptions {
  /** Any string: the same seed and the same actions always give the same game. */
  readonly seed: string;
  /** 'two-player' (the default), or 'solitaire': the player is Spanish, the Indigenous seat is the Nitayno (rule 5). */
  readonly mode?: 'two-player' | 'solitaire';
  /** Solitaire difficulty (5.4): 0, 1 Gobernador del Caribe, 2 Virrey de las Indias. */
  readonly level?: 0 | 1 | 2;
  /** The optional rules in play (4.1 step 16); none by default. */
  readonly optionalRules?: {
    /** 4.1 step 16: card 40, Testamento de Colón. */
    readonly testament?: boolean;
  };
  /**
   * A position to start from, written as data (position-schema.ts `MyaPosition`): what it omits
   * comes from the standard set-up of its mode with the seed. Its `mode`, `level` and
   * `optionalRules` are the game's (the options' own, if given too, must agree).
   */
  readonly position?: MyaPosition;
}

/** The schema of {@link MyaOptions} (typed by it); a `level` other than 0 needs `mode: 'solitaire'`. */
export const myaOptionsSchema = z
  .strictObject({
    seed: z.string({ error: 'seed must be a string' }),
    mode: z.optional(z.enum(['two-player', 'solitaire'])),
    level: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2)])),
    optionalRules: z.optional(z.strictObject({ testament: z.optional(z.boolean()) })),
    position: z.optional(myaPositionSchema),
  })
  .check(
    z.superRefine((o, ctx) => {
      const p = o.position;
      if (p !== undefined) {
        if (o.mode !== undefined && p.mode !== undefined && o.mode !== p.mode)
          ctx.addIssue({ code: 'custom', path: ['mode'], message: `the position's mode is '${p.mode}'` });
        if (o.level !== undefined && p.level !== undefined && o.level !== p.level)
          ctx.addIssue({ code: 'custom', path: ['level'], message: `the position's level is ${p.level}` });
        if (p.level !== undefined && p.level !== 0 && (p.mode ?? o.mode) !== 'solitaire') {
          ctx.addIssue({ code: 'custom', path: ['position', 'level'], message: 'a difficulty level (5.4) applies only to the solitaire mode' });
        }
      }
      if (o.level !== undefined && o.level !== 0 && o.mode !== 'solitaire') {
        ctx.addIssue({ code: 'custom', path: ['level'], message: 'a difficulty level (5.4) applies only to the solitaire mode' });
      }
    }),
  ) as unknown as z.Type<MyaOptions>;

/** 4.1: every counter in its bag. */
const FULL_BAGS: Readonly<Record<UnitKind, number>> = bagsCopy(Object.fromEntries(UNIT_KINDS.map((k) => [k, PIECES[k].count])) as Record<UnitKind, number>);

const ids = <T extends { id: number }>(cards: readonly T[]): number[] => cards.map((c) => c.id);

/** Builds the position of 4.1 and plays on to the first decision (the landing of turn 1 needs none). */
export function setupWith(options: MyaOptions, override?: Dice): MyaState {
  return build(options, override, SILENT);
}

/** `setupWith` with the events of the set-up draws and of turn 1 up to the first decision (the landing roll, 4.3.1 III). */
export function startWith(options: MyaOptions, override?: Dice): StepResult<MyaState> {
  const log = recordingLog();
  const state = build(options, override, log);
  return { state, events: log.events };
}

function build(options: MyaOptions, override: Dice | undefined, log: EventLog): MyaState {
  const parsed = parseOrThrow(myaOptionsSchema, options, 'options');
  const p = parsed.position;
  // A position's mode, level and optional rules are the game's.
  const o: MyaOptions =
    p === undefined
      ? parsed
      : {
          seed: parsed.seed,
          mode: p.mode ?? parsed.mode ?? 'two-player',
          level: p.level ?? parsed.level ?? 0,
          optionalRules: { testament: p.optionalRules?.testament ?? parsed.optionalRules?.testament ?? false },
        };
  // The dice only read the seeded state: the state may share it.
  const rng = createRng(o.seed);
  // A position's omitted fields are dealt by the seed alone: `override` rolls only the steps
  // played from the position (a forced weather or PRR roll is not spent on the set-up's draws).
  const dice = stepDice(rng, p === undefined ? override : undefined);
  // The standard set-up's own events only when it is the game's (a position replaces it).
  const baseLog = p === undefined ? log : SILENT;
  const ctx: StepContext = { dice, log: baseLog };
  let bags = bagsCopy(FULL_BAGS);
  // The shuffles in the order of the state's fields (turn 1 deck, Destiny deck, the two hands).
  const turn1Deck = dice.shuffle(ids(TURN1_CARDS));
  const destinyDeck = dice.shuffle(ids(DESTINY_CARDS));
  const spanishHand = dice
    .shuffle(ids(EVENT_CARDS.filter((c) => c.side === 'spanish')))
    .slice(0, 5)
    .sort((a, b) => a - b);
  // 5.2 (11): in solitaire the Nitayno keeps no hand; its deck lives in state.solitaire.
  const indigenousHand =
    o.mode === 'solitaire'
      ? []
      : dice
          .shuffle(ids(EVENT_CARDS.filter((c) => c.side === 'indigenous')))
          .slice(0, 5)
          .sort((a, b) => a - b);
  // The draws of 4.1 (the same picks as board.ts `drawFromBag`), into the bags and map built here.
  let nextId = 1;
  // The roll of the last draw (4.2: a die with one face per counter), for its event.
  let lastRoll: DieRoll | null = null;
  const draw = (bag: Bag): Piece | null => {
    const r = rollFromBag(bags, bag, dice);
    if (r === null) return null;
    lastRoll = drawRoll(bag, r.value, r.faces);
    bags = bagsWith(bags, r.kind, bagCount(bags, r.kind) - 1);
    return newPiece(r.kind, nextId++);
  };
  // 4.1 step 3: one Indigenous unit in each area, of the area's colour (d6 where both: odd Carib, even Taíno).
  const map: AreaState[] = [];
  for (const a of AREAS) {
    const die = a.setupColour === 'both' ? dice.d6() : null;
    const bag = die === null ? (a.setupColour as 'taino' | 'carib') : die % 2 === 1 ? 'carib' : 'taino';
    const piece = draw(bag);
    map.push({ pieces: piece === null ? [] : [piece], parchment: a.twoVp, palisade: false, citadel: false, anacaona: null });
    if (baseLog.on && piece !== null && lastRoll !== null) {
      const drawn: DieRoll = lastRoll;
      baseLog.push({
        type: 'setup-unit',
        rule: '4.1',
        area: a.id,
        piece: piece.id,
        text: `Area ${a.id}: ${PIECES[piece.kind].name} ${piece.id} drawn from the ${bag} bag (${drawn.die}: ${drawn.value})${die === null ? '' : ` (the area shows both colours: d6 ${die}, ${die % 2 === 1 ? 'odd: Carib' : 'even: Taíno'})`}`,
        rolls: die === null ? [drawn] : [{ die: 'd6', value: die, for: `people of area ${a.id}` }, drawn],
        modifiers: [],
      });
    }
  }
  // 4.1 step 4: Colón and three random soldiers beside the ships.
  const ships: Piece[] = [{ id: 'colon', kind: 'colon', side: 'spanish', reduced: false }];
  const shipRolls: DieRoll[] = [];
  for (let i = 0; i < 3; i++) {
    const piece = draw('soldier');
    if (piece !== null && lastRoll !== null) {
      ships.push(piece);
      shipRolls.push(lastRoll);
    }
  }
  let s: MyaState = {
    game: 'mar-y-acero',
    format: MYA_FORMAT,
    rng,
    mode: o.mode ?? 'two-player',
    level: o.level ?? 0,
    testamentRule: o.optionalRules?.testament ?? false,
    turn: 1,
    vp: 0,
    royalSupport: ROYAL_SUPPORT.start,
    grace: { side: 'spanish', usedWindow: false, usedTurn: false },
    impulses: { spanish: 0, indigenous: 0 },
    destiny: null,
    turn1Deck,
    destinyDeck,
    hands: { spanish: spanishHand, indigenous: indigenousHand },
    played: { spanish: null, indigenous: null },
    restriction: 'none',
    revealed: false,
    map,
    bags,
    colon: 'ships',
    offMap: ships,
    leadersOut: [],
    control: AREAS.map(() => 'indigenous' as const),
    testament: null,
    nextId,
    tasks: [{ t: 'phase', phase: 'turn1' }],
    solitaire: null,
    result: null,
  };
  if (baseLog.on) {
    baseLog.push({
      type: 'setup-ships',
      rule: '4.1',
      text: `Beside the ships: ${ships.map((p) => `${PIECES[p.kind].name} ${p.id}`).join(', ')} (the soldiers drawn at random, 4.2)`,
      rolls: shipRolls,
      modifiers: [],
    });
  }
  if (s.mode === 'solitaire') s = patchState(s, { solitaire: nitaynoSetup(s, ctx) });
  if (p !== undefined) {
    s = stateFromPosition(s, p);
    const played = override === undefined ? dice : stepDice(dice.rng(), override);
    s = myaMachine.advance(s, { dice: played, log });
    return withRng(s, played.rng());
  }
  s = myaMachine.advance(s, ctx);
  return withRng(s, dice.rng());
}
