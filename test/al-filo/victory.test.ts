// Victory (scenario, Victoria; Victoria con límite de tiempo): the 50-point lead, the turn-12 points in both modes, the outcome's level.
import { describe, expect, it } from 'vitest';
import { alFilo, type AlFiloPosition, type AlFiloState } from 'reglas/al-filo';
import { activated, battle, play, run } from './helpers.js';
import { victoryPoints } from '../../src/games/al-filo/victory.js';

// enough dice for the next turn's initiative (6.C) when the battle goes on
const NEXT_TURN = [3, 4, 2, 5, 1, 6, 3, 4];

/** The end of the turn over a position: its events and the state resting on the next decision (or the end). */
function endOfTurn(p: AlFiloPosition): ReturnType<typeof run> {
  return run(battle(p), [{ t: 'end-turn' }], NEXT_TURN);
}

/** A position whose named Christian units are eliminated, every other unit but two guards on the map. */
function losses(ids: string[], extra: Partial<AlFiloPosition> = {}): AlFiloPosition {
  return {
    omitted: 'standard',
    units: Object.fromEntries(ids.map((id) => [id, { hex: 'eliminated' }])),
    ...extra,
  };
}
const TEN_KNIGHTS = ['alf-ch-1', 'alf-ch-2', 'alf-ch-3', 'haro-ch-1', 'lara-ch-1', 'lara-ch-2', 'pedro-ch-1', 'pedro-ch-2', 'pedro-ch-3', 'sancho-ch-1'];
const points = (s: AlFiloState): number[] => victoryPoints(s);

describe('scenario, Victoria: the points', () => {
  it('scenario: 5 points a Ch, 2 a Mi, 1 an Il eliminated, scored by the enemy', () => {
    const s = battle(losses(['alf-ch-1', 'alf-mi-1', 'pedro-il-1']));
    expect(points(s)).toEqual([0, 8]);
  });
});

describe('scenario, Victoria: a lead of 50 points at the end of a turn', () => {
  it('scenario: 50 points more than the enemy at the end of a turn win at once (ten Ch: 50 to 0)', () => {
    const r = endOfTurn(losses(TEN_KNIGHTS, { turn: 4 }));
    expect(alFilo.outcome(r.state)).toMatchObject({ winners: ['muslim'], level: 'automatic', score: { christian: 0, muslim: 50 } });
    expect(r.events.at(-1)).toMatchObject({ type: 'battle-end', winner: 'muslim', level: 'automatic' });
  });

  it('scenario: a lead of 49 is not enough: the turn marker advances', () => {
    const r = endOfTurn(losses([...TEN_KNIGHTS.slice(0, 9), 'alf-ha-1'], { turn: 4 }));
    expect(alFilo.outcome(r.state)).toBeNull();
    expect(r.state.turn).toBe(5);
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ turn: 4, points: [0, 49] });
  });
});

describe('scenario: turn 12', () => {
  it('scenario: in the open battle the Muslims score 10 when the Christians have not won by the end of turn 12, and the battle goes on', () => {
    const r = endOfTurn(losses(['alf-ch-1'], { turn: 12, victory: 'open' }));
    expect(alFilo.outcome(r.state)).toBeNull();
    expect(r.state.turn).toBe(13);
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ turn: 12, points: [0, 15] });
    expect(points(r.state)).toEqual([0, 15]);
  });

  it("scenario: the open battle's 10 points count towards the lead of 50 (40 + 10 at the end of turn 12)", () => {
    const r = endOfTurn(losses(TEN_KNIGHTS.slice(0, 8), { turn: 12, victory: 'open' }));
    expect(alFilo.outcome(r.state)).toMatchObject({ winners: ['muslim'], score: { christian: 0, muslim: 50 } });
  });

  it('scenario: before turn 12 ends the open battle gives no 10 points', () => {
    const r = endOfTurn(losses(['alf-ch-1'], { turn: 11, victory: 'open' }));
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ points: [0, 5] });
  });

  it('scenario, Victoria con límite de tiempo: after turn 12 a lead of 7 wins on points (Ch and Mi: 7)', () => {
    const r = endOfTurn(losses(['alf-ch-1', 'alf-mi-1'], { turn: 12, victory: 'time-limited' }));
    expect(alFilo.outcome(r.state)).toMatchObject({ winners: ['muslim'], level: 'points', score: { christian: 0, muslim: 7 } });
    expect(r.state.turn).toBe(12);
  });

  it("scenario, Victoria con límite de tiempo: a lead of 6 is a draw, and the Muslims' 10 are not counted", () => {
    const r = endOfTurn(losses(['alf-ch-1', 'pedro-il-1'], { turn: 12, victory: 'time-limited' }));
    expect(alFilo.outcome(r.state)).toMatchObject({ winners: [], level: 'draw', score: { christian: 0, muslim: 6 } });
  });

  it('scenario, Victoria con límite de tiempo: before turn 12 a lead of 7 decides nothing', () => {
    const r = endOfTurn(losses(['alf-ch-1', 'alf-mi-1'], { turn: 11, victory: 'time-limited' }));
    expect(alFilo.outcome(r.state)).toBeNull();
  });

  it('scenario: the time-limited battle also ends at once on a lead of 50', () => {
    const r = endOfTurn(losses(TEN_KNIGHTS, { turn: 3, victory: 'time-limited' }));
    expect(alFilo.outcome(r.state)).toMatchObject({ winners: ['muslim'], level: 'automatic' });
  });
});

