/**
 * A tiny XML reader for the tests, enough to say an SVG is well formed: one root, every tag
 * closed in order, attributes quoted and not repeated, only the five predefined entities (and
 * numeric ones), no stray `<` or `&`. It returns the element tree so tests can look inside.
 */

/** An element: its tag, attributes and children (text nodes are kept as strings). */
export interface XmlElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

const NAME = /^[A-Za-z_][\w.:-]*$/;

function checkText(text: string, where: number): string {
  if (text.includes('<')) throw new Error(`stray '<' at ${where}`);
  return text.replace(/&([^;]*);?/g, (m, body: string) => {
    if (!m.endsWith(';')) throw new Error(`unterminated entity at ${where}`);
    if (body === 'amp') return '&';
    if (body === 'lt') return '<';
    if (body === 'gt') return '>';
    if (body === 'quot') return '"';
    if (body === 'apos') return "'";
    if (/^#\d+$/.test(body)) return String.fromCodePoint(Number(body.slice(1)));
    if (/^#x[0-9a-fA-F]+$/.test(body)) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    throw new Error(`unknown entity &${body}; at ${where}`);
  });
}

function parseAttrs(src: string, where: number): Record<string, string> {
  const attrs: Record<string, string> = {};
  let rest = src.trim();
  while (rest.length > 0) {
    const m = /^([^\s=]+)\s*=\s*"([^"]*)"\s*/.exec(rest) ?? /^([^\s=]+)\s*=\s*'([^']*)'\s*/.exec(rest);
    if (m === null) throw new Error(`bad attribute syntax at ${where}: ${rest.slice(0, 40)}`);
    const [whole, name, value] = m as unknown as [string, string, string];
    if (!NAME.test(name)) throw new Error(`bad attribute name ${name} at ${where}`);
    if (name in attrs) throw new Error(`attribute ${name} repeated at ${where}`);
    attrs[name] = checkText(value, where);
    rest = rest.slice(whole.length);
  }
  return attrs;
}

/** Parses an XML document; throws an `Error` naming the first problem. */
export function parseXml(xml: string): XmlElement {
  let i = 0;
  const stack: { tag: string; attrs: Record<string, string>; children: (XmlElement | string)[] }[] = [];
  let root: XmlElement | null = null;
  const src = xml.replace(/^<\?xml[^?]*\?>/, '');
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? src.length : lt;
    const raw = src.slice(i, textEnd);
    if (raw.trim() !== '') {
      if (stack.length === 0) throw new Error(`text outside the root at ${i}`);
      stack[stack.length - 1]!.children.push(checkText(raw, i));
    }
    if (lt < 0) break;
    if (src.startsWith('<!--', lt)) {
      const end = src.indexOf('-->', lt);
      if (end < 0) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    const gt = src.indexOf('>', lt);
    if (gt < 0) throw new Error(`unterminated tag at ${lt}`);
    const inner = src.slice(lt + 1, gt);
    i = gt + 1;
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim();
      const open = stack.pop();
      if (open === undefined || open.tag !== name) throw new Error(`</${name}> at ${lt} closes ${open === undefined ? 'nothing' : `<${open.tag}>`}`);
      const done: XmlElement = open;
      if (stack.length === 0) {
        if (root !== null) throw new Error('more than one root');
        root = done;
      } else stack[stack.length - 1]!.children.push(done);
      continue;
    }
    const selfClosing = inner.endsWith('/');
    const body = selfClosing ? inner.slice(0, -1) : inner;
    const m = /^([^\s/]+)([\s\S]*)$/.exec(body);
    if (m === null || !NAME.test(m[1]!)) throw new Error(`bad tag at ${lt}: <${inner.slice(0, 30)}`);
    const el = { tag: m[1]!, attrs: parseAttrs(m[2]!, lt), children: [] as (XmlElement | string)[] };
    if (selfClosing) {
      if (stack.length === 0) {
        if (root !== null) throw new Error('more than one root');
        root = el;
      } else stack[stack.length - 1]!.children.push(el);
    } else {
      if (stack.length === 0 && root !== null) throw new Error('more than one root');
      stack.push(el);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1]!.tag}> never closed`);
  if (root === null) throw new Error('no root element');
  return root;
}

/** Parses an SVG document and checks its root: `<svg>` with the SVG namespace and a 4-number `viewBox`. */
export function parseSvg(svg: string): XmlElement {
  const root = parseXml(svg);
  if (root.tag !== 'svg') throw new Error(`root is <${root.tag}>, not <svg>`);
  if (root.attrs.xmlns !== 'http://www.w3.org/2000/svg') throw new Error('the root has no SVG xmlns');
  const vb = (root.attrs.viewBox ?? '').split(/\s+/).map(Number);
  if (vb.length !== 4 || vb.some((n) => !Number.isFinite(n)) || vb[2]! <= 0 || vb[3]! <= 0) throw new Error(`bad viewBox ${root.attrs.viewBox}`);
  return root;
}

/** Every element of the tree, depth first. */
export function allElements(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [root];
  for (const c of root.children) if (typeof c !== 'string') out.push(...allElements(c));
  return out;
}

/** The concatenated text of an element and its descendants. */
export function textOf(e: XmlElement): string {
  return e.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** The element whose `id` attribute is `id`, or undefined. */
export function byId(root: XmlElement, id: string): XmlElement | undefined {
  return allElements(root).find((e) => e.attrs.id === id);
}
