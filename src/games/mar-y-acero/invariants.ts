/**
 * Mar y Acero's invariants (contract: `validate`), checked after the state's schema: each card in
 * one place (4.1 set-up decks and hands, 4.3.2 I-II, rule 5's decks), each counter in one place
 * and the counter mix kept (4.2 bags: an eliminated unit goes back to its bag, a leader leaves the
 * game), Colón's box (4.1 step 4, cards 14, 16, 38), the VP marker as control gives it (4.4.1 B),
 * the decision stack against the phase and the end (4.3, 4.6), and the solitaire part (rule 5).
 * Each problem names its path from `state` and says what is wrong.
 * @module
 */
import type { ValidationProblem } from '../../core/index.js';
import { AREAS } from './data/areas.js';
import { PIECES, UNIT_KINDS, type PieceKind, type UnitKind } from './data/units.js';
import { VP_MAX } from './data/tables.js';
import { readMoveFacts, returnedAreas } from './move-facts.js';
import { stackShapeProblems } from './stack-shape.js';
import type { MyaState, Piece, Task } from './state.js';

/** A piece of the state and where it lies, as a path from `state`. */
export interface PlacedPiece {
  /** The piece. */
  readonly piece: Piece;
  /** Its path from the state: `state.map[2].pieces[1]`, `state.offMap[0]`, `state.tasks[4].pieces[0]`. */
  readonly path: string;
  /** Its area, 1-15, on the map; null off it. */
  readonly area: number | null;
}

/** Every piece of the state: on the map, off it, and held by a task (drawn, not yet deployed). */
export function placedPieces(s: MyaState): PlacedPiece[] {
  const out: PlacedPiece[] = [];
  for (const [i, a] of s.map.entries()) for (const [j, piece] of a.pieces.entries()) out.push({ piece, path: `state.map[${i}].pieces[${j}]`, area: i + 1 });
  for (const [j, piece] of s.offMap.entries()) out.push({ piece, path: `state.offMap[${j}]`, area: null });
  s.tasks.forEach((t, i) => {
    if (t.t === 'deploy') for (const [j, piece] of t.pieces.entries()) out.push({ piece, path: `state.tasks[${i}].pieces[${j}]`, area: null });
    if (t.t === 'prr') for (const [j, piece] of t.drawn.entries()) out.push({ piece, path: `state.tasks[${i}].drawn[${j}]`, area: null });
  });
  return out;
}

/** The cards a place may hold (data/cards.ts, data/nitayno-cards.ts). */
const RANGES = {
  turn1: [17, 19],
  destiny: [20, 39],
  spanishEvent: [9, 16],
  indigenousEvent: [1, 8],
  nitaynoTurn2: [41, 43],
  nitaynoLater: [44, 52],
  nitayno: [41, 52],
} as const satisfies Record<string, readonly [number, number]>;

type Range = keyof typeof RANGES;

function rangeText(r: Range): string {
  const [lo, hi] = RANGES[r];
  return `${lo}-${hi}`;
}

/** 4.2: a unit's id is its kind and its draw number; a leader's id is its kind. */
const UNIT_ID = /^([a-z]+)-(\d+)$/;

function cardProblems(s: MyaState, out: ValidationProblem[]): void {
  const seen = new Map<number, string>();
  const put = (card: number | null, path: string, range: Range): void => {
    if (card === null) return;
    const [lo, hi] = RANGES[range];
    if (card < lo || card > hi) out.push({ path, message: `card ${card} cannot be here: this place holds cards ${rangeText(range)}` });
    const before = seen.get(card);
    if (before !== undefined) out.push({ path, message: `card ${card} is also at ${before}: every card is in one place` });
    else seen.set(card, path);
  };
  for (const [i, c] of s.turn1Deck.entries()) put(c, `state.turn1Deck[${i}]`, 'turn1');
  for (const [i, c] of s.destinyDeck.entries()) put(c, `state.destinyDeck[${i}]`, 'destiny');
  if (s.destiny !== null) put(s.destiny, 'state.destiny', s.turn === 1 ? 'turn1' : 'destiny');
  for (const [i, c] of s.hands.spanish.entries()) put(c, `state.hands.spanish[${i}]`, 'spanishEvent');
  for (const [i, c] of s.hands.indigenous.entries()) put(c, `state.hands.indigenous[${i}]`, 'indigenousEvent');
  put(s.played.spanish, 'state.played.spanish', 'spanishEvent');
  put(s.played.indigenous, 'state.played.indigenous', 'indigenousEvent');
  const sol = s.solitaire;
  if (sol === null) return;
  for (const [i, c] of sol.turn2Deck.entries()) put(c, `state.solitaire.turn2Deck[${i}]`, 'nitaynoTurn2');
  for (const [i, c] of sol.laterDeck.entries()) put(c, `state.solitaire.laterDeck[${i}]`, 'nitaynoLater');
  for (const [i, c] of sol.eventDeck.entries()) put(c, `state.solitaire.eventDeck[${i}]`, 'indigenousEvent');
  put(sol.card, 'state.solitaire.card', 'nitayno');
  // 5.3.2: on turn 6 the card revealed is also the one whose final instruction is kept.
  if (sol.finalCard !== sol.card) put(sol.finalCard, 'state.solitaire.finalCard', 'nitayno');
  if (s.hands.indigenous.length > 0)
    out.push({ path: 'state.hands.indigenous', message: 'in solitaire the Nitayno keeps no hand: its Event cards are state.solitaire.eventDeck (5.2 (11))' });
}

