import type { EventLog, StepContext } from '../../core/index.js';
import { EL_CID_ALMORAVID_LIMIT } from './data/el-cid.js';
import { CASTLES_PER_KINGDOM } from './data/kingdoms.js';
import { chooseKingdom } from './bots.js';
import { castles, elCidIndex } from './geography.js';
import { drawCards, fmt, kname, setKingdom, withCore, withState } from './ops.js';
import { deckOf } from './tables.js';
import type { KingdomState, TaifaState } from './types.js';

/** The turn (4, 6, 7) and the end of the game (8, 10.3). */

export const LAST_TURN = 3;

/** After any action but a pass: the round moves on and the run of passes is broken (4.3-4.4). */
export function endAction(state: TaifaState): TaifaState {
  if (state.result !== null) return state;
  return withCore(state, state.kingdoms, state.discard, null, 0, (state.current + 1) % state.kingdoms.length);
}

/** 5.6: a pass; when every kingdom has passed in a row the turn ends (4.4, 6). */
export function pass(state: TaifaState, ctx: StepContext): TaifaState {
  const k = state.current;
  const passes = state.passes + 1;
  if (ctx.log.on)
    ctx.log.push({
      type: 'pass',
      text: `${kname(state, k)} passes${state.kingdoms[k]!.hand.length > 0 ? ` keeping ${state.kingdoms[k]!.hand.length} card(s)` : ' (no cards)'} (${passes} in a row)`,
      rule: '5.6',
      kingdom: state.kingdoms[k]!.id,
    });
  if (passes >= state.kingdoms.length) return endTurn(withState(state, { passes }), ctx);
  return withCore(state, state.kingdoms, state.discard, state.pending, passes, (k + 1) % state.kingdoms.length);
}

/** 8 / 10.3: a kingdom that has placed all 13 castles wins at once. */
export function suddenVictory(state: TaifaState, k: number, log: EventLog): TaifaState {
  if (castles(state, k) < CASTLES_PER_KINGDOM) return state;
  const reason = `${kname(state, k)} has placed all ${CASTLES_PER_KINGDOM} castles: sudden victory`;
  if (log.on) log.push({ type: 'game-end', text: reason, rule: state.scenario === 'el-cid' ? '10.3' : '8', winners: [state.kingdoms[k]!.id] });
  return withState(state, { pending: null, result: { winners: [k], reason } });
}

/** 6: reshuffle each deck with its discards and permanents; then the next turn or the end. */
export function endTurn(state: TaifaState, ctx: StepContext): TaifaState {
  const { dice, log } = ctx;
  if (log.on) log.push({ type: 'turn-end', text: `Every kingdom has passed in a row: turn ${state.turn} ends`, rule: '6', turn: state.turn });
  const piles: [number[], number[]] = [state.decks[0].slice(), state.decks[1].slice()];
  for (const c of state.discard) piles[deckOf(c)].push(c);
  for (const p of state.permanents) piles[deckOf(p.card)].push(p.card);
  if (log.on)
    log.push({
      type: 'reshuffle',
      text: `The discards, the permanent events and the undrawn cards are shuffled: Christian deck ${piles[0].length} cards, Muslim deck ${piles[1].length}${state.removed.length > 0 ? `; ${state.removed.length} card(s) stay out of the game` : ''}`,
      rule: '6',
      christian: piles[0].length,
      muslim: piles[1].length,
    });
  state = withState(state, {
    decks: [dice.shuffle(piles[0]), dice.shuffle(piles[1])],
    discard: [],
    permanents: [],
    cidTruce: -1,
    passes: 0,
  });
  if (state.turn >= LAST_TURN) return finalResult(state, log);
  return startTurn(withState(state, { turn: state.turn + 1, current: 0 }), ctx);
}

/**
 * 4.1-4.2 and 7: every kingdom draws its hand size plus its bonus, less the cards a person
 * kept (bots are not reduced, 9.1); bonuses go back to 0. In El Cid, his Tregua (10.2).
 */
