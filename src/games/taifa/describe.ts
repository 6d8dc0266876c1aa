/**
 * One line a person reads for an action (5, 5.1-5.6, 9, 10.2), naming the kingdom that decides;
 * for another seat, the card put face down (5.1.2-5.1.3) and the garrison spent before the reveal
 * (5.1.4) are left out, as `view` hides them.
 */
import { showValue, type Viewer } from '../../core/index.js';
import { kname } from './ops.js';
import { AREA_NAME, cardName, kingdomName } from './tables.js';
import { decider } from './tasks.js';
import type { TaifaAction, TaifaState } from './types.js';

/**
 * One line a person reads for an action. With a `viewer` other than the kingdom deciding, what
 * that seat may not know of a face-down choice is left out ("Castilla puts a card face down").
 */
export function describe(state: TaifaState, action: TaifaAction, viewer?: Viewer): string {
  const k = decider(state);
  const who = kname(state, k);
  // A bot places nothing face down (9.1-9.2), so only a person's own choices stay secret.
  const secret = viewer !== undefined && viewer !== state.kingdoms[k]?.id;
  switch (action.type) {
    case 'bot':
      return `${who} (bot) plays its round`;
    case 'attack':
      return `${who} attacks ${areaText(action.area)}`;
    case 'incursion':
      return `${who} raids ${kingdomName(action.kingdom)} discarding ${cardName(action.card)}${action.response === null ? '' : ` with ${cardName(action.response)}`}`;
    case 'event':
      return `${who} plays ${cardName(action.card)}${action.kingdom === null ? '' : ` against ${kingdomName(action.kingdom)}`}${action.area === null ? '' : ` on ${areaText(action.area)}`}`;
    case 'discard':
      return `${who} discards ${cardName(action.card)}`;
    case 'pass':
      return `${who} passes`;
    case 'select-card':
      return `${who} puts ${secret ? 'a card' : cardName(action.card)} face down`;
    case 'respond':
      return `${who} puts ${secret ? 'a card' : cardName(action.card)} face down for the ${action.side === 'attack' ? 'attacker' : 'defender'}`;
    case 'spend-garrison':
      return secret ? `${who} spends a garrison` : `${who} spends the garrison of ${areaText(action.area)}`;
    case 'commit':
      return `${who} is done placing cards`;
    case 'reward':
      return action.choice === 'bonus' ? `${who} takes +1 card bonus` : `${who} places a garrison in the conquered area`;
    case 'truce':
      return `El Cid applies his Tregua to ${kingdomName(action.kingdom)}`;
    default:
      return showValue(action);
  }
}

function areaText(area: number): string {
  return `${AREA_NAME[area - 1] ?? '?'} (${area})`;
}
