import { describe, expect, it } from 'vitest';
import { alarmsToSend, reminderInputProblem, reminderLabel, reminderMark, reminderMarkOfDetail } from '../../src/index';

describe('reminder settings', () => {
  it('accept none, or an interval with a count and/or a duration', () => {
    expect(reminderInputProblem({})).toBeNull();
    expect(reminderInputProblem({ repeatEvery: null, repeatTimes: null, repeatFor: null })).toBeNull();
    expect(reminderInputProblem({ repeatEvery: 900, repeatTimes: 4 })).toBeNull();
    expect(reminderInputProblem({ repeatEvery: 3600, repeatFor: 86_400 })).toBeNull();
    expect(reminderInputProblem({ repeatEvery: 300, repeatTimes: 24, repeatFor: 3600 })).toBeNull();
  });

  it('refuse an unknown interval, a missing cap, a cap without interval, a count or duration out of range', () => {
    expect(reminderInputProblem({ repeatEvery: 60, repeatTimes: 2 })).toMatch(/interval is not one of the options/);
    expect(reminderInputProblem({ repeatEvery: 900 })).toMatch(/needs a cap/);
    expect(reminderInputProblem({ repeatTimes: 4 })).toMatch(/needs a reminder interval/);
    expect(reminderInputProblem({ repeatFor: 86_400 })).toMatch(/needs a reminder interval/);
    expect(reminderInputProblem({ repeatEvery: 900, repeatTimes: 0 })).toMatch(/whole number from 1 to 24/);
    expect(reminderInputProblem({ repeatEvery: 900, repeatTimes: 25 })).toMatch(/whole number/);
    expect(reminderInputProblem({ repeatEvery: 900, repeatTimes: 2.5 })).toMatch(/whole number/);
    expect(reminderInputProblem({ repeatEvery: 900, repeatFor: 100 })).toMatch(/duration is not one of the options/);
  });

  it('are labelled and marked as the table and the messages show them', () => {
    expect(reminderLabel({ repeatEvery: 900, repeatTimes: 4, repeatFor: 86_400 })).toBe('every 15 min, 4 times, for 24 h');
    expect(reminderLabel({ repeatEvery: 3600, repeatTimes: 1, repeatFor: null })).toBe('every hour, once');
    expect(reminderLabel({ repeatEvery: null, repeatTimes: null, repeatFor: null })).toBe('No reminders');
    expect(reminderMark(2, 4)).toBe('Reminder 2 of 4');
    expect(reminderMark(2, null)).toBe('Reminder 2');
  });

  it('are sent by the form only when complete', () => {
    const row = { userID: 4, groupID: null, action: 'sms' as const, delay: 0 };
    const sent = alarmsToSend(
      [],
      [
        { ...row, repeatEvery: 900, repeatTimes: 4, repeatFor: null },
        { ...row, repeatEvery: 900, repeatTimes: null, repeatFor: null },
        row,
      ],
    ).actions;
    expect(sent).toEqual([
      { ...row, repeatEvery: 900, repeatTimes: 4, repeatFor: null },
      { ...row, repeatEvery: null, repeatTimes: null, repeatFor: null },
      row,
    ]);
  });
});

describe('reminder history entries', () => {
  it('give their mark back; other entries none', () => {
    expect(reminderMarkOfDetail('Reminder 2 of 4 sent to Frank Full')).toBe('Reminder 2 of 4');
    expect(reminderMarkOfDetail('Reminder 3 sent to +15551234567')).toBe('Reminder 3');
    expect(reminderMarkOfDetail('sent to Frank Full')).toBeNull();
    expect(reminderMarkOfDetail(null)).toBeNull();
  });
});
