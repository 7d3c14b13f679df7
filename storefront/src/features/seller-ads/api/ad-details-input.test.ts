import { describe, expect, it } from 'vitest';
import type { AdDetailValue, CategoryField } from '../../../api/types';
import { detailFormValues, detailsInput } from './ad-details-input';
import { adBody } from './types';

const field = (key: string, kind: CategoryField['kind'], extra: Partial<CategoryField> = {}): CategoryField => ({
  id: key.length,
  categoryId: 3,
  key,
  kind,
  label: key,
  labelHi: null,
  unit: kind === 'RATE' ? 'HOUR' : null,
  options: [],
  multiple: false,
  min: null,
  max: null,
  required: false,
  onCard: false,
  position: 0,
  ...extra,
});

const options = ['hindi', 'english', 'marathi'].map((key) => ({ key, label: key, labelHi: null }));
const FIELDS = [
  field('rate', 'RATE', { min: 500, required: true }),
  field('languages', 'CHOICE', { options, multiple: true }),
  field('city', 'CHOICE', { options }),
  field('incall', 'YES_NO'),
  field('rooms', 'NUMBER'),
];

describe('detailsInput', () => {
  it("sends each kind as the API takes it: whole numbers, true/false, an option key or (multiple) keys in the field's order", () => {
    expect(detailsInput(FIELDS, { rate: 2000, languages: ['english', 'hindi'], city: ['marathi'], incall: false, rooms: 3.4 })).toEqual({
      rate: 2000,
      languages: ['hindi', 'english'],
      city: 'marathi',
      incall: false,
      rooms: 3,
    });
  });

  it('leaves out what is not given, and the values of another category or options it does not have', () => {
    expect(detailsInput(FIELDS, { rate: null, languages: [], city: ['tamil'], incall: undefined, rooms: undefined, weight: 60 })).toEqual({});
    expect(detailsInput(FIELDS, undefined)).toEqual({});
    expect(detailsInput([], { rate: 2000 })).toEqual({});
  });
});

describe('detailFormValues', () => {
  it("fills the edit form from the ad's details; a choice is a list of keys", () => {
    const details: AdDetailValue[] = [
      { key: 'rate', kind: 'RATE', label: 'Rate', labelHi: null, unit: 'HOUR', number: 2000 },
      { key: 'languages', kind: 'CHOICE', label: 'Languages', labelHi: null, unit: null, options: options.slice(0, 2) },
      { key: 'incall', kind: 'YES_NO', label: 'Incall', labelHi: null, unit: null, yes: true },
    ];
    const values = detailFormValues(details);
    expect(values).toEqual({ rate: 2000, languages: ['hindi', 'english'], incall: true });
    // Sent back unchanged, they are the same details.
    expect(detailsInput(FIELDS, values)).toEqual({ rate: 2000, languages: ['hindi', 'english'], incall: true });
  });
});

describe('adBody', () => {
  it('sends the details as JSON text in the multipart form, and none when they are unknown', () => {
    const input = { title: 'A title of an ad', description: 'd', categoryId: 3, locationId: 4, phone: '98765 43210', age: 30, images: [] };
    const sent = adBody({ ...input, details: detailsInput(FIELDS, { rate: 2000, languages: ['hindi'] }) }).bodySerializer();
    expect(sent.get('details')).toBe('{"rate":2000,"languages":["hindi"]}');
    expect(adBody(input).bodySerializer().has('details')).toBe(false);
  });
});
