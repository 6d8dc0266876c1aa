/**
 * `setup({ seed, position })`: the state of a position written as data (contract: `position`).
 * What the position omits comes from the standard set-up of its mode with the seed (4.1, 5.2),
 * adjusted to the turn and decision point: the cards of earlier turns set aside (4.3.2 I), the
 * Destiny card's impulses (4.3.2 IV), the bags counted (4.2). Every bad field is named by its path
 * (`options.position.map.3[1]`); what only the whole state shows is checked by the invariants.
 * @module
 */
import { ValidationError, type ValidationProblem } from '../../core/index.js';
import { DESTINY_BY_ID } from './data/cards.js';
import { PIECES, UNIT_KINDS, type PieceKind, type UnitKind } from './data/units.js';
import { STACK_LIMIT } from './data/tables.js';
import { myaInvariants, vpOfControl } from './invariants.js';
import { isValidationError, type At } from '../../core/index.js';
import { parseToken } from './position-at.js';
import { myaPoints } from './position-points.js';
import { topPoint } from './position.js';
import { readMoveFacts, returnedAreas } from './move-facts.js';
import type { StateDraft } from './tasks.js';
import type { MyaAreaPosition, MyaPosition } from './position-schema.js';
import { mapControl, overstacked } from './position.js';
import type { SolitaireState } from './nitayno/state.js';
import type { AreaState, MyaState, Piece, Side, Task } from './state.js';

const ROOT = 'options.position';
/** The start of the invariants' message for a stack whose top is not a decision (see `found` below). */
const RESTS_ON_A_DECISION = 'a game in play rests on a decision, not on';

/** A piece to be placed, before its number is known: from a token, or from the set-up's defaults. */
interface Pending {
  readonly kind: PieceKind;
  readonly number: number | null;
  readonly reduced: boolean;
  readonly side: Side;
  /** Its path in the position, for the problems that name it. */
  readonly path: string;
}

/** The list of a pile the position omits: the set-up's, without the cards the position places elsewhere. */
const without = (pile: readonly number[], placed: ReadonlySet<number>): number[] => pile.filter((c) => !placed.has(c));

/** The explicit cards of the position, with their paths: a card in two places is refused here. */
function explicitCards(pos: MyaPosition, problems: ValidationProblem[]): Set<number> {
  const seen = new Map<number, string>();
  const put = (card: number | null | undefined, path: string): void => {
    if (card === null || card === undefined) return;
    const before = seen.get(card);
    if (before !== undefined) problems.push({ path, message: `card ${card} is also at ${before}: a card is in one place` });
    else seen.set(card, path);
  };
  put(pos.destiny, `${ROOT}.destiny`);
  for (const [i, c] of (pos.turn1Deck ?? []).entries()) put(c, `${ROOT}.turn1Deck[${i}]`);
  for (const [i, c] of (pos.destinyDeck ?? []).entries()) put(c, `${ROOT}.destinyDeck[${i}]`);
  for (const [i, c] of (pos.hands?.spanish ?? []).entries()) put(c, `${ROOT}.hands.spanish[${i}]`);
  for (const [i, c] of (pos.hands?.indigenous ?? []).entries()) put(c, `${ROOT}.hands.indigenous[${i}]`);
  put(pos.played?.spanish, `${ROOT}.played.spanish`);
  put(pos.played?.indigenous, `${ROOT}.played.indigenous`);
  const sol = pos.solitaire;
  for (const [i, c] of (sol?.turn2Deck ?? []).entries()) put(c, `${ROOT}.solitaire.turn2Deck[${i}]`);
  for (const [i, c] of (sol?.laterDeck ?? []).entries()) put(c, `${ROOT}.solitaire.laterDeck[${i}]`);
  for (const [i, c] of (sol?.eventDeck ?? []).entries()) put(c, `${ROOT}.solitaire.eventDeck[${i}]`);
  put(sol?.card, `${ROOT}.solitaire.card`);
  if (sol?.finalCard !== sol?.card) put(sol?.finalCard, `${ROOT}.solitaire.finalCard`);
  return new Set(seen.keys());
}