function pieceProblems(s: MyaState, out: ValidationProblem[]): void {
  const placed = placedPieces(s);
  const ids = new Map<string, string>();
  const units = new Map<UnitKind, number>();
  const leaders = new Map<PieceKind, PlacedPiece>();
  for (const p of placed) {
    const { piece, path } = p;
    const before = ids.get(piece.id);
    if (before !== undefined) out.push({ path: `${path}.id`, message: `piece id '${piece.id}' is also used at ${before}: piece ids are unique` });
    else ids.set(piece.id, path);
    const data = PIECES[piece.kind];
    // Guacanagarí may turn Indigenous (4.3.2 V, card 10); every other piece fights for its own side.
    if (piece.side !== data.side && piece.kind !== 'guacanagari')
      out.push({ path: `${path}.side`, message: `a ${data.name} piece fights for the ${data.side}, not the ${piece.side}` });
    if (data.bag === null) {
      if (piece.id !== piece.kind) out.push({ path: `${path}.id`, message: `a leader's id is its kind: '${piece.kind}', not '${piece.id}'` });
      const twice = leaders.get(piece.kind);
      if (twice !== undefined) out.push({ path, message: `${data.name} is also at ${twice.path}: there is one counter` });
      else leaders.set(piece.kind, p);
      if (s.leadersOut.includes(piece.kind)) out.push({ path, message: `${data.name} is out of the game (state.leadersOut) and cannot be in play (4.2)` });
      continue;
    }
    const k = piece.kind as UnitKind;
    const n = (units.get(k) ?? 0) + 1;
    units.set(k, n);
    if (n === data.count + 1) out.push({ path, message: `${data.name} counter number ${n}: the counter mix has ${data.count} (4.2)` });
    const m = UNIT_ID.exec(piece.id);
    if (m === null || m[1] !== piece.kind)
      out.push({ path: `${path}.id`, message: `a unit's id is its kind and draw number ('${piece.kind}-7'), not '${piece.id}'` });
    else if (Number(m[2]) >= s.nextId)
      out.push({ path: `${path}.id`, message: `unit number ${m[2]} is not below state.nextId (${s.nextId}): the next unit drawn would take a number in use` });
  }
  // 4.2: every counter is in its bag, on the map, off it, or drawn and not yet deployed.
  for (const k of UNIT_KINDS) {
    const inPlay = units.get(k) ?? 0;
    const total = PIECES[k].count;
    if (inPlay <= total && s.bags[k] + inPlay !== total)
      out.push({
        path: `state.bags.${k}`,
        message: `${s.bags[k]} ${PIECES[k].name} in the bag and ${inPlay} in play make ${s.bags[k] + inPlay}: the counter mix has ${total} (4.2)`,
      });
  }
  colonProblems(s, leaders.get('colon') ?? null, out);
}

/** Colón's box agrees with where his counter is (4.1 step 4, 4.2, cards 14, 16, 38). */
function colonProblems(s: MyaState, colon: PlacedPiece | null, out: ValidationProblem[]): void {
  const where = colon === null ? 'nowhere' : colon.area !== null ? 'on the map' : colon.path.startsWith('state.offMap') ? 'off the map' : 'in a deployment';
  const ok =
    s.colon === 'eliminated'
      ? colon === null && s.leadersOut.includes('colon')
      : s.colon === 'map'
        ? where === 'on the map' || where === 'in a deployment'
        : where === 'off the map';
  if (!ok) out.push({ path: 'state.colon', message: `Colón's box reads '${s.colon}' but his counter is ${where}` });
  if (s.colon !== 'eliminated' && s.leadersOut.includes('colon'))
    out.push({ path: 'state.leadersOut', message: `Colón is out of the game but state.colon reads '${s.colon}'` });
  if (s.colon === 'ships' && s.turn !== 1) out.push({ path: 'state.colon', message: 'Colón waits on the ships only before the landing of turn 1 (4.3.1 III)' });
  s.offMap.forEach((p, i) => {
    if (p.kind !== 'colon' && !(s.colon === 'ships' && PIECES[p.kind].bag === 'soldier')) {
      out.push({
        path: `state.offMap[${i}]`,
        message: `off the map stand only Colón and, before the landing, the soldiers beside the ships (4.1 step 4), not a ${PIECES[p.kind].name}`,
      });
    }
  });
}

/** 4.4.1 B: the VP marker counts the Spanish-controlled areas, 2 for a 2-VP area with its parchment lifted. */
export function vpOfControl(s: Pick<MyaState, 'map' | 'control'>): number {
  let vp = 0;
  s.control.forEach((c, i) => {
    if (c === 'spanish') vp += AREAS[i]?.twoVp === true && s.map[i]?.parchment === false ? 2 : 1;
  });
  return Math.min(vp, VP_MAX);
}

