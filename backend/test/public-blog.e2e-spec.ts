import { In } from 'typeorm';
import { BlogPost } from '../src/blog/blog-post.entity';
import { expectDetail, expectFieldError } from './catalogue-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, image } from './factories';

/** The admins' blog, public at /api/blog: newest first, one post by its slug. */
describe('public blog API', () => {
  let t: TestApp;
  const posts: { id: number; title: string; photo: string | null }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const admin = bearer(t.adminToken);
    const write = async (title: string, description: string, photo = false) => {
      let req = t.http.post('/api/admin/blogs').set(admin).field('title', title).field('description', description);
      if (photo) req = req.attach('photo', await image('png', 120), 'cover.png');
      const { body } = await req.expect(201);
      posts.push(body);
      await t.http.post(`/api/admin/blogs/${body.id}/comments`).set(admin).send({ text: 'An admin note' }).expect(201);
    };
    await write('Oldest post', '<p>First words.</p>');
    await write('Safety & you', '<h2>Meet in public</h2><p>Tell a friend &lt;always&gt;.</p><p>Second   paragraph.</p>', true);
    await write('Newest post', `<p>${'word '.repeat(100)}</p>`);
    // Saved in one second: newest first must not depend on the clock's resolution.
    await t.dataSource.getRepository(BlogPost).update({ id: In(posts.map((post) => post.id)) }, { createdAt: new Date('2026-01-01T10:00:00Z') });
  });
  afterAll(() => t.close());

  it('lists posts newest first, paged, with plain-text excerpts and no comments', async () => {
    const first = await t.http.get('/api/blog?pageSize=2').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((item: { title: string }) => item.title)).toEqual(['Newest post', 'Safety & you']);
    const [newest, safety] = first.body.items;
    expect(safety).toEqual({
      id: posts[1].id,
      slug: `safety-you-${posts[1].id}`,
      title: 'Safety & you',
      excerpt: 'Meet in public Tell a friend <always>. Second paragraph.',
      photo: posts[1].photo,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(newest.excerpt.length).toBeLessThanOrEqual(200);
    expect(newest.excerpt).toMatch(/^word( word)+…$/);
    const second = await t.http.get('/api/blog?page=2&pageSize=2').expect(200);
    expect(second.body.items.map((item: { title: string }) => item.title)).toEqual(['Oldest post']);
  });

  it('refuses bad paging with a field error', async () => {
    for (const query of ['page=0', 'page=two', 'pageSize=101', 'pageSize=-1', `page=${'9'.repeat(50)}`, 'unknown=1']) expectDetail(await t.http.get(`/api/blog?${query}`), 400);
    expectFieldError(await t.http.get('/api/blog?page=0'), 'page');
  });

  it('answers one post by its slug, with its sanitised HTML', async () => {
    const res = await t.http.get(`/api/blog/safety-you-${posts[1].id}`).expect(200);
    expect(res.body).toMatchObject({ id: posts[1].id, slug: `safety-you-${posts[1].id}`, title: 'Safety & you', photo: posts[1].photo });
    expect(res.body.description).toBe('<h2>Meet in public</h2><p>Tell a friend &lt;always&gt;.</p><p>Second   paragraph.</p>');
    expect(res.body).not.toHaveProperty('comments');
    // Only the id counts: a link made before the title changed still works.
    expect((await t.http.get(`/api/blog/${posts[1].id}`).expect(200)).body.id).toBe(posts[1].id);
    expect((await t.http.get(`/api/blog/old-title-${posts[1].id}`).expect(200)).body.slug).toBe(`safety-you-${posts[1].id}`);
  });

  it('answers 404 with a detail for posts that do not exist or were deleted', async () => {
    for (const slug of ['no-such-post-999999', 'no-number', '99999999999', `x-${'1'.repeat(12)}`, 'a'.repeat(5000)]) expectDetail(await t.http.get(`/api/blog/${slug}`), 404);
    expectDetail(await t.http.get('/api/blog/broken-%E0%A4'), 400);
    await t.http.delete(`/api/admin/blogs/${posts[0].id}`).set(bearer(t.adminToken)).expect(200);
    expectDetail(await t.http.get(`/api/blog/oldest-post-${posts[0].id}`), 404);
    expect((await t.http.get('/api/blog').expect(200)).body.total).toBe(2);
  });
});
