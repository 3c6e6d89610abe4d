import { passwordKinds, passwordMessages, passwordProblem } from '../src/auth/password-rule';

describe('the admin password rule', () => {
  test('when a password has 2 kinds, then it needs 10 characters', () => {
    expect(passwordProblem('abcdefg123', 'kim')).toBeNull();
    expect(passwordProblem('abcdefg12', 'kim')).toBe(passwordMessages.tooShort);
  });

  test('when a password has 3 or 4 kinds, then 8 characters are enough', () => {
    expect(passwordProblem('Abcdef12', 'kim')).toBeNull();
    expect(passwordProblem('abcde1!x', 'kim')).toBeNull();
    expect(passwordProblem('Abcd1!x', 'kim')).toBe(passwordMessages.tooShort);
  });

  test('when a password has one kind, then it is refused whatever its length', () => {
    expect(passwordProblem('abcdefghijklmnop', 'kim')).toBe(passwordMessages.oneKind);
    expect(passwordProblem('1234567890123', 'kim')).toBe(passwordMessages.oneKind);
    expect(passwordProblem('abc', 'kim')).toBe(passwordMessages.tooShort);
  });

  test('when a password holds the account name in any case, then it is refused', () => {
    expect(passwordProblem('Operator-2026!', 'operator')).toBe(passwordMessages.hasUsername);
    expect(passwordProblem('xxOPERATORxx1', ' Operator ')).toBe(passwordMessages.hasUsername);
  });

  test('when a password is too long, then it is refused', () => {
    expect(passwordProblem(`Aa1!${'x'.repeat(200)}`, 'kim')).toBe(passwordMessages.tooLong);
  });

  test('the kinds are upper case, lower case, digits and symbols (a space is none of them)', () => {
    expect(passwordKinds('aA1!')).toBe(4);
    expect(passwordKinds('a b')).toBe(1);
    expect(passwordKinds('가나다라')).toBe(1);
  });
});
