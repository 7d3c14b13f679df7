import { describe, expect, it } from 'vitest';
import type { AdDetailValue } from '../api/types';
import { cardDetails, detailValue } from './ad-details';

const rate: AdDetailValue = { key: 'rate', kind: 'RATE', label: 'Rate', labelHi: 'दर', unit: 'HOUR', number: 2000 };
const languages: AdDetailValue = {
  key: 'languages',
  kind: 'CHOICE',
  label: 'Languages spoken',
  labelHi: null,
  unit: null,
  options: [
    { key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' },
    { key: 'english', label: 'English', labelHi: null },
  ],
};
const incall: AdDetailValue = { key: 'incall', kind: 'YES_NO', label: 'Incall', labelHi: null, unit: null, yes: true };
const rooms: AdDetailValue = { key: 'rooms', kind: 'NUMBER', label: 'Rooms', labelHi: null, unit: null, number: 12000 };

describe('ad details in words', () => {
  it('says each kind as the ad page shows it', () => {
    expect(detailValue(rate)).toBe('₹2,000 per hour');
    expect(detailValue(languages)).toBe('Hindi, English');
    expect(detailValue(incall)).toBe('Yes');
    expect(detailValue({ ...incall, yes: false })).toBe('No');
    expect(detailValue(rooms)).toBe('12,000');
    expect(detailValue({ ...rate, unit: null })).toBe('₹2,000');
  });

  it('says them compactly on a card: the rate alone, the others with their label', () => {
    expect(cardDetails([rate, languages, incall])).toEqual(['₹2,000/hour', 'Languages spoken: Hindi, English', 'Incall: Yes']);
    expect(cardDetails(undefined)).toEqual([]);
  });
});
