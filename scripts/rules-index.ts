/**
 * The rules index (docs/rules-index.md) and what the code and the tests cite.
 *
 * `npx tsx scripts/rules-index.ts` checks the index against the code (the same checks as
 * test/rules-index.test.ts) and prints what is wrong; `--cited` also lists every section the
 * code and the test names cite, game by game, with where. The test imports these functions.
 * `--fix` first rewrites the index for what moved (see `fixIndex`): a function now declared in
 * one other file goes to that file's entry of its row, a quoted test name now in one other test
 * file goes to that file's entry; it prints each move, then what is still wrong.
 *
 * What counts as a cited section (see `citations`):
 * - in `src/games/<game>/**`: the string literals of a `rule:` property (every branch of a
 *   `? :`, `??` or `||`; a template string when its text before the first `${` cites a
 *   section; a `const` of the same file holding such a string), the argument given to a parameter named `rule` of a function or constructor
 *   declared under `src/` (e.g. `drawCards(…, '7')`, `new IllegalActionError(…, '5')`), the
 *   string literals a function whose name starts with `rule` returns (`ruleOf`), and the
 *   `section:` of a data record's source;
 * - in `test/<game>/**`: the sections at the start of a test or suite name (`it`, `test`,
 *   `describe` and their `.skip`/`.only`/`.each` forms), read by `leadingCitations`.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const INDEX_PATH = 'docs/rules-index.md';

/** The games of the index: the marker before each table, the code and the tests it covers. */
export const GAMES = [
  { id: 'taifa', name: 'Taifa', src: 'src/games/taifa', tests: 'test/taifa' },
  { id: 'mar-y-acero', name: 'Mar y Acero', src: 'src/games/mar-y-acero', tests: 'test/mar-y-acero' },
  { id: 'la-legion', name: 'La Legión', src: 'src/games/la-legion', tests: 'test/la-legion' },
  { id: 'al-filo', name: '¡Al filo de la espada!', src: 'src/games/al-filo', tests: 'test/al-filo' },
] as const;
export type GameId = (typeof GAMES)[number]['id'];

/** The columns of each table, in order (the header must read exactly these). */
export const COLUMNS = ['Section', 'Rulebook title · gloss', 'Decided by', 'Checked by', 'Notes'] as const;

// ---------------------------------------------------------------- citations

/** One section reference, e.g. `4.4.1 B`, `5.3.5 (1)`, `card 24`. */
export interface Ref {
  readonly kind: 'section' | 'card' | 'part';
  /** Section numbers (`[4, 4, 1]`), or the card number alone. */
  readonly numbers: readonly number[];
  /** A roman or lettered sub-point (`I`, `B`), or null. */
  readonly sub: string | null;
  /** A parenthesised item (`1`, `a`), or null. */
  readonly item: string | null;
}

/** The key a reference is indexed by: `4.4.1 B`, `5.3.5 (1)`, `4.3.2 III (b)`, `card 24`. */
export function refKey(r: Ref): string {
  if (r.kind === 'card') return `card ${r.numbers[0]}`;
  if (r.kind === 'part') return PARTS[r.numbers[0] as number] as string;
  return `${r.numbers.join('.')}${r.sub === null ? '' : ` ${r.sub}`}${r.item === null ? '' : ` (${r.item})`}`;
}

const ROMAN = ['X', 'IX', 'VIII', 'VII', 'VI', 'V', 'IV', 'III', 'II', 'I'];
const ROMAN_VALUE: Readonly<Record<string, number>> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 };

/** A sub-point token at `i` (a roman numeral I-X or one capital letter, standing alone), or null. */
function subAt(text: string, i: number): string | null {
  const rest = text.slice(i);
  for (const r of ROMAN) if (rest.startsWith(r) && !/^[\p{L}\d]/u.test(rest.slice(r.length))) return r;
  const m = /^[A-Z](?![\p{L}\d])/u.exec(rest);
  return m ? m[0] : null;
}

function rankOfSub(sub: string): number {
  return ROMAN_VALUE[sub] ?? sub.charCodeAt(0) - 64;
}

function rankOfItem(item: string): number {
  return /^\d+$/.test(item) ? Number(item) : item.charCodeAt(0) - 96;
}

/** The sub-points from `a` to `b` (`I-III`: I, II, III; `A-C`: A, B, C). */
function subRange(a: string, b: string): string[] {
  const ra = ROMAN_VALUE[a];
  const rb = ROMAN_VALUE[b];
  if (ra !== undefined && rb !== undefined && rb >= ra && rb - ra <= 10) {
    const byValue = Object.fromEntries(Object.entries(ROMAN_VALUE).map(([k, v]) => [v, k]));
    return Array.from({ length: rb - ra + 1 }, (_, k) => byValue[ra + k] as string);
  }
  const ca = a.charCodeAt(0);
  const cb = b.charCodeAt(0);
  if (a.length === 1 && b.length === 1 && cb >= ca && cb - ca <= 10) return Array.from({ length: cb - ca + 1 }, (_, k) => String.fromCharCode(ca + k));
  return [a, b];
}

/** The section numbers from `a` to `b` (`6-8`: 6, 7, 8; `5.5-5.6`), same depth and prefix; else the two ends. */
function numberRange(a: readonly number[], b: readonly number[]): number[][] {
  const same = a.length === b.length && a.slice(0, -1).every((n, k) => n === b[k]);
  const from = a[a.length - 1] as number;
  const to = b[b.length - 1] as number;
  if (!same || to < from || to - from > 20) return [a.slice(), b.slice()];
  return Array.from({ length: to - from + 1 }, (_, k) => [...a.slice(0, -1), from + k]);
}

