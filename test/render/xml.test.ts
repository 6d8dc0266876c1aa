import { describe, expect, it } from 'vitest';
import { parseSvg } from './xml.js';

describe('the test SVG checker', () => {
  const ok = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="a"><text x="1">A &amp; B</text></g><rect/></svg>';
  it('reads a well-formed SVG', () => {
    expect(parseSvg(ok).children).toHaveLength(2);
  });
  it('refuses what is not well formed or not an SVG root', () => {
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g></svg>')).toThrow(/closes <g>/);
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>a & b</text></svg>')).toThrow(/entity/);
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x=1/></svg>')).toThrow(/attribute/);
    expect(() => parseSvg('<svg viewBox="0 0 10 10"></svg>')).toThrow(/xmlns/);
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toThrow(/viewBox/);
    expect(() => parseSvg(`${ok}<svg/>`)).toThrow(/more than one root/);
  });
});
