/**
 * The text picture of a battle of ¡Al filo de la espada!: turn and pending decision, then each
 * banner's units with hex, facing, values and state, its leader, and the scenario's markers.
 */
import { alFilo } from '../games/al-filo/index.js';
import { machine } from '../games/al-filo/machine.js';
import { hexId } from '../games/al-filo/board.js';
import { BANNERS } from '../games/al-filo/data/order-of-battle.js';
import { FACING_NAMES, movementAllowance } from '../games/al-filo/movement.js';
import { BANNER_LEADER, LEADER_NAME, MARKER_NAME, UNIT_IDS, UNIT_PF, UNIT_QUALITY, UNITS_OF_BANNER, UNIT_TYPE } from '../games/al-filo/pieces.js';
import {
  ACTIVATED,
  DEMORALIZED,
  ELIMINATED,
  FLED,
  FRONT,
  GENERIC,
  OUT_OF_COMMAND,
  RESTING,
  REVERSE,
  ROUTED,
  WITHDRAWN,
  type AlFiloState,
} from '../games/al-filo/state.js';
import { checkState } from './options.js';

/** The state checked as a battle's state or view (`ValidationError` otherwise). */
export function alFiloState(state: unknown): AlFiloState {
  return checkState<AlFiloState>(alFilo, state);
}

/** A place in words: a hex, eliminated, or not yet deployed. */
export function alFiloPlace(h: number): string {
  return h >= 0 ? hexId(h) : h === ELIMINATED ? 'eliminated' : h === FLED ? 'fled off the map' : h === WITHDRAWN ? 'withdrawn with Al-Andalus' : 'not deployed';
}

/** A leader's state in words: wounded (7.5.2), a replacement on the counter's reverse or a generic one (7.6). */
export function alFiloLeaderStatus(s: AlFiloState, l: number): string[] {
  const out: string[] = [];
  if (s.leaderForm[l] === REVERSE) out.push('REPLACEMENT (reverse)');
  if (s.leaderForm[l] === GENERIC) out.push('REPLACEMENT (generic)');
  if (s.leaderWounded[l] === 1) out.push('WOUNDED');
  return out;
}

/** A unit's state in words: fatigued (the reverse of its counter), demoralized, routed, out of command, resting. */
export function alFiloStatus(s: AlFiloState, u: number): string[] {
  const out: string[] = [];
  if (s.fatigued[u] === 1) out.push('fatigued');
  if (s.disorder[u] === DEMORALIZED) out.push('DEMORALIZED');
  if (s.disorder[u] === ROUTED) out.push('ROUTED');
  if ((s.flags[u]! & OUT_OF_COMMAND) !== 0) out.push('out of command');
  if ((s.flags[u]! & RESTING) !== 0) out.push('resting');
  return out;
}

/** A unit's printed values now: `PF-quality-MP`, the fatigued side's when fatigued. */
export function alFiloValues(s: AlFiloState, u: number): string {
  const f = s.fatigued[u]!;
  return `${UNIT_PF[u]![f]}-${UNIT_QUALITY[u]![f]}-${movementAllowance(s, u)}`;
}

/** The headline: turn, and what is pending. */
export function alFiloHeadline(s: AlFiloState): string {
  const outcome = alFilo.outcome(s);
  if (outcome !== null) return `Turn ${s.turn}: the battle is over: ${outcome.reason}`;
  // the machine's own reading: a view is drawn as its state is
  const pending = machine.pending(s)?.seat ?? null;
  return `Turn ${s.turn} of ${s.victory === 'time-limited' ? 12 : 'an open battle'}${pending === null ? '' : `: ${pending} to decide`}`;
}

/** The text picture. */
export function renderAlFiloText(state: unknown): string {
  const s = alFiloState(state);
  const lines = [`¡Al filo de la espada! Las Navas de Tolosa 1212 — ${alFiloHeadline(s)}`];
  for (let b = 0; b < BANNERS.length; b++) {
    const l = BANNER_LEADER[b]!;
    const marks = [...alFiloLeaderStatus(s, l), ...((s.leaderFlags[l]! & ACTIVATED) !== 0 ? ['activated'] : [])];
    const name = s.leaderForm[l] === GENERIC ? `a replacement for ${LEADER_NAME[l]}` : LEADER_NAME[l];
    lines.push(`${BANNERS[b]!.side} · ${BANNERS[b]!.name}: ${name} ${alFiloPlace(s.leaderAt[l]!)}${marks.length > 0 ? ` [${marks.join(', ')}]` : ''}`);
    const units = UNITS_OF_BANNER[b]!.map((u) => {
      const status = alFiloStatus(s, u);
      const facing = s.at[u]! >= 0 ? ` ${FACING_NAMES[s.facing[u]!]}` : '';
      return `${UNIT_IDS[u]} ${UNIT_TYPE[u]} ${alFiloValues(s, u)} ${alFiloPlace(s.at[u]!)}${facing}${status.length > 0 ? ` [${status.join(', ')}]` : ''}`;
    });
    lines.push(`  ${units.join('; ')}`);
  }
  lines.push(
    `markers: ${MARKER_NAME.map((name, m) => `${name} ${alFiloPlace(s.markerAt[m]!)}`).join('; ')}${s.released ? "; Al-Nasir's banner released" : ''}`,
  );
  if (s.prisoners.length > 0) {
    const held = s.prisoners.map(
      (p) =>
        `${LEADER_NAME[p.leader]}${p.form === FRONT ? '' : ` (${p.form === REVERSE ? 'his replacement' : 'a generic replacement'})`}${p.unit < 0 ? ', held off the map' : ` held by ${UNIT_IDS[p.unit]} at ${alFiloPlace(s.at[p.unit]!)}`}`,
    );
    lines.push(`prisoners (7.5.1): ${held.join('; ')}`);
  }
  if (s.fallen[0] + s.fallen[1] > 0) lines.push(`leaders killed (7.5.3): ${s.fallen[0]} Christian, ${s.fallen[1]} Muslim`);
  return `${lines.join('\n')}\n`;
}
