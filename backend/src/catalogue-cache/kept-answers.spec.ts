import { jest } from '@jest/globals';
import type { Request, Response } from 'express';
import type { CatalogueChange, CatalogueChanges, Place } from './catalogue-changes';
import { KeptAnswers, keptAbout } from './kept-answers';

describe('KeptAnswers', () => {
  let changed: (change: CatalogueChange) => void;
  let kept: KeptAnswers;
  const request = { method: 'GET', originalUrl: '/api/dashboard/search?category=escorts', headers: {}, route: { path: '/api/dashboard/search' } } as unknown as Request;
  const response = { statusCode: 200, getHeader: () => undefined, setHeader: () => undefined } as unknown as Response;
  /** Whether the middleware would answer the request itself instead of passing it on. */
  const answers = (asked = request) => {
    let passedOn = false;
    const sent = { setHeader: () => undefined, vary: () => undefined, end: () => undefined };
    kept.middleware({ ...asked, acceptsEncodings: () => false } as unknown as Request, sent as unknown as Response, () => (passedOn = true));
    return !passedOn;
  };

  beforeEach(() => {
    kept = new KeptAnswers({ onChange: (listener: (change: CatalogueChange) => void) => (changed = listener) } as unknown as CatalogueChanges);
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
    changed({ tables: ['categories'] });
    expect(answers()).toBe(false);
  });

  it('does not keep an answer computed while the catalogue changed: it may show the old state', () => {
    const startedAt = kept.current;
    changed({ tables: ['ads'] });
    kept.keep(request, response, '{"items":[]}', 15, startedAt);
    expect(answers()).toBe(false);
  });

  describe('about a place (keptAbout)', () => {
    /** A kept answer about the place, at its own address. */
    const keptAt = (place: Place, startedAt = kept.current) => {
      const asked = { ...request, originalUrl: `/api/dashboard/search?c=${place.categoryId}&l=${place.locationId}` } as unknown as Request;
      keptAbout(asked, place);
      kept.keep(asked, response, '{"items":[]}', 15, startedAt);
      return asked;
    };
    const adsAt = (...places: Place[]): CatalogueChange => ({ tables: ['ads'], places });

    it('drops only the answers that a write to ads of a place can change: that place, its category and district, and "all"', () => {
      const here = keptAt({ categoryId: 1, locationId: 10 });
      const wholeCategory = keptAt({ categoryId: 1, locationId: null });
      const wholeDistrict = keptAt({ categoryId: null, locationId: 10 });
      const everything = keptAt({ categoryId: null, locationId: null });
      const otherDistrict = keptAt({ categoryId: 1, locationId: 11 });
      const otherCategory = keptAt({ categoryId: 2, locationId: null });
      changed(adsAt({ categoryId: 1, locationId: 10 }));
      expect([here, wholeCategory, wholeDistrict, everything].map((asked) => answers(asked))).toEqual([false, false, false, false]);
      expect([otherDistrict, otherCategory].map((asked) => answers(asked))).toEqual([true, true]);
      changed({ tables: ['ads'] }); // a write that did not say where
      expect([otherDistrict, otherCategory].map((asked) => answers(asked))).toEqual([false, false]);
    });

    it('keeps an answer computed while ads elsewhere changed, not one computed while its own place changed', () => {
      const startedAt = kept.current;
      changed(adsAt({ categoryId: 2, locationId: 20 }));
      expect(answers(keptAt({ categoryId: 1, locationId: 10 }, startedAt))).toBe(true);
      changed(adsAt({ categoryId: 1, locationId: 12 }));
      expect(answers(keptAt({ categoryId: 1, locationId: null }, startedAt))).toBe(false);
    });

    it('does not keep an answer started before more changes than are remembered', () => {
      const startedAt = kept.current;
      for (let i = 0; i < 101; i++) changed(adsAt({ categoryId: 2, locationId: 20 }));
      expect(answers(keptAt({ categoryId: 1, locationId: 10 }, startedAt))).toBe(false);
    });
  });

  it('keeps only 200 answers', () => {
    kept.keep(request, { ...response, statusCode: 404 } as unknown as Response, '{"detail":"Not found"}', 15, kept.current);
    expect(answers()).toBe(false);
  });
});
