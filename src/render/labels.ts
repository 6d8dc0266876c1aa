/**
 * The font metrics the pictures assume (Helvetica/Arial, the SVGs' `font-family`) and the placing
 * of labels so that none overlaps another or leaves the picture: the renderers place every map
 * label with {@link placeLabel}, and the tests measure every `<text>` of a picture with
 * {@link textBox}, the same metrics.
 */

/** A rectangle in the picture's pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Advance widths of Helvetica's glyphs in ems, by class (close to the font's own table). */
function advance(ch: string): number {
  if (" .,:;!|'ilj·".includes(ch)) return 0.28;
  if ('ftrI()[]-/'.includes(ch)) return 0.34;
  if ('mwMW@'.includes(ch)) return 0.86;
  if (ch >= 'A' && ch <= 'Z') return 0.68;
  if ('ÁÉÍÓÚÑÇ'.includes(ch)) return 0.68;
  if (ch >= '0' && ch <= '9') return 0.56;
  if (ch.charCodeAt(0) > 0x2000) return 1;
  return 0.56;
}

/** The width in pixels of `content` set at `size` pixels (bold adds a tenth). */
export function textWidth(content: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of content) em += advance(ch);
  return em * size * (bold ? 1.1 : 1);
}

/** The box a `<text>` occupies: baseline at `y`, ascent 0.8 em above it and descent 0.22 em below, anchored at `x`. */
export function textBox(x: number, y: number, content: string, size: number, anchor: 'start' | 'middle' | 'end' = 'start', bold = false): Box {
  const width = textWidth(content, size, bold);
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  return { x: left, y: y - 0.8 * size, width, height: 1.02 * size };
}

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether `inner` lies wholly inside `outer`. */
export function inside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

/** A label placed: where its baseline starts and how it is anchored. */
export interface PlacedLabel {
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly box: Box;
}

/**
 * Places a label of `content` at `size` px near the point (x, y), clear of the circle of radius
 * `r` around it: below, above, right, left, then the diagonals, then further out, taking the first
 * place that overlaps none of `taken` (the boxes already placed, which it extends) and stays inside
 * `bounds`. When no place is free it takes the one that overlaps least, so a label is never lost.
 */
export function placeLabel(content: string, size: number, x: number, y: number, r: number, taken: Box[], bounds: Box): PlacedLabel {
  const h = size * 0.8;
  const candidates: [number, number, 'start' | 'middle' | 'end'][] = [];
  for (const gap of [2, 8, 16]) {
    candidates.push(
      [x, y + r + h + gap, 'middle'],
      [x, y - r - gap - 1, 'middle'],
      [x + r + gap, y + h / 2, 'start'],
      [x - r - gap, y + h / 2, 'end'],
      [x + r * 0.7 + gap, y + r + h + gap - 2, 'start'],
      [x - r * 0.7 - gap, y + r + h + gap - 2, 'end'],
      [x + r * 0.7 + gap, y - r - gap, 'start'],
      [x - r * 0.7 - gap, y - r - gap, 'end'],
    );
  }
  let best: PlacedLabel | null = null;
  let bestCost = Infinity;
  for (const [cx, cy, anchor] of candidates) {
    const box = textBox(cx, cy, content, size, anchor);
    let cost = inside(box, bounds) ? 0 : 1000;
    for (const t of taken) if (overlaps(box, t)) cost += 1;
    if (cost < bestCost) {
      best = { x: cx, y: cy, anchor, box };
      bestCost = cost;
      if (cost === 0) break;
    }
  }
  const placed = best as PlacedLabel;
  taken.push(placed.box);
  return placed;
}

/** `content` cut into lines no wider than `width` px at `size` px, at spaces (a word wider than the line is cut). */
export function wrapText(content: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
    while (textWidth(line, size, bold) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, bold) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
