/**
 * The account of a game as text: each action's `describe` line with its seat, each event with its
 * rule, rolls, modifiers and its own fields (totals, results), and the outcome. Pure functions
 * from values to lines.
 */
import type { GameEvent, Modifier, Outcome } from '../index.js';
import { namedField } from '../render/names.js';

/** The fields every event has, which the account prints in their own way. */
const COMMON_FIELDS = new Set(['type', 'text', 'rule', 'rolls', 'modifiers', 'secret']);

const signed = (value: number): string => (value >= 0 ? `+${value}` : String(value));

/** One modifier as the account prints it: `garrison +1 [5.1.4]`. */
export function modifierText(m: Modifier): string {
  return `${m.label} ${signed(m.value)} [${m.rule}]`;
}

/**
 * An event's own fields (totals, results, areas…) as `name=value`: card and area numbers of the game
 * `gameId` with their names (`card=Mesnada (12)`), other values that are not text as JSON.
 */
export function fieldsText(event: GameEvent, gameId?: string): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(event)) {
    if (COMMON_FIELDS.has(key) || value === undefined) continue;
    const named = gameId === undefined ? null : namedField(gameId, key, value);
    parts.push(`${key}=${named ?? (typeof value === 'string' ? value : JSON.stringify(value))}`);
  }
  return parts.join(' ');
}

/**
 * The lines of one event: its text and rule, then (indented) its rolls, its modifiers with their
 * rules, and its own fields (ids named when `gameId` is given).
 */
export function eventLines(event: GameEvent, indent = '      ', gameId?: string): string[] {
  const lines = [`${indent}· ${event.text}${event.rule ? `  [${event.rule}]` : ''}`];
  const more = `${indent}    `;
  if (event.rolls && event.rolls.length > 0) lines.push(`${more}rolls: ${event.rolls.map((r) => `${r.die}=${r.value} (${r.for})`).join(', ')}`);
  if (event.modifiers && event.modifiers.length > 0) lines.push(`${more}modifiers: ${event.modifiers.map(modifierText).join(', ')}`);
  const fields = fieldsText(event, gameId);
  if (fields !== '') lines.push(`${more}${fields}`);
  return lines;
}

/** The line of step `step` (from 1): `  12. castilla: Castilla attacks Toledo…`. */
export function actionLine(step: number, seat: string | null, text: string): string {
  return `${String(step).padStart(5)}. ${seat ?? '-'}: ${text}`;
}

/** One step of an account: the action's line and its events. */
export interface AccountStep {
  /** The step's number, from 1. */
  readonly step: number;
  /** The seat that took the action. */
  readonly seat: string | null;
  /** The action's `describe` line. */
  readonly text: string;
  /** What the action did. */
  readonly events: readonly GameEvent[];
}

/** The lines of one step: the action's line, then its events (ids named for the game `gameId`). */
export function stepLines(s: AccountStep, gameId?: string): string[] {
  return [actionLine(s.step, s.seat, s.text), ...s.events.flatMap((e) => eventLines(e, undefined, gameId))];
}

/** The lines of what set-up played before the first decision; none when it played nothing. */
export function openingLines(events: readonly GameEvent[], gameId?: string): string[] {
  return events.length === 0 ? [] : ['  set-up:', ...events.flatMap((e) => eventLines(e, undefined, gameId))];
}

/** The outcome in one line: `outcome: winners leon; reason: …; level: …; score: castilla 4, …`. */
export function outcomeLine(outcome: Outcome): string {
  let line = `outcome: winners ${outcome.winners.length > 0 ? outcome.winners.join(', ') : 'none'}; reason: ${outcome.reason}`;
  if (outcome.level !== undefined) line += `; level: ${outcome.level}`;
  if (outcome.score !== undefined)
    line += `; score: ${Object.entries(outcome.score)
      .map(([seat, v]) => `${seat} ${v}`)
      .join(', ')}`;
  return line;
}

/** The heading of an account: the game, its options and its seats. */
export function headerLines(title: string, id: string, options: unknown, seats: readonly string[]): string[] {
  return [`${title} (${id}), options ${JSON.stringify(options)}`, `  seats: ${seats.join(', ')}`];
}

/**
 * JSON for people: a value whose compact JSON fits in `width` columns at its depth stays on one
 * line; bigger objects and arrays open one member a line, indented by two spaces, and an object
 * of plain values (a table of owners or counts) packs as many members a line as fit.
 */
export function prettyJson(value: unknown, width = 100): string {
  return pretty(value, width, '', 0);
}

/** `prettyJson` at depth `indent`, with `lead` columns already used on the first line (a key, a comma to come). */
function pretty(value: unknown, width: number, indent: string, lead: number): string {
  const compact = JSON.stringify(value);
  if (compact === undefined) return 'null';
  if (indent.length + lead + compact.length <= width || typeof value !== 'object' || value === null) return compact;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${pretty(v, width, inner, 1)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  if (entries.every(([, v]) => v === null || typeof v !== 'object')) {
    const rows: string[] = [];
    let row = '';
    for (const [k, v] of entries) {
      const member = `${JSON.stringify(k)}: ${JSON.stringify(v)}`;
      // The row, a comma and a space, the member and the comma that may follow it.
      if (row !== '' && inner.length + row.length + 2 + member.length + 1 > width) {
        rows.push(row);
        row = '';
      }
      row = row === '' ? member : `${row}, ${member}`;
    }
    rows.push(row);
    return `{\n${rows.map((r) => `${inner}${r}`).join(',\n')}\n${indent}}`;
  }
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pretty(v, width, inner, JSON.stringify(k).length + 3)}`).join(',\n')}\n${indent}}`;
}