/** The pieces of an area (or of `offMap`) as written, or the set-up's when the position omits them. */
function pendingOf(tokens: readonly string[], path: (j: number) => string, problems: ValidationProblem[]): Pending[] {
  const out: Pending[] = [];
  tokens.forEach((token, j) => {
    const t = parseToken(token);
    if (typeof t === 'string') problems.push({ path: path(j), message: t });
    else out.push({ ...t, path: path(j) });
  });
  return out;
}

const fromSetup = (pieces: readonly Piece[], path: string): Pending[] =>
  pieces.map((p) => ({ kind: p.kind, number: null, reduced: p.reduced, side: p.side, path }));

/** Translates an invariant's state path into the position's, where the position has the field. */
function positionPath(path: string, areaForm: readonly ('list' | 'object' | 'default')[]): string {
  const piece = /^state\.map\[(\d+)\]\.pieces\[(\d+)\](.*)$/.exec(path);
  if (piece !== null) {
    const i = Number(piece[1]);
    const form = areaForm[i];
    return `${ROOT}.map.${i + 1}${form === 'object' ? '.pieces' : ''}[${piece[2]}]`;
  }
  const area = /^state\.map\[(\d+)\](.*)$/.exec(path);
  if (area !== null) return `${ROOT}.map.${Number(area[1]) + 1}${area[2]}`;
  const tasks = /^state\.tasks(.*)$/.exec(path);
  if (tasks !== null) return `${ROOT}.at${tasks[1]}`;
  return path.replace(/^state/, ROOT);
}

/**
 * The state of a position: `base` is the standard set-up state of its mode with the seed (before
 * turn 1 is played). Throws `ValidationError` naming every bad field.
 */