describe('scenario, Victoria: the army leaders', () => {
  it('scenario, 7.5.3: Al-Nasir killed, the Christians win at once (crossbows at his unit in D2: an unmodified 9, then his 9)', () => {
    const s = play(
      activated(
        battle({
          units: { 'djami-pi-1': { hex: '1112', facing: 0 }, 'haro-ab-1': { hex: '1110', facing: 3 } },
          leaders: { 'al-nasir': '1112', 'de-haro': '1109' },
        }),
        'de-haro',
      ),
      { type: 'end-moves' },
    ).state;
    const r = play(s, { type: 'fire', unit: 'haro-ab-1', at: '1112' }, [9, 9]);
    expect(alFilo.outcome(r.state)).toMatchObject({ winners: ['christian'], level: 'automatic' });
    expect(r.state.tasks).toEqual([]);
  });
});

describe("scenario, Victoria: the Christians' points and victories", () => {
  it("scenario: 3 points a Muslim leader killed and 5 a captured one (a replacement of Al-Nasir too), scored by the Christians; Al-Nasir's own counter is not scored", () => {
    const s = battle({
      omitted: 'standard',
      units: {},
      fallen: [0, 2],
      prisoners: [
        { leader: 'ben-djami', form: 'front', unit: 'alf-pi-1' },
        { leader: 'al-nasir', form: 'reverse', unit: 'alf-pi-2' },
      ],
    });
    expect(points(s)).toEqual([6 + 10, 0]);
  });

  it("scenario: the Christians win on a lead of 50 at a turn's end (17 Muslim leaders killed: 51 to 0), and the reason says so", () => {
    const r = endOfTurn({ omitted: 'standard', units: {}, fallen: [0, 17], turn: 5 });
    expect(alFilo.outcome(r.state)).toMatchObject({
      winners: ['christian'],
      level: 'automatic',
      reason: 'end of turn 5: 51 to 0 points, a lead of 50 or more: the christians win (scenario, Victoria)',
    });
  });

  it('scenario, Victoria con límite de tiempo: the Christians win on points after turn 12 with a lead of 9, and a draw reads so', () => {
    const win = endOfTurn({ omitted: 'standard', units: {}, fallen: [0, 3], turn: 12, victory: 'time-limited' });
    expect(alFilo.outcome(win.state)).toMatchObject({
      winners: ['christian'],
      level: 'points',
      reason: 'time limit, end of turn 12: 9 to 0 points, a lead of 7 or more: the christians win (scenario, Victoria con límite de tiempo)',
    });
    const draw = endOfTurn(losses(['alf-ch-1', 'pedro-il-1'], { turn: 12, victory: 'time-limited' }));
    expect(alFilo.outcome(draw.state)!.reason).toBe(
      'time limit, end of turn 12: 0 to 6 points, no lead of 7: a draw (scenario, Victoria con límite de tiempo)',
    );
  });
});
