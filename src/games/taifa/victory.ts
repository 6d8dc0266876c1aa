/** The end of the game (8, 10.3): sudden victory, and the result after the last turn. */
import type { EventLog } from '../../core/index.js';
import { EL_CID_ALMORAVID_LIMIT } from './data/el-cid.js';
import { CASTLES_PER_KINGDOM } from './data/kingdoms.js';
import { castles, elCidIndex } from './geography.js';
import { fmt, kname, withState } from './ops.js';
import type { TaifaState } from './types.js';

export const LAST_TURN = 3;

/** 8 / 10.3: a kingdom that has placed all 13 castles wins at once. */
export function suddenVictory(state: TaifaState, k: number, log: EventLog): TaifaState {
  if (castles(state, k) < CASTLES_PER_KINGDOM) return state;
  const reason = `${kname(state, k)} has placed all ${CASTLES_PER_KINGDOM} castles: sudden victory`;
  if (log.on) log.push({ type: 'game-end', text: reason, rule: state.scenario === 'el-cid' ? '10.3' : '8', winners: [state.kingdoms[k]!.id] });
  return withState(state, { result: { winners: [k], reason } });
}

/** 8 (standard) and 10.3 (El Cid): who wins after turn 3. */
export function finalResult(state: TaifaState, log: EventLog): TaifaState {
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
  return withState(state, { result: { winners, reason } });
}
