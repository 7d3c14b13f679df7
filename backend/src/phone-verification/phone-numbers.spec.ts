import { adPhoneOf, e164OfAdPhone, parseMobile } from './phone-numbers';

describe('phone numbers', () => {
  it('reads an Indian mobile however it is typed, as E.164', () => {
    for (const typed of ['9876543210', '98765 43210', '098765-43210', '+91 98765 43210', ' 919876543210 ']) expect(parseMobile(typed)).toEqual({ e164: '+919876543210' });
  });

  it('refuses what is not a valid number, and a landline', () => {
    expect(parseMobile('12345')).toEqual({ refusal: 'invalidNumber' });
    expect(parseMobile('+44 7700 900123')).toEqual({ refusal: 'invalidNumber' });
    expect(parseMobile('022 2345 6789')).toEqual({ refusal: 'notMobile' });
  });

  it('takes a number abroad that starts with +', () => {
    expect(parseMobile('+44 7911 123456')).toEqual({ e164: '+447911123456' });
  });

  it("maps between the ads' 10 digits and E.164; a number abroad is on no ad", () => {
    expect(adPhoneOf('+919876543210')).toBe('9876543210');
    expect(adPhoneOf('+447911123456')).toBeNull();
    expect(e164OfAdPhone('9876543210')).toBe('+919876543210');
  });
});
