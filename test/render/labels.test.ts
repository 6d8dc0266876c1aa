/**
 * Every picture's labels are legible: no `<text>` overlaps another or leaves the picture, measured
 * with the font metrics the renderer assumes (`src/render/labels.ts`), for every game's opening
 * and a finished game.
 */
import { describe, expect, it } from 'vitest';
import { createRng, games, seededDice, type AnyGame } from 'reglas';
import { renderSvg } from '../../src/render/index.js';
import { inside, overlaps, textBox, type Box } from '../../src/render/labels.js';
import { parseXml, type XmlElement } from './xml.js';

interface Label {
  readonly text: string;
  readonly box: Box;
}

/** Every `<text>` of an SVG with its box, font size, weight and anchor inherited from its groups. */
function labelsOf(svg: string): { labels: Label[]; canvas: Box } {
  const root = parseXml(svg);
  const [, , w, h] = (root.attrs.viewBox ?? '0 0 0 0').split(' ').map(Number) as [number, number, number, number];
  const labels: Label[] = [];
  const walk = (e: XmlElement, inherited: Record<string, string>): void => {
    const a = { ...inherited, ...e.attrs };
    if (e.tag === 'text') {
      const content = e.children.map((c) => (typeof c === 'string' ? c : '')).join('');
      if (content.trim() === '') return;
      const size = Number(a['font-size'] ?? 16);
      const anchor = (a['text-anchor'] ?? 'start') as 'start' | 'middle' | 'end';
      labels.push({ text: content, box: textBox(Number(a.x), Number(a.y), content, size, anchor, a['font-weight'] === 'bold') });
      return;
    }
    const { x: _x, y: _y, ...rest } = a;
    for (const c of e.children) if (typeof c !== 'string') walk(c, rest);
  };
  walk(root, {});
  return { labels, canvas: { x: 0, y: 0, width: w, height: h } };
}

/** The problems of a picture's labels: each overlap and each label outside the canvas, in words. */
function labelProblems(svg: string): string[] {
  const { labels, canvas } = labelsOf(svg);
  const problems: string[] = [];
  for (const l of labels) if (!inside(l.box, canvas)) problems.push(`'${l.text}' leaves the picture`);
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i] as Label;
      const b = labels[j] as Label;
      if (overlaps(a.box, b.box)) problems.push(`'${a.text}' overlaps '${b.text}'`);
    }
  }
  return problems;
}

/** A finished game: random legal play from `seed` to the end. */
function finished(game: AnyGame, options: object): unknown {
  const pick = seededDice(createRng('labels'));
  let state = game.setup(options);
  for (let legal = game.legalActions(state); legal.length > 0; legal = game.legalActions(state)) state = game.apply(state, legal[pick.below(legal.length)]!);
  return state;
}

const CASES: [string, object][] = [
  ['taifa', { seed: 'labels' }],
  ['taifa', { seed: 'labels', scenario: 'el-cid' }],
  ['mar-y-acero', { seed: 'labels' }],
  ['mar-y-acero', { seed: 'labels', mode: 'solitaire', level: 2 }],
  ['la-legion', { seed: 'labels' }],
];

describe('labels: none overlaps another or leaves the picture (the metrics the renderer assumes)', () => {
  for (const [id, options] of CASES) {
    const game = Object.values(games as Record<string, AnyGame>).find((g) => g.id === id) as AnyGame;
    it(`${id} ${JSON.stringify(options)}: the opening`, () => {
      expect(labelProblems(renderSvg(id, game.setup(options)))).toEqual([]);
    });
    it(`${id} ${JSON.stringify(options)}: the end of a game`, () => {
      expect(labelProblems(renderSvg(id, finished(game, options)))).toEqual([]);
    });
  }

  it('the check finds an overlap and a label off the picture', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><text x="10" y="20" font-size="10">Antillas Menores</text><text x="20" y="22" font-size="10">La Española</text><text x="90" y="45" font-size="10">clipped</text></svg>';
    expect(labelProblems(svg)).toEqual(["'clipped' leaves the picture", "'Antillas Menores' overlaps 'La Española'"]);
  });
});
