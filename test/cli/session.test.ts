/** The REPL's helpers (`createSession`) driven directly: start, legal, play, dice, undo, show, why, state. */
import { describe, expect, it } from 'vitest';
import { games, IllegalActionError, type ActionBase } from 'reglas';
import { createSession, errorText } from '../../src/cli/session.js';
import { renderText } from '../../src/render/index.js';

const taifa = games.taifa;

describe('createSession', () => {
  it('asks for a game first, and names the games when one is unknown', () => {
    const s = createSession();
    expect(() => s.legal()).toThrow(/no game: start\('taifa'\)/);
    expect(() => s.start('chess')).toThrow("unknown game 'chess': the games are taifa, mar-y-acero");
    expect(() => s.start('taifa', { scenario: 'armada' })).toThrow(/bad options for taifa: options\.scenario/);
    expect(s.game()).toBeNull();
  });

  it('starts a game (seed "repl" by default), lists the legal actions numbered and plays by number', () => {
    const s = createSession();
    const opening = s.start('taifa');
    expect(opening).toMatch(/^Taifa \(taifa\), options \{"seed":"repl"\}\n {2}seats: castilla, /);
    const state = taifa.setup({ seed: 'repl' });
    expect(s.state()).toEqual(state);
    const legal = taifa.legalActions(state);
    const listed = s.legal().split('\n');
    expect(listed[0]).toBe('castilla to decide:');
    expect(listed.slice(1)).toEqual(legal.map((a, i) => `${String(i + 1).padStart(4)}. ${taifa.describe(state, a)}  ${JSON.stringify(a)}`));
    const shown = s.play(3);
    expect(shown.split('\n')[0]).toBe(`    1. castilla: ${taifa.describe(state, legal[2]!)}`);
    expect(s.state()).toEqual(taifa.step(state, legal[2]!).state);
    expect(s.actions()).toEqual([legal[2]]);
    expect(() => s.play(0)).toThrow(/play\(0\): choose 1 to \d+/);
  });

  it('an illegal action object throws IllegalActionError and changes nothing', () => {
    const s = createSession();
    s.start('taifa', { seed: 'x' });
    const before = s.state();
    let thrown: unknown;
    try {
      s.play({ type: 'bot' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(IllegalActionError);
    expect(errorText(thrown)).toMatch(/^illegal action: [a-z-]+, rule [\w.]+: /);
    expect(s.state()).toBe(before);
    expect(s.actions()).toEqual([]);
  });

  it('La Legión 9: dice() before start forces the weather start rolls for a position at the start of a turn, and the opening says so', () => {
    const s = createSession();
    s.dice(5);
    const text = s.start('la-legion', { seed: 'w', position: { turn: 4, counters: { 'bandera-1-1': '3807', 'beni-urriaguel-1': '2020' } } });
    expect(text).toMatch(/Turn 4: spanish rolls the weather: 5, very hot {2}\[9\]/);
    expect((s.state() as { weather: string }).weather).toBe('very-hot');
  });

  it('dice() forces every roll of the next step; too few forced rolls play nothing; why() explains the rolls', () => {
    const s = createSession();
    s.start('taifa', { seed: '7' });
    const legal = taifa.legalActions(s.state() as never) as ActionBase[];
    const raid = legal.findIndex((a) => a.type === 'incursion') + 1;
    const before = s.state();
    expect(s.dice(6)).toMatch(/^the next step rolls 6, in order/);
    // A raid that succeeds (a 6) makes the victim discard at random with a d8: one forced roll is too few.
    expect(() => s.play(raid)).toThrow(/scriptedDice ran out .*dice\(6\) must give every roll of the step in order; nothing was played/);
    expect(s.state()).toBe(before);
    s.dice(6, 2);
    s.play(raid);
    const why = s.why();
    expect(why).toContain('(dice forced: 6, 2)');
    expect(why).toMatch(/rolls: d6=6 \(incursion\)/);
    expect(why).toMatch(/rolls: d8=2 \(the card .* discards at random\)/);
    expect(why).toMatch(/success=true/);
    // The forced dice served one step only; undo and force a failure.
    expect(s.undo()).toMatch(/^took back 1 action\(s\); to decide: castilla/);
    expect(s.state()).toBe(before);
    s.dice(1);
    s.play(raid);
    expect(s.why()).toMatch(/rolls: d6=1 \(incursion\)[\s\S]*success=false/);
    expect(() => s.undo(2)).toThrow('undo(2): 1 action(s) to take back');
    expect(() => s.dice(1.5)).toThrow(/whole numbers/);
  });

  it('show() draws the position with card and area names, whose decision and the legal actions; position() is its JSON', () => {
    const s = createSession();
    s.start('mar-y-acero', { seed: 'show', mode: 'solitaire' });
    const game = games.marYAcero;
    const text = s.show();
    expect(text.split('\n')[0]).toBe(`${game.title} after 0 action(s), options {"seed":"show","mode":"solitaire"}`);
    expect(text).toContain(renderText('mar-y-acero', s.state()).trimEnd());
    expect(JSON.parse(s.position())).toEqual(JSON.parse(JSON.stringify(game.position(s.state() as never))));
    expect(text).toMatch(new RegExp(`^to decide: ${game.activePlayer(s.state() as never)}; \\d+ legal action`, 'm'));
    // Set-up rolled dice (the landing): why() before any action explains them.
    const why = s.why();
    expect(why.split('\n')[0]).toBe('set-up');
    expect(why).toMatch(/Landing roll \d: .*\[4\.3\.1 III\]\n {10}rolls: d6=\d \(landing area\)/);
  });

  it('plays a whole game to its end, then says so', () => {
    const s = createSession();
    s.start('taifa', { seed: 'end', players: [] });
    let last = '';
    for (let i = 0; i < 5000 && !taifa.isTerminal(s.state() as never); i++) last = s.play(1);
    expect(taifa.isTerminal(s.state() as never)).toBe(true);
    expect(last).toMatch(/the game has ended; outcome: winners \w+/);
    expect(s.legal()).toMatch(/^the game has ended; outcome: /);
    expect(s.show()).toMatch(/^the game has ended; outcome: /m);
    expect(() => s.play(1)).toThrow('the game has ended: nothing to play');
  });

  it('picture() draws the position for a terminal, as reglas/render does', () => {
    const s = createSession();
    s.start('taifa', { seed: 'pic' });
    const text = s.picture();
    expect(text).toBe(renderText('taifa', s.state()));
    expect(text).toContain('Castilla');
  });
});
