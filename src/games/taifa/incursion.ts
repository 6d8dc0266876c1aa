/** Incursions (5.3): one die, more with a Response such as Campeón (FAQ); a hit discards a random card. */
import type { DieRoll, Modifier, StepContext } from '../../core/index.js';
import { discardRandom, endAction, kname, toDiscard } from './ops.js';
import { cardName, responseDef } from './tables.js';
import type { TaifaState } from './types.js';

/**
 * 5.3: the raider has already taken `card` (a Troop card, or for a bot the ofensiva card,
 * 9.3) and `response` (e.g. Campeón, FAQ) out of its hand; both are discarded face up. One
 * die, plus the Response's dice: any 4-6 and the target discards a random card.
 */
export function resolveIncursion(state: TaifaState, k: number, target: number, card: number, response: number, ctx: StepContext): TaifaState {
  const { dice, log } = ctx;
  let n = 1;
  const modifiers: Modifier[] = [];
  if (log.on) modifiers.push({ label: `incursion with ${cardName(card)}`, value: 1, rule: '5.3' });
  if (response >= 0) {
    const effect = responseDef(response).effect;
    if (effect.kind === 'extra-dice') {
      n += effect.dice;
      if (log.on) modifiers.push({ label: cardName(response), value: effect.dice, rule: '5.3' });
    }
  }
  const rolls: DieRoll[] = [];
  let hit = false;
  for (let i = 0; i < n; i++) {
    const value = dice.d6();
    if (value >= 4) hit = true;
    if (log.on) rolls.push({ die: 'd6', value, for: 'incursion' });
  }
  if (log.on)
    log.push({
      type: 'incursion',
      text: `${kname(state, k)} raids ${kname(state, target)} discarding ${cardName(card)}${response >= 0 ? ` with ${cardName(response)}` : ''}: ${n} ${n === 1 ? 'die' : 'dice'}, ${hit ? 'a 4-6: success' : 'no 4-6: nothing'}`,
      rule: '5.3',
      kingdom: state.kingdoms[k]!.id,
      target: state.kingdoms[target]!.id,
      modifiers,
      rolls,
      success: hit,
    });
  state = toDiscard(state, response >= 0 ? [card, response] : [card]);
  if (hit) state = discardRandom(state, target, dice, log, '5.3');
  return endAction(state);
}
