/**
 * Taifa as compact text for a terminal: the turn and the decision pending, then each kingdom with
 * its castles, card bonus and hand size, and its areas; the independent areas; the decks.
 */
import { HIDDEN } from '../core/index.js';
import { CASTLES_PER_KINGDOM } from '../games/taifa/data/kingdoms.js';
import { AREAS } from '../games/taifa/data/map.js';
import type { TaifaState } from '../games/taifa/types.js';
import { attackLines, cardName, hiddenCount, kingdomAt, pendingLine, permanentLines, taifaState } from './taifa-common.js';

/** An area with its markers: `'13 Burgos [capital]'`, `'22 Zaragoza [G]'` (a garrison). */
function areaEntry(state: TaifaState, i: number): string {
  const rec = AREAS[i]!;
  const marks: string[] = [];
  if (rec.capitalOf !== null) marks.push('capital');
  if (state.garrison[i] === true) marks.push('G');
  return `${rec.id} ${rec.name}${marks.length > 0 ? ` [${marks.join(', ')}]` : ''}`;
}

/** The areas of one owner, wrapped to lines of about 96 characters, indented. */
function areaLines(state: TaifaState, owner: number): string[] {
  const entries = AREAS.map((_, i) => i)
    .filter((i) => state.owner[i] === owner)
    .map((i) => areaEntry(state, i));
  const lines: string[] = [];
  let line = '   ';
  for (const e of entries) {
    if (line.length > 3 && line.length + e.length + 2 > 96) {
      lines.push(line.replace(/,$/, ''));
      line = '   ';
    }
    line += `${line.length > 3 ? ' ' : ''}${e},`;
  }
  if (line.length > 3) lines.push(line.replace(/,$/, ''));
  return lines;
}

/** A long line cut at commas into lines of about 96 characters, indented by three spaces. */
function wrapped(text: string): string[] {
  const lines: string[] = [];
  let line = '   ';
  for (const part of text.split(', ')) {
    if (line.length > 3 && line.length + part.length + 2 > 96) {
      lines.push(`${line},`);
      line = '    ';
    }
    line += line.trim() === '' ? part : `, ${part}`;
  }
  lines.push(line);
  return lines;
}

/** A hand in words: its size, and in a view how many of its cards are hidden. */
function handText(hand: readonly number[]): string {
  const hidden = hiddenCount(hand);
  return `hand ${hand.length}${hidden > 0 && hidden < hand.length ? ` (${hidden} hidden)` : hidden > 0 ? ' (hidden)' : ''}`;
}

/**
 * A compact text picture of a Taifa state or view, one line per fact, for a terminal (pure: the
 * same state gives the same text). Areas are grouped by owner with their markers (`[capital]`,
 * `[G]` a garrison); hands are counts. Throws `ValidationError` when `state` is not a Taifa state or view.
 */
export function renderTaifaText(state: TaifaState): string {
  const s = taifaState(state);
  const lines: string[] = [];
  const who = s.viewer === undefined ? '' : ` — view of ${s.viewer}`;
  lines.push(`Taifa — ${s.scenario === 'el-cid' ? 'El Cid scenario' : 'standard game'}, turn ${s.turn} of 3, passes ${s.passes}${who}`);
  lines.push(pendingLine(s));
  for (const l of attackLines(s)) lines.push(`  ${l}`);
  s.kingdoms.forEach((k, i) => {
    const kd = kingdomAt(s, i);
    const castles = s.owner.filter((o) => o === i).length;
    const bot = k.bot ? `, bot (army ${k.army.length}, ready ${k.ready.length})` : '';
    const kept = k.kept > 0 ? `, kept ${k.kept}` : '';
    lines.push(
      `${i === s.current && s.result === null ? '>' : ' '} ${kd.name} (${kd.colour}${bot}): castles ${castles}/${CASTLES_PER_KINGDOM}, bonus ${k.bonus >= 0 ? '+' : ''}${k.bonus}, ${handText(k.hand)}${kept}`,
    );
    lines.push(...areaLines(s, i));
    const known = k.hand.filter((c) => c !== HIDDEN);
    if (known.length > 0) lines.push(...wrapped(`hand: ${known.map(cardName).join(', ')}`));
  });
  const independent = s.owner.filter((o) => o === -1).length;
  if (independent > 0) {
    lines.push(`  Independent: ${independent} areas`);
    lines.push(...areaLines(s, -1));
  }
  const out = s.owner.filter((o) => o === -2).length;
  if (out > 0) lines.push(`  Out of play: ${out} areas (west of the line, 10.1)`);
  const top = s.discard[s.discard.length - 1];
  lines.push(
    `Decks: Christian ${s.decks[0].length}, Muslim ${s.decks[1].length}; discard ${s.discard.length}${top === undefined ? '' : ` (top: ${cardName(top)})`}; removed ${s.removed.length}`,
  );
  for (const l of permanentLines(s)) lines.push(`Permanent: ${l}`);
  return `${lines.join('\n')}\n`;
}
