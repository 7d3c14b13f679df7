import { displayNameKey } from '../common/display-name-key';
import { looksLikeStaff, suggestDisplayName } from './display-name';

describe('display names', () => {
  it.each(['Bazaar Support', 'Admin', 'ADMIN', '\u0410DMIN', '\u0430dmin', 'adrnin', 'BazaarSupport', 'Support_Team 24', 'Admin1', 'व्यवस्थापक', 'बाज़ार सहायता', 'Ｓｔａｆｆ'])(
    '%s could pass for the staff',
    (name) => {
      expect(looksLikeStaff(name)).toBe(true);
    },
  );

  it.each(['Rahul Sharma', 'राहुल शर्मा', 'Teamster', 'Staffan', 'Badminton Fan', 'Asha_Pune'])('%s is a name like others', (name) => {
    expect(looksLikeStaff(name)).toBe(false);
  });

  it('gives look-alikes one key (Cyrillic letters, case, "rn" for "m", full-width forms), and different names different keys', () => {
    expect(displayNameKey('R\u0430hul')).toBe(displayNameKey('Rahul'));
    expect(displayNameKey('RAHUL')).toBe(displayNameKey('rahul'));
    expect(displayNameKey('Kamal')).toBe(displayNameKey('Karnal'));
    expect(displayNameKey('Ｒａｈｕｌ')).toBe(displayNameKey('Rahul'));
    expect(displayNameKey('Rahul')).not.toBe(displayNameKey('Rahil'));
    // Devanagari keeps its vowel signs: राम and रमा are two names.
    expect(displayNameKey('राम')).not.toBe(displayNameKey('रमा'));
    expect(displayNameKey('Rahul')).toMatch(/^[0-9a-f]{30}$/);
  });

  it('suggests no staff name at sign-up', () => {
    expect(suggestDisplayName('Admin Kumar')).toMatch(/^Member\d{4}$/);
    expect(suggestDisplayName('Asha Verma')).toMatch(/^Asha\d{4}$/);
  });
});
