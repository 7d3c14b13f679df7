import { jest } from '@jest/globals';
import type { Request, Response } from 'express';
import type { CatalogueChanges } from './catalogue-changes';
import { KeptAnswers } from './kept-answers';

describe('KeptAnswers', () => {
  let changed: () => void;
  let kept: KeptAnswers;
  const request = { method: 'GET', originalUrl: '/api/dashboard/search?category=escorts', headers: {}, route: { path: '/api/dashboard/search' } } as unknown as Request;
  const response = { statusCode: 200, getHeader: () => undefined } as unknown as Response;
  /** Whether the middleware would answer the request itself instead of passing it on. */
  const answers = () => {
    let passedOn = false;
    const sent = { setHeader: () => undefined, vary: () => undefined, end: () => undefined };
    kept.middleware({ ...request, acceptsEncodings: () => false } as unknown as Request, sent as unknown as Response, () => (passedOn = true));
    return !passedOn;
  };

  beforeEach(() => {
    kept = new KeptAnswers({ onChange: (listener: () => void) => (changed = listener) } as unknown as CatalogueChanges);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers an address it kept, until its time is up', () => {
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    kept.keep(request, response, '{"items":[]}', 15, kept.current);
    expect(answers()).toBe(true);
    jest.spyOn(Date, 'now').mockReturnValue(now + 15_000);
    expect(answers()).toBe(false);
  });

  it('drops everything when the catalogue changes', () => {
    kept.keep(request, response, '{"items":[]}', 15, kept.current);
    changed();
    expect(answers()).toBe(false);
  });

  it('does not keep an answer computed while the catalogue changed: it may show the old state', () => {
    const startedAt = kept.current;
    changed();
    kept.keep(request, response, '{"items":[]}', 15, startedAt);
    expect(answers()).toBe(false);
  });

  it('keeps only 200 answers', () => {
    kept.keep(request, { ...response, statusCode: 404 } as unknown as Response, '{"detail":"Not found"}', 15, kept.current);
    expect(answers()).toBe(false);
  });
});
