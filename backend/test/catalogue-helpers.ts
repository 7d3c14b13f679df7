import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import type { TestApp } from './create-test-app';
import { bearer, createSeller, unique } from './factories';
import { Category } from '../src/categories/category.entity';
import { Location } from '../src/locations/location.entity';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { slugify } from '../src/common/slug';

/** Every error answer is `{detail: string}` (docs/api.md, "Conventions"), never a 500. */
export function expectDetail(res: Response, status: number, pattern?: RegExp): void {
  expect(res.status).toBe(status);
  expect(res.body).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  expect(res.body.detail.length).toBeGreaterThan(0);
  if (pattern) expect(res.body.detail).toMatch(pattern);
}

/** A 400 that names the field, in `detail` and in `errors`. */
export function expectFieldError(res: Response, field: string): void {
  expectDetail(res, 400);
  expect(res.body.errors).toHaveProperty(field);
}

type Method = 'get' | 'post' | 'put' | 'delete';
export type Route = [Method, string];

/** 401 without a token, 401 with a garbage token, 403 with a seller's token, for each admin route. */
export function describeAdminOnly(getApp: () => TestApp, routes: Route[]): void {
  describe('admin only', () => {
    let sellerToken: string;
    beforeAll(async () => {
      sellerToken = (await createSeller(getApp())).token;
    });

    it.each(routes)('%s %s answers 401 without a token or with a bad one', async (method, path) => {
      const t = getApp();
      expectDetail(await t.http[method](path), 401);
      expectDetail(await t.http[method](path).set(bearer('not.a.token')), 401);
    });

    it.each(routes)("%s %s answers 403 with a seller's token", async (method, path) => {
      expectDetail(await getApp().http[method](path).set(bearer(sellerToken)), 403);
    });
  });
}

/** A photo's address without the signature a seller's or an admin's answer adds (media/photo-links.ts). */
export const unsigned = (url: string) => url.replace(/\?.*$/, '');
/** The stored file behind an /uploads/… URL. */
export const uploadedFile = (t: TestApp, url: string) => join(t.config.uploadsDir, unsigned(url).replace(/^\/uploads\//, ''));
export const uploadExists = (t: TestApp, url: string) => existsSync(uploadedFile(t, url));

/** Inserts an ad straight into the database (the posting API is not under test here). */
export async function insertAd(t: TestApp, refs: { categoryId: number; locationId: number; sellerId?: number }): Promise<Ad> {
  const sellerId = refs.sellerId ?? (await createSeller(t)).id;
  return t.dataSource.getRepository(Ad).save(
    t.dataSource.getRepository(Ad).create({
      title: `A test ad ${unique()}`,
      description: 'A description that is long enough for an ad on the site.',
      category: { id: refs.categoryId } as Category,
      location: { id: refs.locationId } as Location,
      seller: { id: sellerId } as Ad['seller'],
      phone: '9876543210',
      age: 25,
      status: AdStatus.Active,
    }),
  );
}

/** A category created straight in the database, for tests that need one of their own. */
export async function insertCategory(t: TestApp, title = `Category ${unique()}`): Promise<Category> {
  const { id } = await t.dataSource.getRepository(Category).save({ title, slug: slugify(title), metaTitle: '', metaDescription: '', image: null });
  return t.dataSource.getRepository(Category).findOneByOrFail({ id });
}

/** A location created straight in the database. */
export async function insertLocation(t: TestApp, state = `State ${unique()}`, district = `District ${unique()}`): Promise<Location> {
  const { id } = await t.dataSource.getRepository(Location).save({ state, district, slug: slugify(`${district} ${state}`) });
  return t.dataSource.getRepository(Location).findOneByOrFail({ id });
}
