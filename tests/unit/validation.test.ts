// The validation rules and messages of spec §5, word for word, with their edge cases.
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_LENGTH,
  CAPTCHA_PATTERN,
  CODE_LENGTH,
  CODE_PATTERN,
  MESSAGES,
  RESEND_SECONDS,
  confirmPassword,
  decodeField,
  email,
  encodeField,
  forgotEmail,
  isValidDecimal,
  isValidPassword,
  isValidPhone,
  isValidText,
  isValidWebsite,
  loginEmail,
  loginPassword,
  newPassword,
  accountPassword,
  amount,
  optionalEmail,
  optionalPhone,
  optionalWebsite,
  required,
  validate,
  verificationCode,
} from '../../src/domain/validation';

describe('messages of spec §5', () => {
  it('are the spec text, word for word', () => {
    expect(MESSAGES).toMatchObject({
      emailRequired: 'Email is required',
      passwordRequired: 'Password is required',
      invalidCaptcha: 'Invalid Captcha',
      codeRequired: 'Verification code is required',
      fieldRequired: 'This field is required',
      passwordRule:
        'Password should be at least 8 characters in length and should include at least one upper case letter, one number, and one special character',
      passwordMismatch: "Password doesn't match",
      invalidEmail: 'Please Enter a valid email',
    });
  });

  it('constants of spec §9', () => {
    expect(CAPTCHA_LENGTH).toBe(6);
    expect(CODE_LENGTH).toBe(4);
    expect(RESEND_SECONDS).toBe(90);
  });
});

describe('login form', () => {
  it('requires the email', () => {
    expect(loginEmail('')).toBe('Email is required');
    expect(loginEmail('   ')).toBe('Email is required');
    expect(loginEmail('admin@example.com')).toBeNull();
  });

  it('requires the password', () => {
    expect(loginPassword('')).toBe('Password is required');
    expect(loginPassword(' \t ')).toBe('Password is required');
    expect(loginPassword('x')).toBeNull();
  });

  it('accepts a captcha of 6 letters and digits only', () => {
    expect(CAPTCHA_PATTERN.test('aB3dE9')).toBe(true);
    expect(CAPTCHA_PATTERN.test('PASSED')).toBe(true);
    expect(CAPTCHA_PATTERN.test('aB3dE')).toBe(false);
    expect(CAPTCHA_PATTERN.test('aB3dE9x')).toBe(false);
    expect(CAPTCHA_PATTERN.test('aB3-E9')).toBe(false);
    expect(CAPTCHA_PATTERN.test('')).toBe(false);
  });
});

describe('verification code', () => {
  it('passes when all four digits are there', () => {
    expect(verificationCode(['1', '2', '3', '4'])).toBeNull();
    expect(verificationCode(['0', '0', '0', '0'])).toBeNull();
  });

  it.each([
    ['an empty box', ['1', '', '3', '4']],
    ['no boxes filled', ['', '', '', '']],
    ['three boxes', ['1', '2', '3']],
    ['five boxes', ['1', '2', '3', '4', '5']],
    ['a letter', ['1', 'a', '3', '4']],
    ['two characters in a box', ['12', '3', '4', '5']],
    ['a space', ['1', ' ', '3', '4']],
  ])('asks for it with %s', (_case, digits) => {
    expect(verificationCode(digits)).toBe('Verification code is required');
  });

  it('code pattern is exactly four digits', () => {
    expect(CODE_PATTERN.test('1234')).toBe(true);
    expect(CODE_PATTERN.test('123')).toBe(false);
    expect(CODE_PATTERN.test('12345')).toBe(false);
    expect(CODE_PATTERN.test('12a4')).toBe(false);
  });
});

describe('forgot-password email', () => {
  it('is required', () => {
    expect(forgotEmail('')).toBe('Email is required');
    expect(forgotEmail('  ')).toBe('Email is required');
    expect(forgotEmail('user@example.com')).toBeNull();
  });
});

