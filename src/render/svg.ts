/**
 * A few pure helpers to write SVG as text: escaping, elements with attributes in a fixed order,
 * numbers rounded so that the same picture is always the same string, the colours of the games,
 * and the equirectangular projection the map layouts use. No DOM.
 */

/** An attribute value: numbers are rounded to 0.1 (see {@link num}); `undefined` leaves the attribute out. */
export type AttrValue = string | number | undefined;

/** Escapes text for an SVG text node or attribute value. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A number written with at most one decimal, `-0` as `0`: the pictures are byte-for-byte stable. */
export function num(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function attrs(a: Readonly<Record<string, AttrValue>>): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`;
  }
  return out;
}

/** An element: self-closed without children, else with its children (already SVG text) inside. */
export function el(tag: string, a: Readonly<Record<string, AttrValue>>, ...children: readonly string[]): string {
  return children.length === 0 ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children.join('')}</${tag}>`;
}

/** A `<text>` element holding `content` escaped. */
export function text(x: number, y: number, content: string, a: Readonly<Record<string, AttrValue>> = {}): string {
  return `<text${attrs({ x, y, ...a })}>${esc(content)}</text>`;
}

/** A whole SVG document: the root with `xmlns`, `viewBox`, size and a `<title>`, then the body. */
export function svgDocument(width: number, height: number, title: string, scale: number, body: readonly string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width * scale)}" height="${num(height * scale)}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${esc(title)}</title>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * Colours by the English names the games' data use (`'light green'`), as hex. A name not listed
 * is drawn grey: the data may name new colours without breaking a picture.
 */
export const COLOURS: Readonly<Record<string, string>> = {
  red: '#c8322d',
  yellow: '#e8c21d',
  'light green': '#8fd16a',
  'light blue': '#86c1ec',
  'dark green': '#2d7a3a',
  'dark blue': '#26408f',
  grey: '#b8b8b8',
};

/** The hex colour of a colour name (grey when unknown). */
export function colourHex(name: string): string {
  return COLOURS[name] ?? '#b8b8b8';
}

/** Black or white, whichever reads better on the hex colour `bg` (`#rrggbb`). */
export function inkOn(bg: string): string {
  const v = Number.parseInt(bg.slice(1), 16);
  const r = (v >> 16) & 255;
  const g = (v >> 8) & 255;
  const b = v & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 140 ? '#111111' : '#ffffff';
}

/** A colour mixed toward white by `t` (0: the colour, 1: white): a lighter fill for a region or a counter's reverse. */
export function tint(hex: string, t: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number): string =>
    Math.round(c + (255 - c) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

/** A rectangle of longitudes and latitudes, and the pixels per degree of latitude to draw it at. */
export interface Frame {
  /** The western edge, degrees east (negative west of Greenwich). */
  readonly west: number;
  /** The northern edge, degrees north. */
  readonly north: number;
  /** Pixels per degree of latitude. */
  readonly scale: number;
  /** The latitude whose cosine shrinks the degrees of longitude (the frame's middle). */
  readonly midLat: number;
  /** Pixels added on the left and top. */
  readonly margin: number;
}

/** A point in the picture. */
export interface Point {
  /** Pixels from the left. */
  readonly x: number;
  /** Pixels from the top. */
  readonly y: number;
}

/** Projects a longitude and latitude into the picture (equirectangular about `frame.midLat`). */
export function project(frame: Frame, lon: number, lat: number): Point {
  const kx = frame.scale * Math.cos((frame.midLat * Math.PI) / 180);
  return { x: frame.margin + (lon - frame.west) * kx, y: frame.margin + (frame.north - lat) * frame.scale };
}
