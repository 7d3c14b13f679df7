import { describe, expect, it } from 'vitest';
import type { CategoryField } from '../../../api/types';
import { bound, detailFiltersText, parseDetailFilters } from './detail-filters';

const field = (key: string, kind: CategoryField['kind'], extra: Partial<CategoryField> = {}): CategoryField => ({
  id: key.length,
  categoryId: 3,
  key,
  kind,
  label: key,
  labelHi: null,
  unit: null,
  options: [],
  multiple: false,
  min: null,
  max: null,
  required: false,
  onCard: false,
  position: 0,
  ...extra,
});

const FIELDS = [
  field('rate', 'RATE', { unit: 'HOUR', min: 500 }),
  field('languages', 'CHOICE', { options: ['hindi', 'english', 'marathi'].map((key) => ({ key, label: key, labelHi: null })), multiple: true }),
  field('incall', 'YES_NO'),
  field('rooms', 'NUMBER'),
];

describe('parseDetailFilters', () => {
  it('reads ranges, options and yes/no as the API takes them', () => {
    expect(parseDetailFilters('rate:500..2000;languages:english,hindi;incall:yes;rooms:3', FIELDS)).toEqual({
      rate: { min: 500, max: 2000 },
      languages: { options: ['hindi', 'english'] },
      incall: { yes: true },
      rooms: { min: 3, max: 3 },
    });
    expect(parseDetailFilters('rate:..2500;incall:no', FIELDS)).toEqual({ rate: { min: undefined, max: 2500 }, incall: { yes: false } });
    expect(parseDetailFilters('rate:500..', FIELDS)).toEqual({ rate: { min: 500, max: undefined } });
  });

  it('passes over what the API would refuse: unknown keys and options, bad ranges, bad yes/no', () => {
    expect(parseDetailFilters('weight:60;rate:2000..500;rate2:1;languages:tamil;incall:maybe;rooms:..;:x;junk', FIELDS)).toEqual({});
    expect(parseDetailFilters('languages:tamil,marathi', FIELDS)).toEqual({ languages: { options: ['marathi'] } });
    expect(parseDetailFilters(null, FIELDS)).toEqual({});
    expect(parseDetailFilters('rate:500..', [])).toEqual({});
  });
});

describe('detailFiltersText', () => {
  it("writes the filters in the fields' order, leaving out those that filter nothing", () => {
    expect(detailFiltersText({ incall: { yes: false }, languages: { options: ['english', 'hindi'] }, rate: { max: 2500 } }, FIELDS)).toBe('rate:..2500;languages:hindi,english;incall:no');
    expect(detailFiltersText({ rate: { min: undefined, max: undefined }, languages: { options: [] }, incall: {} }, FIELDS)).toBeUndefined();
    expect(detailFiltersText({}, FIELDS)).toBeUndefined();
  });

  it('swaps the ends of a range given the wrong way round', () => {
    expect(detailFiltersText({ rate: { min: 3000, max: 1000 } }, FIELDS)).toBe('rate:1000..3000');
  });

  it('reads back what it writes', () => {
    const text = 'rate:500..2000;languages:hindi;incall:yes;rooms:2..';
    expect(detailFiltersText(parseDetailFilters(text, FIELDS), FIELDS)).toBe(text);
  });
});

describe('bound', () => {
  it('takes whole numbers only', () => {
    expect(bound(' 2500 ')).toBe(2500);
    expect(bound('')).toBeUndefined();
    expect(bound('25.5')).toBeUndefined();
    expect(bound('-1')).toBeUndefined();
  });
});
