import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyGame } from '../../src/core/index.js';
import { games } from '../../src/index.js';
import { renderMarYAceroSvg, renderMarYAceroText, renderSvg, renderTaifaSvg, renderTaifaText, renderText, renderableGames } from '../../src/render/index.js';
import { parseSvg } from './xml.js';

describe('renderSvg / renderText', () => {
  const taifaState = games.taifa.setup({ seed: 'd' });
  const myaState = games.marYAcero.setup({ seed: 'd' });

  it('draw every game in `games`', () => {
    expect(renderableGames()).toEqual(Object.values(games).map((g) => g.id));
  });

  it("dispatch by game id or key to the game's renderer", () => {
    expect(renderSvg('taifa', taifaState)).toBe(renderTaifaSvg(taifaState));
    expect(renderText('taifa', taifaState)).toBe(renderTaifaText(taifaState));
    expect(renderSvg('mar-y-acero', myaState, { scale: 2 })).toBe(renderMarYAceroSvg(myaState, { scale: 2 }));
    expect(renderText('marYAcero', myaState)).toBe(renderMarYAceroText(myaState));
  });

  it('refuse an unknown game or a state of another game with a ValidationError naming the field', () => {
    expect(() => renderSvg('chess', taifaState)).toThrow(ValidationError);
    expect(() => renderSvg('chess', taifaState)).toThrow(/gameId.*unknown game "chess"; the games are: taifa, mar-y-acero/s);
    expect(() => renderText('taifa', myaState)).toThrow(/state\.game.*'mar-y-acero', not of 'taifa'/s);
    expect(() => renderSvg('mar-y-acero', taifaState)).toThrow(ValidationError);
    expect(() => renderSvg('taifa', 'a string')).toThrow(ValidationError);
    expect(() => renderText('taifa', { ...taifaState, format: 99 })).toThrow(/state\.format/);
  });

  it('draw every position of a played game, views too (random legal actions)', () => {
    for (const game of Object.values(games) as AnyGame[]) {
      let state = game.setup({ seed: `walk-${game.id}` });
      let pick = 7;
      for (let n = 0; n < 60 && !game.isTerminal(state); n++) {
        const actions = game.legalActions(state);
        pick = (pick * 1103515245 + 12345) % 2147483648;
        state = game.apply(state, actions[pick % actions.length]!);
        if (n % 6 !== 0) continue;
        parseSvg(renderSvg(game.id, state));
        expect(renderText(game.id, state)).toMatch(/\n$/);
        const seat = game.activePlayer(state);
        if (seat !== null) parseSvg(renderSvg(game.id, game.view(state, seat)));
      }
    }
  });
});

describe('renderSvg refuses a game given as an object in a short message', () => {
  it('names the bad gameId in at most a line, not the whole object it was given', () => {
    const game = { id: 'al-filo', schemas: { big: 'x'.repeat(100_000) } };
    let message = '';
    try {
      renderSvg(game as never, {});
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/unknown game .*a game id is a string/);
    expect(message.length).toBeLessThan(400);
  });
});