export function startTurn(state: TaifaState, ctx: StepContext): TaifaState {
  const { log } = ctx;
  if (log.on) log.push({ type: 'turn-start', text: `Turn ${state.turn} begins`, rule: '4', turn: state.turn });
  for (let k = 0; k < state.kingdoms.length; k++) {
    const kingdom = state.kingdoms[k]!;
    const base = state.hands[k]!;
    const kept = kingdom.bot ? 0 : kingdom.hand.length;
    const due = Math.max(0, base + kingdom.bonus - kept);
    if (log.on)
      log.push({
        type: 'draw-count',
        text: `${kname(state, k)} draws ${base} ${fmt(kingdom.bonus)} bonus${kingdom.bot ? ' (a bot is not reduced by its kept cards, 9.1)' : ` - ${kept} kept`} = ${due}`,
        rule: kingdom.bot ? '9.1' : '7',
        kingdom: kingdom.id,
        base,
        bonus: kingdom.bonus,
        kept,
        due,
      });
    state = drawCards(state, k, due, log, '7');
    const patch: Partial<KingdomState> = { bonus: 0, kept: kingdom.bot ? 0 : kept };
    state = setKingdom(state, k, patch);
  }
  return elCidTruce(state, ctx);
}

/** 10.2: at the start of each turn El Cid applies his Tregua to a Christian kingdom. */
function elCidTruce(state: TaifaState, ctx: StepContext): TaifaState {
  if (state.scenario !== 'el-cid') return state;
  const cid = elCidIndex(state);
  const candidates = truceCandidates(state);
  if (!state.kingdoms[cid]!.bot) return withState(state, { pending: { kind: 'truce', who: cid } });
  const target = chooseKingdom(state, cid, candidates, ctx, 'the Tregua');
  return applyCidTruce(state, target, ctx.log);
}

/** The Christian kingdoms El Cid may place under his Tregua. */
export function truceCandidates(state: TaifaState): number[] {
  const out: number[] = [];
  state.kingdoms.forEach((k, i) => {
    if (k.id === 'castilla' || k.id === 'catalanes') out.push(i);
  });
  return out;
}

export function applyCidTruce(state: TaifaState, target: number, log: EventLog): TaifaState {
  if (log.on)
    log.push({
      type: 'truce',
      text: `El Cid applies his Tregua to ${kname(state, target)}: it may not attack nor raid him this turn`,
      rule: '10.2',
      kingdom: state.kingdoms[target]!.id,
    });
  return withState(state, { cidTruce: target, pending: null });
}

/** 8 (standard) and 10.3 (El Cid): who wins after turn 3. */
function finalResult(state: TaifaState, log: EventLog): TaifaState {
  const counts = state.kingdoms.map((_, k) => castles(state, k));
  let winners: number[];
  let reason: string;
  if (state.scenario === 'el-cid') {
    const cid = elCidIndex(state);
    const almoravides = 0;
    const ok = counts[cid]! > counts[almoravides]! && counts[almoravides]! < EL_CID_ALMORAVID_LIMIT;
    winners = ok ? [cid] : [almoravides];
    reason = ok
      ? `El Cid holds ${counts[cid]} areas, more than the Almoravids' ${counts[almoravides]}, and they hold fewer than ${EL_CID_ALMORAVID_LIMIT}`
      : `El Cid holds ${counts[cid]} areas and the Almoravids ${counts[almoravides]}: El Cid needs more areas than they and them below ${EL_CID_ALMORAVID_LIMIT}`;
  } else {
    const most = Math.max(...counts);
    const tied = counts.flatMap((c, k) => (c === most ? [k] : []));
    const best = Math.max(...tied.map((k) => state.kingdoms[k]!.bonus));
    winners = tied.filter((k) => state.kingdoms[k]!.bonus === best);
    reason =
      tied.length > 1
        ? `${tied.length} kingdoms tie with ${most} castles; the highest card bonus (${fmt(best)}) breaks the tie`
        : `${kname(state, winners[0]!)} has the most castles (${most})`;
  }
  if (log.on)
    log.push({
      type: 'game-end',
      text: `End of turn ${LAST_TURN}: ${reason}`,
      rule: state.scenario === 'el-cid' ? '10.3' : '8',
      winners: winners.map((k) => state.kingdoms[k]!.id),
      castles: Object.fromEntries(state.kingdoms.map((k, i) => [k.id, counts[i]])),
    });
  return withState(state, { pending: null, result: { winners, reason } });
}