export function stateFromPosition(base: MyaState, pos: MyaPosition): MyaState {
  const problems: ValidationProblem[] = [];
  const mode = base.mode;
  const turn = pos.turn ?? 1;
  const at: At = pos.at ?? (pos.result !== undefined ? [] : turn === 1 ? { point: 'turn-start' } : { point: 'impulse', seat: 'indigenous' });
  const top = topPoint(at);
  const turnStart = top === 'turn-start';
  // What the position omits is dealt as at set-up (4.1), or nothing at all.
  const empty = pos.omitted === 'empty';
  if (pos.result !== undefined && top !== null) problems.push({ path: `${ROOT}.at`, message: 'an ended game (result given) has nothing pending: at is []' });
  if (pos.result === undefined && top === null) problems.push({ path: `${ROOT}.at`, message: 'nothing pending (at is []) is an ended game: give its result' });
  if (mode === 'two-player' && pos.solitaire !== undefined)
    problems.push({ path: `${ROOT}.solitaire`, message: 'the two-player game has no solitaire part (rule 5)' });

  // ---- Cards (4.1 set-up; one Destiny card a turn, 4.3.1 I and 4.3.2 I) ----
  const placed = explicitCards(pos, problems);
  let destiny: number | null;
  let turn1Deck: number[];
  let destinyDeck: number[];
  const t1 = without(base.turn1Deck, placed);
  const dd = without(base.destinyDeck, placed);
  if (turn === 1) {
    destiny = pos.destiny !== undefined ? pos.destiny : turnStart ? null : (t1.shift() ?? null);
    turn1Deck = pos.turn1Deck?.slice() ?? t1;
    destinyDeck = pos.destinyDeck?.slice() ?? dd;
  } else {
    // The turn-1 card was turned; one Destiny card a turn from turn 2, this turn's once past its start.
    if (pos.turn1Deck === undefined && base.turn1Deck.length > 0 && placed.has(base.turn1Deck[0] as number) === false) t1.shift();
    const turned = turn - 2 + (turnStart ? 0 : 1);
    const aside = dd.splice(0, Math.max(0, pos.destiny !== undefined && !turnStart ? turned - 1 : turned));
    destiny = pos.destiny !== undefined ? pos.destiny : turnStart ? null : (aside.pop() ?? null);
    turn1Deck = pos.turn1Deck?.slice() ?? t1;
    destinyDeck = pos.destinyDeck?.slice() ?? dd;
  }
  const played: MyaState['played'] = { spanish: pos.played?.spanish ?? null, indigenous: pos.played?.indigenous ?? null };
  const hands: MyaState['hands'] = {
    spanish: pos.hands?.spanish?.slice() ?? (empty ? [] : without(base.hands.spanish, placed)),
    indigenous: pos.hands?.indigenous?.slice() ?? (empty ? [] : without(base.hands.indigenous, placed)),
  };
  let solitaire: SolitaireState | null = null;
  if (base.solitaire !== null) {
    const b = base.solitaire;
    const p = pos.solitaire ?? {};
    solitaire = {
      level: base.level,
      turn2Deck: p.turn2Deck?.slice() ?? without(b.turn2Deck, placed),
      laterDeck: p.laterDeck?.slice() ?? without(b.laterDeck, placed),
      eventDeck: p.eventDeck?.slice() ?? without(b.eventDeck, placed),
      card: p.card ?? null,
      finalCard: p.finalCard ?? null,
      target: p.target ?? null,
      effects: p.effects ? { ...p.effects } : b.effects,
      plan: p.plan ?? null,
    };
  }

  // ---- The decision point (4.3) ----
  let tasks: Task[] = [];
  try {
    // The points read the turn, the mode and the cards played; the map's facts are filled in below.
    tasks = myaPoints.read(at, { ...base, turn, played, tasks: [] }, `${ROOT}.at`);
  } catch (error) {
    if (!isValidationError(error)) throw error;
    problems.push(...error.problems);
  }

  // Cards 23 and 24: a restriction is the Destiny card's in force, for its turn.
  const restriction = pos.restriction ?? 'none';
  if (restriction !== 'none') {
    const card = restriction === 'noNaval' ? 23 : 24;
    if (destiny !== card) {
      problems.push({
        path: `${ROOT}.restriction`,
        message: `'${restriction}' is the restriction of Destiny card ${card} (${DESTINY_BY_ID.get(card)?.title ?? ''}), but the Destiny card in force is ${destiny === null ? 'none' : `card ${destiny}`}`,
      });
    }
  }

  // ---- Pieces (4.1 steps 3-4, 4.2) ----
  const areaForm: ('list' | 'object' | 'default')[] = [];
  const areaPending: Pending[][] = [];
  const markers: MyaAreaPosition[] = [];
  for (const key of Object.keys(pos.map ?? {})) {
    if (!/^(?:[1-9]|1[0-5])$/.test(key)) problems.push({ path: `${ROOT}.map.${key}`, message: `'${key}' is not an area: the areas are '1' to '15'` });
  }
  for (let i = 0; i < 15; i++) {
    const entry = pos.map?.[String(i + 1)];
    if (entry === undefined) {
      areaForm.push('default');
      areaPending.push(empty ? [] : fromSetup((base.map[i] as AreaState).pieces, `${ROOT}.map.${i + 1}`));
      markers.push({});
    } else if (Array.isArray(entry)) {
      areaForm.push('list');
      areaPending.push(pendingOf(entry as readonly string[], (j) => `${ROOT}.map.${i + 1}[${j}]`, problems));
      markers.push({});
    } else {
      const e = entry as MyaAreaPosition;
      areaForm.push('object');
      areaPending.push(pendingOf(e.pieces ?? [], (j) => `${ROOT}.map.${i + 1}.pieces[${j}]`, problems));
      markers.push(e);
    }
  }
  const offPending =
    pos.offMap !== undefined
      ? pendingOf(pos.offMap, (j) => `${ROOT}.offMap[${j}]`, problems)
      : turn === 1 && turnStart && !empty
        ? fromSetup(base.offMap, `${ROOT}.offMap`)
        : [];
  // Numbers: those written are kept; the others follow the highest in use (areas 1-15, then off the map).
  const numbers = new Map<number, string>();
  const taskPieces: Piece[] = [];
  for (const t of tasks) {
    if (t.t === 'deploy') taskPieces.push(...t.pieces);
    if (t.t === 'prr') taskPieces.push(...t.drawn);
  }
  let highest = 0;
  for (const p of taskPieces) {
    const m = /-(\d+)$/.exec(p.id);
    if (m !== null) highest = Math.max(highest, Number(m[1]));
  }
  for (const p of [...areaPending.flat(), ...offPending]) {
    if (p.number === null) continue;
    const before = numbers.get(p.number);
    if (before !== undefined) problems.push({ path: p.path, message: `unit number ${p.number} is also used at ${before}: piece ids are unique` });
    else numbers.set(p.number, p.path);
    highest = Math.max(highest, p.number);
  }
  let next = highest + 1;
  const make = (p: Pending): Piece => {
    if (PIECES[p.kind].bag === null) return { id: p.kind, kind: p.kind, side: p.side, reduced: p.reduced };
    const n = p.number ?? next++;
    return { id: `${p.kind}-${n}`, kind: p.kind, side: p.side, reduced: p.reduced };
  };
  const map: AreaState[] = areaPending.map((list, i) => {
    const b = base.map[i] as AreaState;
    const m = markers[i] as MyaAreaPosition;
    return {
      pieces: list.map(make),
      parchment: m.parchment ?? b.parchment,
      palisade: m.palisade ?? false,
      citadel: m.citadel ?? false,
      anacaona: m.anacaona ?? null,
    };
  });
  const offMap = offPending.map(make);
  const nextId = pos.nextId ?? next;
  if (pos.nextId !== undefined && pos.nextId < next)
    problems.push({ path: `${ROOT}.nextId`, message: `${pos.nextId} is not above the highest unit number in use (${next - 1})` });

  // 4.2: the counter mix; leaders once each.
  const count = new Map<PieceKind, number>();
  const allPending: Pending[] = [...areaPending.flat(), ...offPending];
  for (const p of taskPieces) allPending.push({ kind: p.kind, number: null, reduced: p.reduced, side: p.side, path: `${ROOT}.at` });
  for (const p of allPending) {
    const n = (count.get(p.kind) ?? 0) + 1;
    count.set(p.kind, n);
    if (n > PIECES[p.kind].count) {
      const name = PIECES[p.kind].name;
      problems.push({
        path: p.path,
        message: PIECES[p.kind].bag === null ? `a second ${name}: there is one counter` : `${n} ${name}: the counter mix has ${PIECES[p.kind].count} (4.2)`,
      });
    }
  }
  const bags = Object.fromEntries(UNIT_KINDS.map((k) => [k, Math.max(0, PIECES[k].count - (count.get(k) ?? 0))])) as Record<UnitKind, number>;
  for (const [k, n] of Object.entries(pos.bags ?? {})) {
    if (!UNIT_KINDS.includes(k as UnitKind)) problems.push({ path: `${ROOT}.bags.${k}`, message: `'${k}' is not a unit kind (${UNIT_KINDS.join(', ')})` });
    else if (bags[k as UnitKind] !== n)
      problems.push({ path: `${ROOT}.bags.${k}`, message: `${n} in the bag, but the counter mix less those in play leaves ${bags[k as UnitKind]} (4.2)` });
  }

  // 4.2: the stacking limit, which only an over-stacking deployment or an extended move may pass.
  const indigenousLimit = STACK_LIMIT + (solitaire?.effects.stackLimit4 === true ? 1 : 0);
  map.forEach((area, i) => {
    if (overstacked(area, indigenousLimit) && (markers[i] as MyaAreaPosition).overstacked !== true) {
      problems.push({
        path: `${ROOT}.map.${i + 1}`,
        message:
          'a side has more than 3 units here, over the stacking limit (4.2; leaders do not count); only an over-stacking deployment or an extended move leaves them so: mark the area { overstacked: true }',
      });
    }
  });

  // ---- Colón (4.1 step 4, cards 14, 16, 38) ----
  const onMap = map.some((a) => a.pieces.some((p) => p.kind === 'colon')) || taskPieces.some((p) => p.kind === 'colon');
  const offColon = offMap.some((p) => p.kind === 'colon');
  let colon: MyaState['colon'];
  if (pos.colon !== undefined) colon = pos.colon;
  else if (onMap) colon = 'map';
  else if (offColon) colon = turn === 1 && turnStart ? 'ships' : 'prison';
  else {
    colon = 'eliminated';
    problems.push({ path: `${ROOT}.colon`, message: "Colón is neither on the map nor off it: place him, or write colon: 'eliminated'" });
  }
  const leadersOut = (pos.leadersOut?.slice() ?? []) as PieceKind[];
  if (colon === 'eliminated' && !leadersOut.includes('colon')) leadersOut.push('colon');

  // ---- Control and VP (4.2, 4.4.1 B) ----
  const control: Side[] = map.map((a) => mapControl(a));
  for (const [key, side] of Object.entries(pos.control ?? {})) {
    const a = Number(key);
    if (!/^(?:[1-9]|1[0-5])$/.test(key)) problems.push({ path: `${ROOT}.control.${key}`, message: `'${key}' is not an area: the areas are '1' to '15'` });
    else control[a - 1] = side;
  }
  const vp = pos.vp ?? vpOfControl({ map, control });

  // ---- The tracks (4.3.2 IV impulses, 4.5 Divine Grace/Yaya) ----
  const card = destiny === null ? null : DESTINY_BY_ID.get(destiny);
  const pastDestiny = turn >= 2 && !turnStart && destiny !== null;
  const fromCard = pastDestiny && card !== undefined && card !== null ? card.impulses : 0;
  const firstRound = top === 'impulse' ? 1 : 0;
  const impulses = pos.impulses ? { ...pos.impulses } : { spanish: Math.max(0, fromCard - firstRound), indigenous: Math.max(0, fromCard - firstRound) };
  const grace = { side: pos.grace?.side ?? 'spanish', usedWindow: pos.grace?.usedWindow ?? false, usedTurn: pos.grace?.usedTurn ?? false } as const;

  if (problems.length > 0) throw new ValidationError(ROOT, problems);
  const result: MyaState['result'] = pos.result !== undefined ? { ...pos.result, vp } : null;
  const state: MyaState = {
    game: base.game,
    format: base.format,
    rng: base.rng,
    mode,
    level: base.level,
    testamentRule: base.testamentRule,
    turn,
    vp,
    royalSupport: pos.royalSupport ?? base.royalSupport,
    grace,
    impulses,
    destiny,
    turn1Deck,
    destinyDeck,
    hands,
    played,
    restriction: pos.restriction ?? 'none',
    revealed: pos.revealed ?? top === 'impulse',
    map,
    bags,
    colon,
    offMap,
    leadersOut,
    control,
    testament: pos.testament ?? null,
    nextId,
    tasks,
    solitaire,
    result,
  };
  // 4.4.1 A: an activation's facts and the areas its pieces came back to are the map's (move-facts.ts).
  (state as StateDraft).tasks = tasks.map((t) =>
    t.t === 'activation' ? { ...t, facts: readMoveFacts(state, t.seat), returned: returnedAreas(map, t.left) } : t,
  );
  // A position may rest on a phase or a card's effects: `setup` plays them up to the next decision.
  const found = myaInvariants(state).filter((p) => !p.message.startsWith(RESTS_ON_A_DECISION));
  if (found.length > 0)
    throw new ValidationError(
      ROOT,
      found.map((p) => ({ path: positionPath(p.path, areaForm), message: p.message })),
    );
  return state;
}
