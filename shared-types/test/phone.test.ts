import { digitsOnly, formatPhone, isMobilePhone, joinPhone, splitPhone } from '../src/identity/phone-rules';
import { phoneSchema } from '../src/identity/phone.schema';
import { messages } from '../src/common/messages';

describe('digitsOnly', () => {
  it('keeps digits and drops dashes, spaces and letters', () => {
    expect(digitsOnly('010-12 34a5678')).toBe('01012345678');
    expect(digitsOnly('')).toBe('');
  });
});

describe('formatPhone', () => {
  it('when given 10 digits, then formats 3-3-4', () => {
    expect(formatPhone('0212345678')).toBe('021-234-5678');
  });
  it('when given 11 digits, then formats 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });
  it.each(['', '123456789', '010123456789', '010-1234-5678', '01012345a78'])(
    'when given %p, then returns it unchanged',
    (input) => {
      expect(formatPhone(input)).toBe(input);
    },
  );
});

describe('splitPhone', () => {
  it('when a dashed 11-digit number is pasted, then keeps its parts', () => {
    expect(splitPhone('010-1234-5678')).toEqual(['010', '1234', '5678']);
  });
  it('when a dashed 10-digit number is pasted, then keeps the 3-3-4 split', () => {
    expect(splitPhone('011-123-4567')).toEqual(['011', '123', '4567']);
  });
  it('when bare 11 digits are pasted, then splits 3-4-4', () => {
    expect(splitPhone('01012345678')).toEqual(['010', '1234', '5678']);
  });
  it('when bare 10 digits are pasted, then splits 3-3-4', () => {
    expect(splitPhone('0111234567')).toEqual(['011', '123', '4567']);
  });
  it('when too many digits are pasted, then each part is cut to 3, 4 and 4', () => {
    expect(splitPhone('010123456789999')).toEqual(['010', '1234', '5678']);
    expect(splitPhone('01099-123456-567890')).toEqual(['010', '1234', '5678']);
  });
  it('when a short number is typed, then the later parts are empty', () => {
    expect(splitPhone('01')).toEqual(['01', '', '']);
    expect(splitPhone('')).toEqual(['', '', '']);
  });
  it('when spaces or dots separate the parts, then they split like dashes', () => {
    expect(splitPhone('010 1234 5678')).toEqual(['010', '1234', '5678']);
    expect(splitPhone('010.1234.5678')).toEqual(['010', '1234', '5678']);
  });
  it('joins the parts back into digits', () => {
    expect(joinPhone(['010', '12-34', '5678'])).toBe('01012345678');
  });
});

describe('isMobilePhone', () => {
  it.each(['0101234567', '01012345678', '0191234567'])('accepts %p', (digits) => {
    expect(isMobilePhone(digits)).toBe(true);
  });
  it.each(['021234567', '0212345678', '010123456', '010123456789', '010-1234-5678', ''])(
    'refuses %p',
    (digits) => {
      expect(isMobilePhone(digits)).toBe(false);
    },
  );
});

describe('phoneSchema', () => {
  it('accepts 10 and 11 digits', () => {
    expect(phoneSchema.safeParse('0101234567').success).toBe(true);
    expect(phoneSchema.safeParse('01012345678').success).toBe(true);
  });
  it.each(['010123456', '010123456789', '010-1234-5678', '', 1012345678])(
    'when given %p, then fails with the Korean message',
    (input) => {
      const result = phoneSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.phoneInvalid);
    },
  );
});
