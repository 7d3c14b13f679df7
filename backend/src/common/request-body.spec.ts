import { jsonDepthExceeds } from './request-body';

describe('jsonDepthExceeds', () => {
  const deeper = (text: string, max: number, encoding = 'utf-8') => jsonDepthExceeds(Buffer.from(text, encoding === 'utf-8' ? 'utf8' : 'utf16le'), encoding, max);

  it('counts arrays and objects inside one another, not side by side', () => {
    expect(deeper('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(deeper('[[1],[2],[3],{"a":1}]', 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes and backslashes included', () => {
    expect(deeper('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(deeper('{"a":"\\"[[[[","b":"\\\\"}', 1)).toBe(false);
    expect(deeper('{"a":"\\\\","b":[[1]]}', 2)).toBe(true);
    expect(deeper('{"अ":"[[[[ आ"}', 1)).toBe(false);
  });

  it('reads other Unicode charsets as text, not bytes', () => {
    expect(deeper('{"a":"[[[["}', 1, 'utf-16le')).toBe(false);
    expect(deeper('[[[[]]]]', 3, 'utf-16le')).toBe(true);
  });
});
