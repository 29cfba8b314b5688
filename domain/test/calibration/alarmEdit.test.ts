import { describe, expect, it } from 'vitest';
import { actionInputProblem, alarmsToSend, invalidRuleValues, parseAlarmNumber, ruleInputProblem } from '../../src/index';

describe('alarm panel save rules (spec 2 §5)', () => {
  it('sends only rules with a name and a comparison, and notifications with a target and an action', () => {
    const out = alarmsToSend(
      [
        { name: 'High', symbol: 1, value: '12.5', desc: ' call ' },
        { name: '', symbol: 1, value: '3', desc: '' },
        { name: 'No symbol', symbol: null, value: '3', desc: '' },
      ],
      [
        { userID: 4, groupID: null, action: 'sms', delay: 300 },
        { userID: null, groupID: 9, action: 'email', delay: 0 },
        { userID: null, groupID: null, action: 'sms', delay: 0 },
        { userID: 5, groupID: null, action: null, delay: 0 },
      ],
    );
    expect(out.rules).toEqual([{ name: 'High', symbol: 1, value: 12.5, desc: 'call' }]);
    expect(out.actions).toEqual([
      { userID: 4, groupID: null, action: 'sms', delay: 300 },
      { userID: null, groupID: 9, action: 'email', delay: 0 },
    ]);
  });

  it('a rule value must be a number', () => {
    expect(parseAlarmNumber('1e3')).toBe(1000);
    expect(parseAlarmNumber('-.5')).toBe(-0.5);
    expect(parseAlarmNumber('12abc')).toBeNull();
    expect(parseAlarmNumber('')).toBeNull();
    expect(
      invalidRuleValues([
        { name: 'x', symbol: -1, value: 'abc', desc: '' },
        { name: '', symbol: 1, value: 'abc', desc: '' },
      ]),
    ).toEqual([{ index: 0, problem: 'value' }]);
  });

  it('the server refuses incomplete rules and notifications', () => {
    expect(ruleInputProblem({ name: ' ', symbol: 1, value: 1 })).toBe('rule without a name');
    expect(ruleInputProblem({ name: 'a', symbol: 0, value: 1 })).toBe('rule without a comparison');
    expect(ruleInputProblem({ name: 'a', symbol: 1, value: Number.NaN })).toBe('rule value is not a number');
    expect(ruleInputProblem({ name: 'a', symbol: -1, value: 0 })).toBeNull();
    expect(actionInputProblem({ userID: 1, groupID: 2, action: 'sms', delay: 0 })).toMatch(/exactly one/);
    expect(actionInputProblem({ userID: 1, action: 'call', delay: 0 })).toMatch(/sms or email/);
    expect(actionInputProblem({ userID: 1, action: 'sms', delay: 60 })).toMatch(/delay/);
    expect(actionInputProblem({ groupID: 3, action: 'email', delay: 7200 })).toBeNull();
  });
});
