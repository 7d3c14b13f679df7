import { describe, expect, it } from 'vitest';
import { changedFields } from './changes';
import { isEmpty, toFormData } from './multipart';

describe('changedFields', () => {
  it('keeps what differs, never the id; an emptied input equals an empty text', () => {
    const previous = { id: 1, title: 'Tutors', metaTitle: '', tags: ['a'], seo: { h1: 'x' } };
    expect(changedFields({ ...previous, id: 2, metaTitle: null, tags: ['a'], seo: { h1: 'x' } }, previous)).toEqual({});
    expect(changedFields({ ...previous, title: 'Home tutors', tags: ['a', 'b'] }, previous)).toEqual({ title: 'Home tutors', tags: ['a', 'b'] });
  });
});

describe('toFormData', () => {
  const entries = (form: FormData) => [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);

  it('sends on create the API’s fields that are filled, and the upload under the API’s name', () => {
    const image = new File(['x'], 'state.png', { type: 'image/png' });
    const form = toFormData('locations', { state: 'Kerala', district: 'Kochi', metaTitle: null, h1Tag: undefined, newStateImage: { rawFile: image }, stateImage: '/uploads/old.png', extra: 'x' });
    expect(entries(form)).toEqual([
      ['state', 'Kerala'],
      ['district', 'Kochi'],
      ['stateImage', 'file:state.png'],
    ]);
  });

  it('sends on update only the changed fields; a cleared one as empty', () => {
    const previous = { id: 3, title: 'Hello', description: '<p>Hi</p>', photo: '/uploads/p.jpg' };
    expect(entries(toFormData('blogs', { ...previous, description: null }, previous))).toEqual([['description', '']]);
    expect(isEmpty(toFormData('blogs', { ...previous }, previous))).toBe(true);
    expect(isEmpty(toFormData('blogs', { ...previous, newPhoto: { rawFile: new File(['y'], 'p2.jpg') } }, previous))).toBe(false);
  });

  it('ignores an upload input that holds no file (the record’s current URL)', () => {
    expect(entries(toFormData('categories', { title: 'Jobs', newImage: { rawFile: '/uploads/x.png' } }))).toEqual([['title', 'Jobs']]);
  });
});
