import { MASK, maskContactDetails } from './content-rules.service';

describe('maskContactDetails', () => {
  it.each([
    ['Call me on 98765 43210 after six', `Call me on ${MASK} after six`],
    ['WhatsApp +91-98765-43210 anytime', `WhatsApp ${MASK} anytime`],
    ['write to priya.s@example.co.in please', `write to ${MASK} please`],
    ['see https://t.me/someone for photos', `see ${MASK} for photos`],
    ['photos at www.example.org/abc', `photos at ${MASK}`],
    ['my page: mysite.in/profile', `my page: ${MASK}`],
  ])('masks %s', (text, masked) => {
    expect(maskContactDetails(text)).toEqual({ found: true, masked });
  });

  it.each([['Rates from ₹1,00,000 a month, 2 hours minimum'], ['Available 10 to 6, age 25, Pune and Mumbai'], ['Order no. 12345 is not a phone'], ['नमस्ते, मैं पुणे में हूँ']])('leaves %s alone', (text) => {
    expect(maskContactDetails(text)).toEqual({ found: false, masked: text });
  });
});