interface Parsed {
  readonly refs: Ref[];
  readonly end: number;
}

const SECTION_RE = /^(\d+(?:\.\d+)*)(?![\d.]*\d)/;
/**
 * The unnumbered parts of a rulebook the code cites by name, in the rulebook's order after its
 * numbered sections: ¡Al filo de la espada!'s scenario (Las Navas de Tolosa) and its tables.
 */
export const PARTS = ['scenario', 'Tabla de Terrenos', 'Tabla de Tiros', 'Tablas de Combates'] as const;
const PART_RE = new RegExp(`^(${PARTS.join('|')})(?![\\p{L}])`, 'u');
const CARD_RE = /^(?:(?:Destiny|Event|Nitayno)\s+)?(cards?)\s+(\d+)/i;

/** One citation at `i`: a section (with range, sub-points and items) or a card (cards: a list). */
function citationAt(text: string, i: number): Parsed | null {
  const rest = text.slice(i);
  const part = PART_RE.exec(rest);
  if (part) return { refs: [{ kind: 'part', numbers: [PARTS.indexOf(part[1] as (typeof PARTS)[number])], sub: null, item: null }], end: i + part[0].length };
  const card = CARD_RE.exec(rest);
  if (card) {
    const refs: Ref[] = [];
    const first = Number(card[2]);
    let end = i + card[0].length;
    let last = first;
    refs.push({ kind: 'card', numbers: [first], sub: null, item: null });
    if ((card[1] as string).toLowerCase() === 'cards') {
      for (;;) {
        const m = /^(\s*(?:\/|,|-|\band\b)\s*)(\d+)(?![\d.])/.exec(text.slice(end));
        if (!m) break;
        const n = Number(m[2]);
        if (m[1]?.trim() === '-' && n > last && n - last <= 20)
          for (let k = last + 1; k < n; k++) refs.push({ kind: 'card', numbers: [k], sub: null, item: null });
        refs.push({ kind: 'card', numbers: [n], sub: null, item: null });
        last = n;
        end += m[0].length;
      }
    }
    return { refs, end };
  }
  const sec = SECTION_RE.exec(rest);
  if (!sec) return null;
  let end = i + sec[0].length;
  let numberLists: number[][] = [(sec[1] as string).split('.').map(Number)];
  const range = /^-(\d+(?:\.\d+)*)(?![\d.]*\d)/.exec(text.slice(end));
  if (range) {
    numberLists = numberRange(numberLists[0] as number[], (range[1] as string).split('.').map(Number));
    end += range[0].length;
  }
  // Sub-points: ` B`, ` I-II`, ` A/C`.
  let subs: (string | null)[] = [null];
  const space = /^\s+/.exec(text.slice(end));
  if (numberLists.length === 1 && space) {
    const first = subAt(text, end + space[0].length);
    if (first !== null) {
      subs = [first];
      end += space[0].length + first.length;
      for (;;) {
        const m = /^[-/]/.exec(text.slice(end));
        const next = m ? subAt(text, end + 1) : null;
        if (!m || next === null) break;
        if (m[0] === '-') subs = [...subs.slice(0, -1), ...subRange(subs[subs.length - 1] as string, next)];
        else subs.push(next);
        end += 1 + next.length;
      }
    }
  }
  // Items: ` (1)`, `(5)(6)`, ` (b)`.
  const items: (string | null)[] = [];
  for (;;) {
    const m = /^\s*\((\d+|[a-z])\)/.exec(text.slice(end));
    if (!m) break;
    items.push(m[1] as string);
    end += m[0].length;
  }
  const refs: Ref[] = [];
  for (const numbers of numberLists) {
    for (const sub of subs) {
      for (const item of items.length > 0 ? items : [null]) refs.push({ kind: 'section', numbers, sub, item });
    }
  }
  return { refs, end };
}

const SEP_RE = /^\s*(?:,|\/|;|&|\band\b)\s*/;

/**
 * The sections cited at the start of `text`: a list of citations (`5.1.1, 5.3`, `4.3.2 I/II`,
 * `6-8`, `card 26 / 5`, `cards 48/49`, `4.4.2 build, 4.4.3 scribes`) joined by `,` `/` `;` `&`
 * or `and`, each optionally followed by a few words without digits; a `:` ends the list.
 * Ranges (`5.5-5.6`, `I-II`, `cards 48-49`) give every section between. A bare sub-point after
 * a separator (`4.4.1 A/C`) continues the section before it. Words such as `(FAQ)`, `step 3`
 * or `Excepción` are not part of a section.
 */
export function leadingCitations(text: string): Ref[] {
  const out: Ref[] = [];
  const start = /^\s*/.exec(text)?.[0].length ?? 0;
  let at: Parsed | null = citationAt(text, start);
  if (at === null) return out;
  for (;;) {
    out.push(...at.refs);
    const last = at.refs[at.refs.length - 1] as Ref;
    // The next citation: after a separator, possibly after a few words (no digit, no colon).
    let next: Parsed | null = null;
    for (let p: number = at.end; p <= text.length; p++) {
      const ch = text[p];
      if (ch === undefined || ch === ':' || /\d/.test(ch)) break;
      const s = SEP_RE.exec(text.slice(p));
      if (!s) continue;
      const q: number = p + s[0].length;
      next = citationAt(text, q);
      if (next === null && last.kind === 'section') {
        // A bare sub-point continues the section: `4.4.1 A/C`, `4.3.2 I/II`.
        const sub = subAt(text, q);
        if (sub !== null) next = { refs: [{ kind: 'section', numbers: last.numbers, sub, item: null }], end: q + sub.length };
      }
      if (next !== null) break;
    }
    if (next === null) return out;
    at = next;
  }
}