/** A task on which the game may rest: one with a seat that decides it (not a phase, effects or settle). */
const DECISION_TASKS: ReadonlySet<Task['t']> = new Set([
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
  'lose',
  'removeTainos',
  'convert',
  'evacuate',
  'choose',
]);

function flowProblems(s: MyaState, out: ValidationProblem[]): void {
  if (s.result !== null) {
    if (s.tasks.length > 0)
      out.push({ path: 'state.tasks', message: `the game is over (state.result) but ${s.tasks.length} task(s) still pend: an ended game has none` });
    if (s.result.vp !== s.vp) out.push({ path: 'state.result.vp', message: `the result records ${s.result.vp} VP but the marker reads ${s.vp}` });
    if (!['decisive', 'important', 'minor'].includes(s.result.level))
      out.push({ path: 'state.result.level', message: `'${s.result.level}' is not a grade of victory (4.6: decisive, important, minor)` });
    return;
  }
  const top = s.tasks[s.tasks.length - 1];
  if (top === undefined) {
    out.push({ path: 'state.tasks', message: 'the game is not over (state.result is null) but nothing pends: a game in play rests on a decision' });
    return;
  }
  if (!DECISION_TASKS.has(top.t))
    out.push({ path: `state.tasks[${s.tasks.length - 1}]`, message: `a game in play rests on a decision, not on a '${top.t}' task` });
  const bottom = s.tasks[0] as Task;
  const bottomPhase = bottom.t === 'phase' ? bottom.phase : null;
  // 4.3.1: turn 1 runs under its own phase; 4.3.2: turns 2-6 under their Final phase.
  const expected = s.turn === 1 ? ['turn1', 'setupDone', 'turn1Done'] : ['final', 'turnStart'];
  if (bottomPhase === null || !expected.includes(bottomPhase)) {
    out.push({
      path: 'state.tasks[0]',
      message: `on turn ${s.turn} the stack rests on the ${expected.map((p) => `'${p}'`).join(' or ')} phase, not on ${bottomPhase === null ? `a '${bottom.t}' task` : `the '${bottomPhase}' phase`}`,
    });
  }
  out.push(...stackShapeProblems(s));
  if (s.vp !== vpOfControl(s))
    out.push({
      path: 'state.vp',
      message: `the VP marker reads ${s.vp} but the Spanish-controlled areas (state.control) are worth ${vpOfControl(s)} (4.4.1 B)`,
    });
  if (s.turn === 1 && (s.impulses.spanish > 0 || s.impulses.indigenous > 0))
    out.push({ path: 'state.impulses', message: 'turn 1 (1492) has no Impulse phase (4.3.1)' });
}

function modeProblems(s: MyaState, out: ValidationProblem[]): void {
  if (s.mode === 'solitaire' && s.solitaire === null)
    out.push({ path: 'state.solitaire', message: "a solitaire game keeps the Nitayno's part (rule 5); it is null" });
  if (s.mode === 'two-player' && s.solitaire !== null)
    out.push({ path: 'state.solitaire', message: 'the two-player game has no solitaire part: it must be null' });
  if (s.mode === 'two-player' && s.level !== 0) out.push({ path: 'state.level', message: 'a difficulty level (5.4) applies only to the solitaire mode' });
  if (s.solitaire !== null && s.solitaire.level !== s.level)
    out.push({ path: 'state.solitaire.level', message: `the solitaire part says level ${s.solitaire.level}, the state ${s.level}` });
  if (s.testament !== null && !s.testamentRule)
    out.push({ path: 'state.testament', message: 'card 40 (Testamento de Colón) is not in play (state.testamentRule is false)' });
}

/** 4.4.1 A: the facts an activation keeps for its moves, and the areas its pieces came back to, are the map's (move-facts.ts). */
function activationProblems(s: MyaState, out: ValidationProblem[]): void {
  s.tasks.forEach((t, i) => {
    if (t.t !== 'activation') return;
    const back = returnedAreas(s.map, t.left);
    if (t.returned !== back)
      out.push({
        path: `state.tasks[${i}].returned`,
        message: `the activation keeps ${t.returned} but the map and its departures give ${back} (areas as bits)`,
      });
    if (t.facts === null) return;
    const read = readMoveFacts(s, t.seat);
    for (const k of ['enemies', 'full', 'caribAreas', 'tainoAreas'] as const) {
      if (t.facts[k] !== read[k])
        out.push({ path: `state.tasks[${i}].facts.${k}`, message: `the activation keeps ${t.facts[k]} but the map gives ${read[k]} (areas as bits)` });
    }
  });
}

/** The invariants of a state that has its schema's shape: each problem with its path and what is wrong. */
export function myaInvariants(s: MyaState): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  modeProblems(s, out);
  cardProblems(s, out);
  pieceProblems(s, out);
  flowProblems(s, out);
  activationProblems(s, out);
  return out;
}
