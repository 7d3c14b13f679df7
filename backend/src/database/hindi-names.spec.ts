import { slugify } from '../common/slug';
import { HINDI_CATEGORY_TITLES, HINDI_DISTRICTS, HINDI_STATES } from './hindi-names';
import { INDIA_LOCATIONS } from './india-locations';
import { DEFAULT_CATEGORIES } from './reference-data';

/** Devanagari letters and signs, with spaces, hyphens and digits (उत्तर 24 परगना). */
const DEVANAGARI = /^[\u0900-\u097F0-9 -]+$/;

describe('Hindi names of the reference data', () => {
  const districtsOf = new Map(INDIA_LOCATIONS.map(({ state, districts }) => [state, new Set(districts)]));

  it('name every state and union territory, keyed as india-locations.ts spells them', () => {
    expect(Object.keys(HINDI_STATES).sort()).toEqual([...districtsOf.keys()].sort());
    expect(Object.keys(HINDI_STATES)).toHaveLength(36);
  });

  it('key every district by a real state and district, and name at least 100', () => {
    const unknown = Object.entries(HINDI_DISTRICTS).flatMap(([state, districts]) =>
      Object.keys(districts)
        .filter((district) => !districtsOf.get(state)?.has(district))
        .map((district) => `${district}, ${state}`),
    );
    expect(unknown).toEqual([]);
    expect(Object.values(HINDI_DISTRICTS).flatMap(Object.keys).length).toBeGreaterThanOrEqual(100);
  });

  it('name the most populous districts, the big cities and every district of Delhi', () => {
    const named = (state: string, district: string) => HINDI_DISTRICTS[state]?.[district];
    expect(named('Maharashtra', 'Thane')).toBe('ठाणे');
    expect(named('Maharashtra', 'Mumbai City')).toBe('मुंबई शहर');
    expect(named('Karnataka', 'Bengaluru Urban')).toBe('बेंगलुरु शहरी');
    expect(named('West Bengal', 'North 24 Parganas')).toBe('उत्तर 24 परगना');
    expect(Object.keys(HINDI_DISTRICTS.Delhi).sort()).toEqual([...districtsOf.get('Delhi')!].sort());
    for (const [state, district] of [
      ['Gujarat', 'Ahmedabad'],
      ['Rajasthan', 'Jaipur'],
      ['Tamil Nadu', 'Chennai'],
      ['Telangana', 'Hyderabad'],
      ['West Bengal', 'Kolkata'],
      ['Uttar Pradesh', 'Lucknow'],
      ['Bihar', 'Patna'],
      ['Madhya Pradesh', 'Indore'],
    ]) {
      expect(named(state, district)).toBeDefined();
    }
  });

  it('title every seeded category, each with its own slug', () => {
    expect(Object.keys(HINDI_CATEGORY_TITLES).sort()).toEqual(DEFAULT_CATEGORIES.map((c) => c.title).sort());
    expect(new Set(Object.keys(HINDI_CATEGORY_TITLES).map(slugify)).size).toBe(DEFAULT_CATEGORIES.length);
  });

  it('are Devanagari and fit their columns', () => {
    const names = [...Object.values(HINDI_STATES), ...Object.values(HINDI_DISTRICTS).flatMap(Object.values)];
    for (const name of names) {
      expect(name).toMatch(DEVANAGARI);
      expect(name.length).toBeLessThanOrEqual(100);
    }
    for (const title of Object.values(HINDI_CATEGORY_TITLES)) {
      expect(title).toMatch(DEVANAGARI);
      expect(title.length).toBeLessThanOrEqual(60);
    }
  });
});