/** One citation found in the code or in a test name. */
export interface Citation {
  readonly key: string;
  readonly game: GameId;
  /** Repo-relative file and 1-based line. */
  readonly file: string;
  readonly line: number;
  /** What cites it: `rule: '5.1'`, a test name, … */
  readonly what: string;
  /** The function (or test file) around it, for the suggested row. */
  readonly where: string | null;
}

/** A string in a rule field that cites no section (a mistake, or a form the parser should learn). */
export interface Unreadable {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

const rel = (root: string, p: string): string => relative(root, p).split(sep).join('/');

const sourceCache = new Map<string, ts.SourceFile>();
function source(path: string): ts.SourceFile {
  let sf = sourceCache.get(path);
  if (sf === undefined) {
    sf = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    sourceCache.set(path, sf);
  }
  return sf;
}

function lineOf(sf: ts.SourceFile, node: ts.Node): number {
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

/** The file's `const NAME = '…'` declarations (any scope), for `rule: NAME`. */
function stringConsts(sf: ts.SourceFile): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      (node.parent.flags & ts.NodeFlags.Const) !== 0
    )
      out.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * The string values an expression can take, where they are written out: `'a'`, `c ? 'a' : 'b'`,
 * `x ?? 'a'`, or a `const` of the same file holding one (`rule: RULE`).
 */
function literalsOf(e: ts.Expression, consts: Map<string, ts.Expression>, depth = 0): { text: string; partial: boolean }[] {
  if (depth > 8) return [];
  const again = (x: ts.Expression): { text: string; partial: boolean }[] => literalsOf(x, consts, depth + 1);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [{ text: e.text, partial: false }];
  if (ts.isTemplateExpression(e)) return [{ text: e.head.text, partial: true }];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) return again(e.expression);
  if (ts.isConditionalExpression(e)) return [...again(e.whenTrue), ...again(e.whenFalse)];
  if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    return [...again(e.left), ...again(e.right)];
  }
  if (ts.isIdentifier(e)) {
    const init = consts.get(e.text);
    // Only a constant string: a constant holding anything else is dynamic as far as the index goes.
    if (init && (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init) || ts.isTemplateExpression(init) || ts.isConditionalExpression(init)))
      return again(init);
  }
  return [];
}

function nameOf(node: ts.Node): string | null {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isClassDeclaration(node)) && node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return node.parent.name?.getText() ?? null;
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text;
  return null;
}

/** The named function (or variable, method, class) around a node. */
function enclosing(node: ts.Node): string | null {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isConstructorDeclaration(n)) return nameOf(n);
    if (ts.isVariableDeclaration(n) && n.initializer && (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer))) return nameOf(n);
  }
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isVariableDeclaration(n)) return nameOf(n);
  }
  return null;
}

