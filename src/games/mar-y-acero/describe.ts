/**
 * One line a person reads for an action (contract: `describe`). With a viewer, what that seat may
 * not know is left out: the Event card the other side chooses in secret (4.3.2 II) until both
 * are revealed (in solitaire the choices are open, 5.3.3).
 */
import { showValue, type Viewer } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { adjacent, findPiece } from './board.js';
import { EVENT_BY_ID } from './data/cards.js';
import { PIECES } from './data/units.js';
import type { MyaState, Side } from './state.js';
import { top } from './tasks.js';
import { knowsChoice } from './view.js';

function name(s: MyaState, id: string): string {
  const f = findPiece(s, id);
  return f ? `${PIECES[f.piece.kind].name}${f.piece.reduced ? ' (reduced)' : ''} ${id} in area ${f.area}` : id;
}

/** Card 10's removal step (answered by `hit` / `pass`). */
function card10Removal(s: MyaState): boolean {
  return top(s)?.t === 'removeTainos';
}

const SIDE_NAME: Readonly<Record<Side, string>> = { spanish: 'the Spanish player', indigenous: 'the Indigenous player' };

/** 4.3.2 II: the choice of an Event card, its card left out for a viewer who may not know it yet. */
function eventChoice(s: MyaState, card: number, viewer: Viewer | undefined): string {
  const data = EVENT_BY_ID.get(card);
  const task = top(s);
  // The card's own side (1-8 Indigenous, 9-16 Spanish); the pending choice's side for a card of no side.
  const side: Side = data?.side ?? (task?.t === 'chooseEvent' ? task.seat : 'spanish');
  if (viewer !== undefined && !knowsChoice(s, side, viewer)) return `${SIDE_NAME[side]} chooses an Event card`;
  return `${SIDE_NAME[side]} chooses Event card ${card}${data ? ` "${data.title}"` : ''}`;
}

/** One line a person reads for `a` in state `s`; with `viewer`, nothing that seat may not know. */
export function describeAction(s: MyaState, a: MyaAction, viewer?: Viewer): string {
  switch (a.type) {
    case 'event':
      return eventChoice(s, a.card, viewer);
    case 'place':
      return `deploy ${a.piece} in area ${a.area}`;
    case 'scribe':
      return `Royal scribes in area ${a.area}`;
    case 'pass':
      return card10Removal(s) ? 'remove no more Taínos (card 10)' : 'pass';
    case 'draw':
      return `draw a ${a.bag} (1 PRR)`;
    case 'flip':
      return `flip ${a.piece} to full strength (1 PRR)`;
    case 'activate':
      return `activate area ${a.area}`;
    case 'build':
      return `build ${a.what}s`;
    case 'build-at':
      return `build in area ${a.area}`;
    case 'build-done':
      return 'stop building';
    case 'move': {
      const f = findPiece(s, a.piece);
      return f ? `${PIECES[f.piece.kind].name} ${a.piece}: ${f.area} -> ${a.to} (${adjacent(f.area, a.to) ? 'basic' : 'naval'})` : `${a.piece} -> ${a.to}`;
    }
    case 'pay-naval':
      return `reduce ${a.piece} in area ${a.area} to move by sea`;
    case 'incursion':
      return `incursion into area ${a.target}`;
    case 'end-move':
      return 'end movement';
    case 'fight':
      return `resolve the combat in area ${a.area}`;
    case 'commit':
      return `commit ${name(s, a.piece)} to the combat`;
    case 'swap':
      return `swap ${a.out} for ${a.in}`;
    case 'no-swap':
      return 'keep the same fighters';
    case 'hit':
      return card10Removal(s) ? `remove ${name(s, a.piece)} (card 10)` : `${name(s, a.piece)} takes the loss`;
    case 'withdraw':
      return `${name(s, a.piece)} withdraws to area ${a.to}`;
    case 'stay':
      return 'no (more) withdrawal';
    case 'grace': {
      if (a.use === 'minus') return `Divine Grace/Yaya: -1 to die ${a.die ?? 1}`;
      if (a.use === 'none') return 'do not use Divine Grace/Yaya';
      // The action numbers its dice from 1, as people do.
      const dice = a.dice ?? [1];
      return `Divine Grace/Yaya: re-roll ${dice.length > 1 ? 'dice' : 'die'} ${dice.join(', ')}`;
    }
    case 'again':
      return 'second incursion attempt';
    case 'stop':
      return 'no second attempt';
    case 'choose':
      return a.option === 0 ? 'no' : `choose ${a.option}`;
    case 'bot':
      return 'the Nitayno acts';
    default: {
      // Every action type has its line above (the compiler checks it); a value of no known type
      // gets a line too (defineGame's schema check keeps one from arriving here).
      const unknown: never = a;
      return `an action of unknown type ${showValue((unknown as { type?: unknown }).type)}`;
    }
  }
}
