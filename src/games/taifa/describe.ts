/** One line a person reads for an action (5, 5.1-5.6, 9, 10.2), naming the kingdom that decides. */
import { kname } from './ops.js';
import { AREA_NAME, cardName, kingdomName } from './tables.js';
import { decider } from './tasks.js';
import type { TaifaAction, TaifaState } from './types.js';

/** One line a person reads for an action. */
export function describe(state: TaifaState, action: TaifaAction): string {
  const who = kname(state, decider(state));
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
      return `${who} puts ${cardName(action.card)} face down`;
    case 'respond':
      return `${who} puts ${cardName(action.card)} face down for the ${action.side === 'attack' ? 'attacker' : 'defender'}`;
    case 'spend-garrison':
      return `${who} spends the garrison of ${areaText(action.area)}`;
    case 'commit':
      return `${who} is done placing cards`;
    case 'reward':
      return action.choice === 'bonus' ? `${who} takes +1 card bonus` : `${who} places a garrison in the conquered area`;
    case 'truce':
      return `El Cid applies his Tregua to ${kingdomName(action.kingdom)}`;
    default:
      return JSON.stringify(action);
  }
}

function areaText(area: number): string {
  return `${AREA_NAME[area - 1] ?? '?'} (${area})`;
}