/** Functions and constructors declared under `src/` with a parameter named `rule`: name -> its positions. */
function ruleParameters(root: string): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const file of walk(join(root, 'src'))) {
    const visit = (node: ts.Node): void => {
      let params: ts.NodeArray<ts.ParameterDeclaration> | null = null;
      let name: string | null = null;
      if (ts.isFunctionDeclaration(node) && node.name) {
        params = node.parameters;
        name = node.name.text;
      } else if (ts.isConstructorDeclaration(node) && node.parent.name) {
        params = node.parameters;
        name = node.parent.name.text;
      } else if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
      ) {
        params = node.initializer.parameters;
        name = node.name.text;
      }
      if (params !== null && name !== null) {
        params.forEach((p, k) => {
          if (ts.isIdentifier(p.name) && p.name.text === 'rule') {
            const set = out.get(name as string) ?? new Set<number>();
            set.add(k);
            out.set(name as string, set);
          }
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source(file));
  }
  return out;
}

/** Every section the code of a game cites (see the file comment), and the rule strings that cite none. */
export function codeCitations(root: string, game: (typeof GAMES)[number]): { citations: Citation[]; unreadable: Unreadable[] } {
  const citations: Citation[] = [];
  const unreadable: Unreadable[] = [];
  const params = ruleParameters(root);
  for (const path of walk(join(root, game.src))) {
    const sf = source(path);
    const file = rel(root, path);
    const consts = stringConsts(sf);
    const take = (e: ts.Expression, what: (t: string) => string, at: ts.Node): void => {
      for (const { text, partial } of literalsOf(e, consts)) {
        const refs = leadingCitations(text);
        if (refs.length === 0) {
          if (!partial) unreadable.push({ file, line: lineOf(sf, at), text });
          continue;
        }
        for (const r of refs) citations.push({ key: refKey(r), game: game.id, file, line: lineOf(sf, at), what: what(text), where: enclosing(at) });
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
        const name = node.name.text;
        if (name === 'rule') take(node.initializer, (t) => `rule: '${t}'`, node);
        else if (name === 'section') take(node.initializer, (t) => `section: '${t}'`, node);
      }
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
        const at = name === null ? undefined : params.get(name);
        if (at !== undefined) {
          for (const k of at) {
            const arg = node.arguments[k];
            if (arg) take(arg, (t) => `${name}(…, '${t}')`, arg);
          }
        }
      }
      if (ts.isReturnStatement(node) && node.expression) {
        const fn = enclosing(node);
        if (fn !== null && /^rule/i.test(fn)) take(node.expression, (t) => `${fn} returns '${t}'`, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { citations, unreadable };
}

const TEST_FNS = new Set(['it', 'test', 'describe']);

/** The names of the tests and suites of a test file: `it('…')`, `describe.skip('…')`, `it.each(…)('…')`. */
export function testNames(path: string): { name: string; line: number; node: ts.Node }[] {
  const sf = source(path);
  const out: { name: string; line: number; node: ts.Node }[] = [];
  const root = (e: ts.Expression): string | null => {
    if (ts.isIdentifier(e)) return e.text;
    if (ts.isPropertyAccessExpression(e)) return root(e.expression);
    if (ts.isCallExpression(e)) return root(e.expression);
    return null;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const r = root(node.expression);
      const first = node.arguments[0];
      if (r !== null && TEST_FNS.has(r) && first) {
        if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) out.push({ name: first.text, line: lineOf(sf, node), node: first });
        else if (ts.isTemplateExpression(first)) out.push({ name: first.getText(sf).slice(1, -1), line: lineOf(sf, node), node: first });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Every section cited at the start of a test or suite name of a game. */
export function testCitations(root: string, game: (typeof GAMES)[number]): Citation[] {
  const out: Citation[] = [];
  for (const path of walk(join(root, game.tests))) {
    const file = rel(root, path);
    for (const t of testNames(path)) {
      // A template name cites what comes before its first `${`.
      const text = t.name.split('${')[0] as string;
      for (const r of leadingCitations(text)) out.push({ key: refKey(r), game: game.id, file, line: t.line, what: `test '${t.name}'`, where: null });
    }
  }
  return out;
}

/** Names a file declares (functions, variables, classes, methods, types), at any depth. */
export function declaredNames(path: string): Set<string> {
  const out = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      node.name
    )
      out.add(node.name.text);
    if (ts.isMethodDeclaration(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) out.add(node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) out.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source(path));
  return out;
}

// ---------------------------------------------------------------- the index

/** A file and the functions (or data) named in it. */
export interface CodeEntry {
  readonly file: string;
  readonly names: readonly string[];
}
/** A test file and the (parts of) test names quoted from it. */
export interface TestEntry {
  readonly file: string;
  readonly names: readonly string[];
}

export type Decided =
  | { readonly kind: 'code'; readonly entries: readonly CodeEntry[]; readonly see: readonly Ref[] }
  | { readonly kind: 'not implemented'; readonly note: string }
  | { readonly kind: 'not a rule'; readonly note: string };

export interface Row {
  readonly game: GameId;
  /** 1-based line in the index. */
  readonly line: number;
  readonly section: string;
  /** The reference of the row, or null for a group of cards (`cards 1-16`). */
  readonly ref: Ref | null;
  /** For a group of cards, the first card (for the order). */
  readonly groupFrom: number | null;
  readonly title: string;
  readonly decided: Decided;
  readonly checked: readonly TestEntry[];
}

export interface ParsedIndex {
  readonly rows: Record<GameId, Row[]>;
  /** What could not be read, each a sentence saying where and what to fix. */
  readonly problems: string[];
}

/** Splits at `;` outside backticks. */
function splitEntries(cell: string): string[] {
  const out: string[] = [];
  let cur = '';
  let tick = false;
  for (const ch of cell) {
    if (ch === '`') tick = !tick;
    if (ch === ';' && !tick) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

const strip = (s: string): string => s.replace(/`/g, '').replace(/\*\*/g, '').trim();
const PATH_RE = /^`?((?:src|test|scripts|examples|bench)\/[\w./-]+\.ts)`?\s*(?::\s*(.*))?$/s;

function parseDecided(cell: string, where: string, problems: string[]): Decided {
  const plain = strip(cell);
  const lower = plain.toLowerCase();
  if (lower.startsWith('not implemented')) return { kind: 'not implemented', note: plain.slice('not implemented'.length).replace(/^[\s:(—-]+|\)$/g, '') };
  if (lower.startsWith('not a rule')) return { kind: 'not a rule', note: plain.slice('not a rule'.length).replace(/^[\s:(—-]+|\)$/g, '') };
  const entries: CodeEntry[] = [];
  const see: Ref[] = [];
  for (const part of splitEntries(cell)) {
    const seeMatch = /^see\s+(.+)$/i.exec(strip(part));
    if (seeMatch) {
      const refs = leadingCitations(seeMatch[1] as string);
      if (refs.length === 0) problems.push(`${where}: "Decided by" says "${part}", but "${seeMatch[1]}" is no section; write e.g. "see 5.1".`);
      see.push(...refs);
      continue;
    }
    const m = PATH_RE.exec(part);
    if (!m) {
      problems.push(
        `${where}: cannot read "${part}" in "Decided by"; write "src/…/file.ts: fnA, fnB" (entries separated by ";"), "see 4.6", "not implemented" or "not a rule (why)".`,
      );
      continue;
    }
    const names = (m[2] ?? '')
      .split(',')
      .map((n) => strip(n))
      .filter((n) => n.length > 0);
    const bad = names.filter((n) => !/^[A-Za-z_$][\w$]*$/.test(n));
    if (bad.length > 0)
      problems.push(`${where}: "${bad.join('", "')}" in "Decided by" is not a function name; name functions (or data) declared in ${m[1]}, separated by ",".`);
    entries.push({ file: m[1] as string, names: names.filter((n) => !bad.includes(n)) });
  }
  if (entries.length === 0 && see.length === 0)
    problems.push(`${where}: "Decided by" is empty; name the file and functions, "see <section>", "not implemented" or "not a rule (why)".`);
  return { kind: 'code', entries, see };
}

function parseChecked(cell: string, where: string, problems: string[]): TestEntry[] {
  const plain = strip(cell).toLowerCase();
  if (plain.startsWith('none') || plain === '—' || plain === '-' || plain === '') return [];
  const out: TestEntry[] = [];
  for (const part of splitEntries(cell)) {
    const m = PATH_RE.exec(part);
    if (!m) {
      problems.push(
        `${where}: cannot read "${part}" in "Checked by"; write "test/…/file.test.ts: \`start of a test name\`, \`…\`" (entries separated by ";") or "none".`,
      );
      continue;
    }
    const names: string[] = [];
    const rest = m[2] ?? '';
    for (const q of rest.matchAll(/`([^`]+)`/g)) names.push(q[1] as string);
    if (rest.replace(/`[^`]*`/g, '').replace(/[\s,…]/g, '').length > 0) {
      problems.push(`${where}: in "Checked by", quote test names in backticks after the file: "${m[1]}: \`5.1.4: the defender\`".`);
    }
    out.push({ file: m[1] as string, names });
  }
  return out;
}

function cells(line: string): string[] {
  const t = line.trim();
  return t
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** Reads the table after each game's marker `<!-- rules-index:<game> -->`. */
export function parseIndex(markdown: string): ParsedIndex {
  const lines = markdown.split('\n');
  const problems: string[] = [];
  const rows = { taifa: [] as Row[], 'mar-y-acero': [] as Row[], 'la-legion': [] as Row[], 'al-filo': [] as Row[] };
  for (const game of GAMES) {
    const marker = `<!-- rules-index:${game.id} -->`;
    const at = lines.findIndex((l) => l.trim() === marker);
    if (at < 0) {
      problems.push(`${INDEX_PATH}: the marker line "${marker}" is missing; put it just before the ${game.name} table.`);
      continue;
    }
    let i = at + 1;
    while (i < lines.length && !(lines[i] as string).trim().startsWith('|')) i++;
    const header = cells(lines[i] ?? '');
    if (header.join(' | ') !== COLUMNS.join(' | ')) {
      problems.push(`${INDEX_PATH}:${i + 1}: the ${game.name} table must have the columns | ${COLUMNS.join(' | ')} |, found | ${header.join(' | ')} |.`);
      continue;
    }
    i += 2;
    for (; i < lines.length && (lines[i] as string).trim().startsWith('|'); i++) {
      const c = cells(lines[i] as string);
      const where = `${INDEX_PATH}:${i + 1} (${game.name}, "${c[0] ?? ''}")`;
      if (c.length !== COLUMNS.length) {
        problems.push(`${where}: ${c.length} cells, expected ${COLUMNS.length} (a "|" inside a cell splits it: write it otherwise).`);
        continue;
      }
      const [section, title, decided, checked] = c as [string, string, string, string, string];
      const sectionText = strip(section);
      let ref: Ref | null = null;
      let groupFrom: number | null = null;
      const group = /^cards\s+(\d+)\s*-\s*(\d+)$/i.exec(sectionText);
      if (group) groupFrom = Number(group[1]);
      else {
        const refs = leadingCitations(sectionText);
        if (refs.length !== 1 || refKey(refs[0] as Ref) !== sectionText) {
          problems.push(
            `${where}: the Section cell must be one section as the code writes it ("5.1", "4.4.1 B", "5.3.5 (1)", "card 24") or a group "cards 1-16"; "${sectionText}" reads as ${refs.length === 0 ? 'nothing' : refs.map(refKey).join(', ')}.`,
          );
          continue;
        }
        ref = refs[0] as Ref;
      }
      if (strip(title).length === 0) problems.push(`${where}: the title is empty; copy it from the rulebook, with a short English gloss.`);
      rows[game.id].push({
        game: game.id,
        line: i + 1,
        section: sectionText,
        ref,
        groupFrom,
        title: strip(title),
        decided: parseDecided(decided, where, problems),
        checked: parseChecked(checked, where, problems),
      });
    }
    if (rows[game.id].length === 0) problems.push(`${INDEX_PATH}: the ${game.name} table has no rows.`);
  }
  return { rows, problems };
}

/**
 * Order of rows: sections by number, then sub-point; cards after every section. Items are
 * ordered among themselves only: a section's unnumbered parts may come between its items, as in
 * the rulebook (5.3.5's "Área Objetivo", then (1)-(6), then "Repliegues"…).
 */
function orderKey(r: Row): { key: number[]; item: number | null } {
  if (r.ref === null) return { key: [1e9, r.groupFrom ?? 0, -1], item: null };
  if (r.ref.kind === 'card') return { key: [1e9, r.ref.numbers[0] as number, 0], item: null };
  if (r.ref.kind === 'part') return { key: [2e9, r.ref.numbers[0] as number, 0], item: null };
  const k: number[] = [];
  for (let d = 0; d < 6; d++) k.push(r.ref.numbers[d] ?? -1);
  k.push(r.ref.sub === null ? 0 : rankOfSub(r.ref.sub));
  return { key: k, item: r.ref.item === null ? null : rankOfItem(r.ref.item) };
}

function compare(a: { key: number[]; item: number | null }, b: { key: number[]; item: number | null }): number {
  for (let k = 0; k < Math.max(a.key.length, b.key.length); k++) {
    const d = (a.key[k] ?? -1) - (b.key[k] ?? -1);
    if (d !== 0) return d;
  }
  return a.item !== null && b.item !== null ? a.item - b.item : 0;
}

// ---------------------------------------------------------------- the checks

export interface Report {
  readonly index: ParsedIndex;
  readonly cited: Record<GameId, Citation[]>;
  readonly unreadable: Unreadable[];
  /** Cited sections with no row, one sentence each saying what row to add. */
  readonly missing: string[];
  /** Files or functions named in the index that are not there. */
  readonly stale: string[];
  /** Test names quoted in the index that no test has. */
  readonly staleTests: string[];
  /** Rows out of the rulebook's order, repeated rows, "see" to a section with no row. */
  readonly layout: string[];
  /** Sections marked "not implemented" that the code cites. */
  readonly contradictions: string[];
}

const srcFiles = new Map<string, string[]>();

/** Where else under src/ a name is declared (to say where a moved function went). */
function declaredElsewhere(root: string, name: string): string[] {
  let files = srcFiles.get(root);
  if (files === undefined) {
    files = walk(join(root, 'src'));
    srcFiles.set(root, files);
  }
  return files.filter((f) => declaredNames(f).has(name)).map((f) => rel(root, f));
}

export function check(root: string): Report {
  const index = parseIndex(readFileSync(join(root, INDEX_PATH), 'utf8'));
  const cited = { taifa: [] as Citation[], 'mar-y-acero': [] as Citation[], 'la-legion': [] as Citation[], 'al-filo': [] as Citation[] };
  const unreadable: Unreadable[] = [];
  const missing: string[] = [];
  const stale: string[] = [];
  const staleTests: string[] = [];
  const layout: string[] = [];
  const contradictions: string[] = [];
  for (const game of GAMES) {
    const code = codeCitations(root, game);
    unreadable.push(...code.unreadable);
    cited[game.id] = [...code.citations, ...testCitations(root, game)];
    const rows = index.rows[game.id];
    const keys = new Map<string, Row>();
    for (const r of rows) if (r.ref !== null && !keys.has(refKey(r.ref))) keys.set(refKey(r.ref), r);

    // Every cited section has a row.
    const byKey = new Map<string, Citation[]>();
    for (const c of cited[game.id]) byKey.set(c.key, [...(byKey.get(c.key) ?? []), c]);
    for (const [key, cs] of [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
      const row = keys.get(key);
      if (row === undefined) {
        const fromCode = cs.filter((c) => c.file.startsWith('src/'));
        const fromTests = cs.filter((c) => c.file.startsWith('test/'));
        const decided = [...new Set(fromCode.map((c) => `${c.file}${c.where ? `: ${c.where}` : ''}`))].join('; ') || 'src/…: …';
        const checked =
          [...new Set(fromTests.map((c) => c.file))]
            .map((f) => `${f}: \`${(fromTests.find((c) => c.file === f)?.what ?? '').replace(/^test '|'$/g, '').slice(0, 40)}\``)
            .join('; ') || 'none';
        missing.push(
          `${game.name}: "${key}" is cited by ${cs
            .slice(0, 3)
            .map((c) => `${c.file}:${c.line} (${c.what})`)
            .join(', ')}${cs.length > 3 ? ` and ${cs.length - 3} more` : ''}, but ${INDEX_PATH} has no row for it. ` +
            `Add, in rulebook order: | ${key} | <title as printed · English gloss> | ${decided} | ${checked} | |`,
        );
        continue;
      }
      if (row.decided.kind === 'not implemented') {
        const fromCode = cs.filter((c) => c.file.startsWith('src/'));
        if (fromCode.length > 0) {
          contradictions.push(
            `${INDEX_PATH}:${row.line} (${game.name}): "${key}" is marked "not implemented", but the code cites it at ${fromCode
              .slice(0, 3)
              .map((c) => `${c.file}:${c.line}`)
              .join(', ')}; name the code that decides it.`,
          );
        }
      }
    }

    // Files and functions named exist; test names quoted exist.
    for (const r of rows) {
      const where = `${INDEX_PATH}:${r.line} (${game.name}, "${r.section}")`;
      if (r.decided.kind === 'code') {
        for (const e of r.decided.entries) {
          const path = join(root, e.file);
          if (!existsSync(path)) {
            const fixable = e.names.filter((n) => newHome(root, e.file, n) !== null);
            stale.push(
              `${where}: ${e.file} does not exist; it names ${e.names.join(', ') || 'no function'}. Find where the code went and update the row${fixable.length > 0 ? ` (--fix moves ${fixable.join(', ')})` : ''}.`,
            );
            continue;
          }
          const names = declaredNames(path);
          for (const n of e.names) {
            if (names.has(n)) continue;
            const elsewhere = declaredElsewhere(root, n);
            stale.push(
              `${where}: ${e.file} does not define ${n}${elsewhere.length > 0 ? `; it is now declared in ${elsewhere.join(', ')}: move it to that file's entry` : '; rename it or remove it from the row'}${newHome(root, e.file, n) !== null ? ' (--fix moves it)' : ''}.`,
            );
          }
        }
        for (const s of r.decided.see) {
          if (!keys.has(refKey(s))) layout.push(`${where}: "see ${refKey(s)}" names a section with no row.`);
        }
      }
      for (const t of r.checked) {
        const path = join(root, t.file);
        if (!existsSync(path)) {
          stale.push(`${where}: the test file ${t.file} does not exist; update "Checked by".`);
          continue;
        }
        const names = testNames(path).map((x) => x.name.replace(/\s+/g, ' '));
        for (const q of t.names) {
          const want = q.replace(/…$/, '').replace(/\s+/g, ' ').trim();
          if (!names.some((n) => n.includes(want)))
            staleTests.push(`${where}: no test or suite name in ${t.file} contains "${want}"; quote part of a name the file has.`);
        }
      }
    }

    // Rulebook order, no repeated row.
    const seen = new Map<string, number>();
    for (let k = 0; k < rows.length; k++) {
      const r = rows[k] as Row;
      const id = `${r.section} | ${r.title}`;
      const before = seen.get(id);
      if (before !== undefined)
        layout.push(`${INDEX_PATH}:${r.line} (${game.name}): the same row as line ${before} ("${r.section}", "${r.title}"); merge them.`);
      seen.set(id, r.line);
      const prev = rows[k - 1];
      if (prev && compare(orderKey(prev), orderKey(r)) > 0) {
        layout.push(
          `${INDEX_PATH}:${r.line} (${game.name}): "${r.section}" comes after "${prev.section}" (line ${prev.line}); keep the rows in rulebook order (sections by number, cards last).`,
        );
      }
    }
  }
  return { index, cited, unreadable, missing, stale, staleTests, layout, contradictions };
}

// ---------------------------------------------------------------- --fix

/** Names declared at the top level of a file (functions, classes, types, `const`/`let`), not locals or methods. */
export function topLevelNames(path: string): Set<string> {
  const out = new Set<string>();
  for (const st of source(path).statements) {
    if (
      (ts.isFunctionDeclaration(st) ||
        ts.isClassDeclaration(st) ||
        ts.isInterfaceDeclaration(st) ||
        ts.isTypeAliasDeclaration(st) ||
        ts.isEnumDeclaration(st)) &&
      st.name
    )
      out.add(st.name.text);
    if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) out.add(d.name.text);
  }
  return out;
}

/** `src/games/<game>/` of a path, or null. */
const gameDirOf = (file: string): string | null => /^src\/games\/[^/]+\//.exec(file)?.[0] ?? null;

/**
 * Where a name named under `file` lives now, if that is certain: the one file under `src/` that
 * declares it at its top level, other games' folders left out when `file` is in a game. Null when
 * no file or several do (a local of the same name does not count).
 */
function newHome(root: string, file: string, name: string): string | null {
  let files = srcFiles.get(root);
  if (files === undefined) {
    files = walk(join(root, 'src'));
    srcFiles.set(root, files);
  }
  const game = gameDirOf(file);
  const homes = files
    .map((f) => rel(root, f))
    .filter((f) => f !== file && (game === null || gameDirOf(f) === null || gameDirOf(f) === game))
    .filter((f) => topLevelNames(join(root, f)).has(name));
  return homes.length === 1 ? (homes[0] as string) : null;
}

/** The test file under `test/` that has a test or suite name containing `quote`, if exactly one does. */
function testHome(root: string, file: string, quote: string): string | null {
  const want = quote.replace(/…$/, '').replace(/\s+/g, ' ').trim();
  const homes = walk(join(root, 'test'))
    .map((f) => rel(root, f))
    .filter((f) => f !== file && f.endsWith('.test.ts'))
    .filter((f) => testNames(join(root, f)).some((t) => t.name.replace(/\s+/g, ' ').includes(want)));
  return homes.length === 1 ? (homes[0] as string) : null;
}

/** One `file: a, b` entry of a cell (or any other part, kept as written). */
interface Part {
  raw: string;
  file: string | null;
  names: string[];
  changed: boolean;
}

/**
 * Moves the names of one cell's entries: `home(file, name)` says where a name that is not in
 * `file` went (or null: it stays). A moved name joins the row's entry for its new file, made
 * just after the old entry when the row has none; an entry left with no name goes. Parts that
 * change nothing are kept as written.
 */
function moveNames(
  cell: string,
  read: (part: string) => { file: string; names: string[] } | null,
  missing: (file: string, name: string) => boolean,
  home: (file: string, name: string) => string | null,
  render: (file: string, names: string[]) => string,
  log: (from: string, name: string, to: string) => void,
): string | null {
  const parts: Part[] = splitEntries(cell).map((raw) => {
    const e = read(raw);
    return { raw, file: e?.file ?? null, names: e?.names ?? [], changed: false };
  });
  let any = false;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k] as Part;
    if (p.file === null) continue;
    for (const n of [...p.names]) {
      if (!missing(p.file, n)) continue;
      const to = home(p.file, n);
      if (to === null) continue;
      let target = parts.find((q) => q.file === to);
      if (target === undefined) {
        target = { raw: '', file: to, names: [], changed: true };
        parts.splice(k + 1, 0, target);
      }
      if (!target.names.includes(n)) target.names.push(n);
      target.changed = true;
      p.names = p.names.filter((x) => x !== n);
      p.changed = true;
      any = true;
      log(p.file, n, to);
    }
  }
  if (!any) return null;
  return parts
    .filter((p) => !(p.changed && p.file !== null && p.names.length === 0))
    .map((p) => (p.changed && p.file !== null ? render(p.file, p.names) : p.raw))
    .join('; ');
}

/** What `--fix` did to the index: the new text, and one line per name moved. */
export interface Fix {
  readonly markdown: string;
  readonly moved: string[];
}

/**
 * The mechanical repairs of the index, on the text of `root`'s index (nothing is written):
 * - a function (or data) named in "Decided by" that its file (or a file that is gone) no longer
 *   declares, when exactly one file declares it at top level (see `newHome`), moves to that file's
 *   entry in the row;
 * - a test name quoted in "Checked by" that its file (or a test file that is gone) no longer
 *   has, when exactly one test file has it, moves to that file's entry.
 * Everything else of the row is kept as written. A name that is found nowhere or in several
 * files stays where it is, for a person to settle (the checks still report it). The match is by
 * name only: read the moves it prints (a private helper of the same name is not the same code).
 */
export function fixIndex(root: string): Fix {
  const text = readFileSync(join(root, INDEX_PATH), 'utf8');
  const index = parseIndex(text);
  const lines = text.split('\n');
  const moved: string[] = [];
  const declared = (file: string): Set<string> => (existsSync(join(root, file)) ? declaredNames(join(root, file)) : new Set());
  const quoted = (file: string): string[] => (existsSync(join(root, file)) ? testNames(join(root, file)).map((t) => t.name.replace(/\s+/g, ' ')) : []);
  const inTests = (file: string, q: string): boolean => {
    const want = q.replace(/…$/, '').replace(/\s+/g, ' ').trim();
    return quoted(file).some((n) => n.includes(want));
  };
  for (const game of GAMES) {
    for (const row of index.rows[game.id]) {
      const at = row.line - 1;
      const segs = (lines[at] as string).split('|');
      // segs: '', Section, title, Decided by, Checked by, Notes, ''
      if (segs.length !== COLUMNS.length + 2) continue;
      const log =
        (what: string) =>
        (from: string, name: string, to: string): void => {
          moved.push(`${INDEX_PATH}:${row.line} (${game.name}, "${row.section}"): ${what} ${name}: ${from} -> ${to}`);
        };
      if (row.decided.kind === 'code') {
        const cell = moveNames(
          (segs[3] as string).trim(),
          (part) => {
            const m = PATH_RE.exec(part.trim());
            if (!m) return null;
            return {
              file: m[1] as string,
              names: (m[2] ?? '')
                .split(',')
                .map((n) => strip(n))
                .filter((n) => /^[A-Za-z_$][\w$]*$/.test(n)),
            };
          },
          (file, name) => !declared(file).has(name),
          (file, name) => newHome(root, file, name),
          (file, names) => `${file}${names.length > 0 ? `: ${names.join(', ')}` : ''}`,
          log('function'),
        );
        if (cell !== null) segs[3] = ` ${cell} `;
      }
      if (row.checked.length > 0) {
        const cell = moveNames(
          (segs[4] as string).trim(),
          (part) => {
            const m = PATH_RE.exec(part.trim());
            if (!m) return null;
            return { file: m[1] as string, names: [...(m[2] ?? '').matchAll(/`([^`]+)`/g)].map((q) => q[1] as string) };
          },
          (file, q) => !inTests(file, q),
          (file, q) => testHome(root, file, q),
          (file, names) => `${file}: ${names.map((n) => `\`${n}\``).join(', ')}`,
          log('test'),
        );
        if (cell !== null) segs[4] = ` ${cell} `;
      }
      lines[at] = segs.join('|');
    }
  }
  return { markdown: lines.join('\n'), moved };
}

// ---------------------------------------------------------------- command line

function main(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (process.argv.includes('--fix')) {
    const f = fixIndex(root);
    writeFileSync(join(root, INDEX_PATH), f.markdown);
    console.log(f.moved.length === 0 ? 'Nothing to move.' : `Moved ${f.moved.length} names (check them: the match is by name):`);
    for (const m of f.moved) console.log(`  ${m}`);
    console.log('What is left:');
  }
  const r = check(root);
  if (process.argv.includes('--cited')) {
    for (const game of GAMES) {
      console.log(`\n${game.name}:`);
      const byKey = new Map<string, Citation[]>();
      for (const c of r.cited[game.id]) byKey.set(c.key, [...(byKey.get(c.key) ?? []), c]);
      for (const [key, cs] of [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
        console.log(`  ${key}: ${cs.map((c) => `${c.file}:${c.line}${c.where ? ` ${c.where}` : ''}`).join(', ')}`);
      }
    }
  }
  const all = [
    ...r.index.problems,
    ...r.unreadable.map((u) => `${u.file}:${u.line}: the rule string '${u.text}' cites no section.`),
    ...r.missing,
    ...r.stale,
    ...r.staleTests,
    ...r.layout,
    ...r.contradictions,
  ];
  for (const game of GAMES) {
    const rows = r.index.rows[game.id];
    const sections = new Set(rows.filter((x) => x.ref !== null).map((x) => refKey(x.ref as Ref)));
    const notImpl = rows.filter((x) => x.decided.kind === 'not implemented').map((x) => x.section);
    console.log(`${game.name}: ${rows.length} rows, ${sections.size} sections; not implemented: ${notImpl.length > 0 ? notImpl.join(', ') : 'none'}`);
  }
  if (all.length === 0) console.log('The rules index agrees with the code and the tests.');
  else {
    for (const p of all) console.log(`- ${p}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