describe('reset password: new password', () => {
  it('is required', () => expect(newPassword('')).toBe('This field is required'));

  it.each(['Abcdef1!', 'Portal@2026', 'ZZZZZZ9#', 'A1!aaaaaaaaaaaaaaaaaaaaaaaaaaaa'])('accepts %s', (value) => {
    expect(newPassword(value)).toBeNull();
  });

  it.each([
    ['seven characters', 'Abcde1!'],
    ['no upper-case letter', 'abcdef1!'],
    ['no number', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['only spaces', '        '],
  ])('refuses %s with the rule text', (_case, value) => {
    expect(newPassword(value)).toBe(
      'Password should be at least 8 characters in length and should include at least one upper case letter, one number, and one special character',
    );
  });
});

describe('reset password: confirmation', () => {
  it('is not checked while the new password is invalid', () => {
    expect(confirmPassword('', '')).toBeNull();
    expect(confirmPassword('weak', 'other')).toBeNull();
  });

  it('is required once the new password is valid', () => {
    expect(confirmPassword('Abcdef1!', '')).toBe('This field is required');
  });

  it('must equal the new password', () => {
    expect(confirmPassword('Abcdef1!', 'Abcdef1?')).toBe("Password doesn't match");
    expect(confirmPassword('Abcdef1!', 'abcdef1!')).toBe("Password doesn't match");
    expect(confirmPassword('Abcdef1!', 'Abcdef1!')).toBeNull();
  });
});

describe('general-purpose rules', () => {
  it('email: simple {email} shape', () => {
    expect(email('a@b.co')).toBeNull();
    expect(email('  first.last+tag@sub.example.org ')).toBeNull();
    for (const bad of ['', 'a', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b c.de']) {
      expect(email(bad)).toBe('Please Enter a valid email');
    }
  });

  it('password: 8 to 20 characters with upper, lower, digit and special character', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
    expect(isValidPassword('Abcdefghijklmnopq1!x')).toBe(true); // 20
    expect(isValidPassword('Abcdefghijklmnopq1!xy')).toBe(false); // 21
    expect(isValidPassword('Abcde1!')).toBe(false); // 7
    expect(isValidPassword('ABCDEF1!')).toBe(false); // no lower
    expect(isValidPassword('abcdef1!')).toBe(false); // no upper
    expect(isValidPassword('Abcdefg!')).toBe(false); // no digit
    expect(isValidPassword('Abcdefg1')).toBe(false); // no special
  });

  it('phone: optional + and a 1-3 digit country code, then exactly 10 digits', () => {
    for (const good of ['9876543210', '+19876543210', '+919876543210', '+3539876543210', '19876543210']) {
      expect(isValidPhone(good), good).toBe(true);
    }
    for (const bad of ['987654321', '+12349876543210', '+', '98765 43210', '98765-43210', 'abcdefghij', '']) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
  });

  it('decimal: optional sign, digits, up to 3 decimals', () => {
    for (const good of ['0', '42', '-7', '+7', '3.1', '3.14', '3.142', '-0.001']) expect(isValidDecimal(good), good).toBe(true);
    for (const bad of ['3.1415', '.5', '5.', '1,5', 'abc', '', '--1', '1e3']) expect(isValidDecimal(bad), bad).toBe(false);
  });

  it('website: optional scheme and www, a 2-6 letter top-level domain, optional path and query', () => {
    for (const good of [
      'example.com',
      'www.example.com',
      'http://example.com',
      'https://www.example.co.uk/path/to?x=1&y=2',
      'https://sub.domain.museum',
      'EXAMPLE.COM/About',
    ]) {
      expect(isValidWebsite(good), good).toBe(true);
    }
    for (const bad of ['example', 'example.c', 'example.abcdefg', 'ftp://example.com', 'http//example.com', 'exa mple.com', '']) {
      expect(isValidWebsite(bad), bad).toBe(false);
    }
  });

  it('required field: "This field is required", also for blanks; a custom message when given', () => {
    expect(required()('')).toBe('This field is required');
    expect(required()('   ')).toBe('This field is required');
    expect(required()('x')).toBeNull();
    expect(required('Name is required')('')).toBe('Name is required');
  });

  it('text: valid with at least 10 letters (any script, digits and spaces do not count)', () => {
    expect(isValidText('abcdefghij')).toBe(true);
    expect(isValidText('abc def ghi j')).toBe(true);
    expect(isValidText('abc def ghi')).toBe(false);
    expect(isValidText('1234567890 12')).toBe(false);
    expect(isValidText('ééééééééééé')).toBe(true);
    expect(isValidText('')).toBe(false);
  });
});

describe('validate', () => {
  it('keeps only the failures, by field', () => {
    const errors = validate({ email: '', password: 'x', captcha: '' }, { email: loginEmail, password: loginPassword });
    expect(errors).toEqual({ email: 'Email is required' });
  });

  it('returns nothing when every field passes', () => {
    expect(validate({ email: 'a@b.co' }, { email })).toEqual({});
  });
});

describe('encoded fields (DESIGN §5)', () => {
  it('are base64 of UTF-8', () => {
    expect(encodeField('admin@example.com')).toBe(Buffer.from('admin@example.com', 'utf8').toString('base64'));
    expect(encodeField('Pässwörd€')).toBe(Buffer.from('Pässwörd€', 'utf8').toString('base64'));
  });

  it('round-trip, including non-Latin text and the empty string', () => {
    for (const text of ['', 'Portal@2026', 'Grüße', '日本語', '😀']) expect(decodeField(encodeField(text))).toBe(text);
  });

  it('decode to null for anything that is not base64 UTF-8', () => {
    expect(decodeField('%%%')).toBeNull();
    expect(decodeField(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeNull();
  });
});

describe('the general rules as form checks (spec §5 gives them no message; ours are in MESSAGES)', () => {
  it('lets optional fields be empty and checks them otherwise', () => {
    expect(optionalPhone('')).toBeNull();
    expect(optionalPhone('+13035550101')).toBeNull();
    expect(optionalPhone('3035550101')).toBeNull();
    expect(optionalPhone('12345')).toBe(MESSAGES.invalidPhone);
    expect(optionalEmail(' ')).toBeNull();
    expect(optionalEmail('not-an-email')).toBe(MESSAGES.invalidEmail);
    expect(optionalWebsite('')).toBeNull();
    expect(optionalWebsite('www.example.com')).toBeNull();
    expect(optionalWebsite('example')).toBe(MESSAGES.invalidWebsite);
  });

  it('checks a new account password with the 8–20 rule', () => {
    expect(accountPassword('')).toBe(MESSAGES.fieldRequired);
    expect(accountPassword('Portal@2026')).toBeNull();
    expect(accountPassword('portal@2026')).toBe(MESSAGES.passwordGeneralRule);
    expect(accountPassword('Portal@2026-but-far-too-long')).toBe(MESSAGES.passwordGeneralRule);
  });

  it('checks amounts: required, at most 3 decimals, not negative', () => {
    expect(amount('')).toBe(MESSAGES.fieldRequired);
    expect(amount('0.125')).toBeNull();
    expect(amount('12.3456')).toBe(MESSAGES.invalidDecimal);
    expect(amount('-1')).toBe(MESSAGES.negativeAmount);
  });
});
