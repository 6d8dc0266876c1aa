/** The turn (4, 6, 7): passes, the end of a turn and the start of the next; El Cid's Tregua (10.2). */
import type { EventLog, StepContext } from '../../core/index.js';
import { chooseKingdom } from './choice.js';
import { elCidIndex } from './geography.js';
import { drawCards, fmt, kname, setKingdom, withCore, withState } from './ops.js';
import { deckOf } from './tables.js';
import { stack } from './tasks.js';
import type { KingdomState, TaifaState } from './types.js';
import { LAST_TURN, finalResult } from './victory.js';

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
  return withCore(state, state.kingdoms, state.discard, state.tasks, passes, (k + 1) % state.kingdoms.length);
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
        modifiers: [
          {
            label: state.scenario === 'el-cid' ? 'hand of the El Cid table' : 'cards each turn',
            value: base,
            rule: state.scenario === 'el-cid' ? '10.2' : '7',
          },
          { label: 'card bonus', value: kingdom.bonus, rule: '7' },
          kingdom.bot
            ? { label: `cards carried over (${kingdom.hand.length}), not deducted for a bot`, value: 0, rule: '9.1' }
            : { label: 'cards kept from the last turn', value: -kept, rule: '7' },
        ],
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
  // A person's El Cid decides on a task over the round; a bot's choice is made here (9.5).
  if (!state.kingdoms[cid]!.bot) return stack.push(state, { t: 'truce', who: cid });
  const target = chooseKingdom(state, cid, candidates, ctx, 'the Tregua', () => [
    { label: 'Christian kingdoms at the table', value: candidates.length, rule: '10.2' },
  ]);
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

/** 10.2: the Tregua applies to `target` for this turn. */
export function applyCidTruce(state: TaifaState, target: number, log: EventLog): TaifaState {
  if (log.on)
    log.push({
      type: 'truce',
      text: `El Cid applies his Tregua to ${kname(state, target)}: it may not attack nor raid him this turn`,
      rule: '10.2',
      kingdom: state.kingdoms[target]!.id,
    });
  return withState(state, { cidTruce: target });
}
