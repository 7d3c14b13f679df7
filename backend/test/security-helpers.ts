import type { Type } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHALLENGE_HEADER } from '../src/challenge/challenge.service';
import { CHALLENGE_REFUSED } from '../src/challenge/requires-challenge';
import { UNVERIFIED_RESPONSE } from '../src/common/auth/verified-email.guard';
import type { TestApp } from './create-test-app';
import { solvedChallenge } from './challenge-helpers';
import { bearer, createSeller, fundWallet, image, postAd, transactionId } from './factories';

/** Shared by access-control.e2e-spec.ts and fuzz.e2e-spec.ts: the route list, DTO fields, tokens and database fingerprints. */

export type RouteKind = 'admin' | 'user' | 'optional' | 'public';

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form: /api/seller/post/update/{id} */
  path: string;
  operationId: string;
  /** admin: under /api/admin/ or bearer with a documented 403; user: bearer and a documented 401; optional: bearer but no 401 (@OptionalAuth); public: no bearer. */
  kind: RouteKind;
  pathParams: string[];
  documents401: boolean;
  documents403: boolean;
  body?: 'json' | 'multipart';
  /** Multipart file fields and how many files each takes */
  fileFields: Record<string, number>;
  bodyDto?: Type;
  queryDto?: Type;
  /** Needs a solved proof-of-work challenge in X-Challenge (@RequiresChallenge()) */
  challenge: boolean;
}

interface OpenApiOperation {
  operationId: string;
  security?: unknown[];
  responses?: Record<string, { description?: string }>;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { allOf?: { properties?: Record<string, { type?: string; maxItems?: number }> }[] } }> };
}

/** Every controller class of the app, by name. */
function controllersByName(t: TestApp): Map<string, Type> {
  const byName = new Map<string, Type>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) byName.set(wrapper.metatype.name, wrapper.metatype as Type);
  }
  return byName;
}

/** The @Body() and @Query() classes of a controller method, from Nest's own route metadata. */
function handlerDtos(controller: Type, handler: string): { bodyDto?: Type; queryDto?: Type } {
  const args: Record<string, { index: number }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {};
  const types: Type[] = Reflect.getMetadata('design:paramtypes', controller.prototype, handler) ?? [];
  const result: { bodyDto?: Type; queryDto?: Type } = {};
  for (const [key, { index }] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    const dto = types[index];
    if (!dto || [String, Number, Object, Boolean, Array].includes(dto as never)) continue;
    if (type === RouteParamtypes.BODY) result.bodyDto = dto;
    if (type === RouteParamtypes.QUERY) result.queryDto = dto;
  }
  return result;
}

/**
 * Every route of the OpenAPI document the app serves, classified by its security, with the DTO classes
 * Nest validates its body and query against (class-validator's metadata, what Nest really checks, is
 * the source of the fields).
 */
export async function loadRoutes(t: TestApp): Promise<Route[]> {
  const doc = (await t.http.get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, OpenApiOperation>> };
  const controllers = controllersByName(t);
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const secured = (op.security?.length ?? 0) > 0;
      // Role-restricted routes document a 403 (@Auth(Role.Admin) adds it), unlike publishing's "not verified" 403; the admin API lives under /api/admin/.
      const forbidden = op.responses?.['403'];
      const adminOnly = path.startsWith('/api/admin/') || (secured && !!forbidden && forbidden.description !== UNVERIFIED_RESPONSE && forbidden.description !== CHALLENGE_REFUSED);
      const kind: RouteKind = adminOnly ? 'admin' : !secured ? 'public' : op.responses?.['401'] ? 'user' : 'optional';
      const content = op.requestBody?.content ?? {};
      const body = content['multipart/form-data'] ? 'multipart' : content['application/json'] ? 'json' : undefined;
      const fileFields: Record<string, number> = {};
      for (const part of content['multipart/form-data']?.schema?.allOf ?? []) {
        for (const [name, prop] of Object.entries(part.properties ?? {})) fileFields[name] = prop.type === 'array' ? (prop.maxItems ?? 8) : 1;
      }
      const [controllerName, handler] = op.operationId.split('_');
      const controller = controllers.get(controllerName);
      if (!controller) throw new Error(`No controller ${controllerName} for ${op.operationId}`);
      routes.push({
        method: method as Route['method'],
        path,
        operationId: op.operationId,
        kind,
        documents401: !!op.responses?.['401'],
        documents403: !!op.responses?.['403'],
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        body,
        fileFields,
        challenge: (op.parameters ?? []).some((p) => p.in === 'header' && p.name === CHALLENGE_HEADER),
        ...handlerDtos(controller, handler),
      });
    }
  }
  return routes;
}

/** The routes Express actually has under /api, as "METHOD /api/x/{id}" (to prove the document lists them all). */
export function expressApiRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
  const found: string[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route || typeof layer.route.path !== 'string' || !layer.route.path.startsWith('/api/')) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (on && method !== '_all') found.push(`${method.toUpperCase()} ${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return found;
}

export const fillPath = (route: Route, values: Record<string, string | number>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for path parameter ${name} of ${route.method} ${route.path}`);
    return encodeURIComponent(String(values[name]));
  });

// ---- DTO fields (class-validator metadata) ----

export interface FieldSpec {
  name: string;
  optional: boolean;
  /** Constraint names as class-validator records them: isString, isInt, min, maxLength, matches, isIn... */
  checks: Map<string, unknown[]>;
}

export function dtoFields(dto: Type | undefined): FieldSpec[] {
  if (!dto) return [];
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const fields = new Map<string, FieldSpec>();
  for (const meta of metas) {
    const field = fields.get(meta.propertyName) ?? { name: meta.propertyName, optional: false, checks: new Map() };
    fields.set(meta.propertyName, field);
    if (meta.type === 'conditionalValidation') field.optional = true;
    else field.checks.set(meta.name ?? meta.type, meta.constraints ?? []);
  }
  return [...fields.values()];
}

// ---- tokens ----

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JWT signed by hand (HS256 with `secret`, or unsigned with alg none), to forge the tokens the app must refuse. */
export function signJwt(payload: Record<string, unknown>, secret: string | null, header: Record<string, unknown> = { alg: secret ? 'HS256' : 'none', typ: 'JWT' }): string {
  const unsigned = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${unsigned}.${secret ? createHmac('sha256', secret).update(unsigned).digest('base64url') : ''}`;
}

export const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

// ---- what is stored ----

/**
 * Every table but spent_challenges (a solved challenge is spent by the guard whatever the route then answers) and
 * ad_viewers (written by the view counter's batches every few seconds, as ads.views below, not by the request checked).
 */
const UNWATCHED = new Set(['spent_challenges', 'ad_viewers']);
const tables = (t: TestApp) => t.dataSource.entityMetadatas.filter((m) => !UNWATCHED.has(m.tableName)).map((m) => ({ table: m.tableName, pk: m.primaryColumns.map((c) => c.databaseName) }));

const quote = (t: TestApp, name: string) => t.dataSource.driver.escape(name);

/** Row count and highest id of every table, in one query: cheap enough to take around each request. */
export async function fingerprint(t: TestApp): Promise<string> {
  const parts = tables(t).map(({ table, pk }) => {
    const max = pk.length === 1 ? `MAX(${quote(t, pk[0])})` : '0';
    return `SELECT '${table}' AS name, COUNT(*) AS n, ${max} AS m FROM ${quote(t, table)}`;
  });
  const rows: { name: string; n: number | string; m: number | string | null }[] = await t.dataSource.query(parts.join(' UNION ALL '));
  return rows.map((r) => `${r.name}:${Number(r.n)}:${r.m === null ? '-' : Number(r.m)}`).join(' ') + ` files:${countFiles(t.config.uploadsDir)}`;
}

/** Columns that change without a request: batched view counts, and the mail worker's progress through the outbox. */
const VOLATILE = new Set(['ads.views', ...['status', 'attempts', 'nextAttemptAt', 'claimedBy', 'claimedUntil', 'lastError', 'sentAt'].map((column) => `outbox_mails.${column}`)]);

/** A hash of every row of every table (and the list of uploaded files): proves nothing was updated either. */
export async function contentHash(t: TestApp): Promise<string> {
  const hash = createHash('sha256');
  for (const { table, pk } of tables(t)) {
    const rows: Record<string, unknown>[] = await t.dataSource.query(`SELECT * FROM ${quote(t, table)} ORDER BY ${pk.map((c) => quote(t, c)).join(', ')}`);
    for (const row of rows) {
      for (const column of Object.keys(row)) if (VOLATILE.has(`${table}.${column}`)) delete row[column];
      hash.update(`${table}:${JSON.stringify(row, (_, v) => (typeof v === 'bigint' ? String(v) : v))}\n`);
    }
  }
  hash.update(listFiles(t.config.uploadsDir).join('\n'));
  return hash.digest('hex');
}

/** Per-table differences between two fingerprints, for a readable failure. */
export function diffFingerprints(before: string, after: string): string {
  const a = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((part) => !a.has(part))
    .join(' ');
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full).map((f) => `${name}/${f}`) : [name];
  });
}

export const countFiles = (dir: string) => listFiles(dir).length;
export { listFiles };

// ---- fixtures: real rows for every kind of path id ----

/** An operator registered for GST in Maharashtra (a GSTIN with a correct check digit). */
export const GST_SETTINGS = { legalEntityName: 'Bazaar Classifieds Private Limited', businessAddress: 'Floor 2, Example House\nPune 411001', gstin: '27AAPFU0939F1ZV' };

export interface Fixtures {
  /** Seller B's ad, hidden by a report and waiting in the review queue. */
  waitingAd: number;
  sellerA: Seller;
  /** Seller A's display name: their public page's address (GET /api/sellers/{displayName}) */
  sellerAName: string;
  /** Seller A's photo verification of adA, its selfie waiting for a moderator */
  photoVerificationId: number;
  sellerB: Seller;
  /** Blocked by an admin after logging in: its token must stop working. */
  blocked: Seller;
  /** A seller the fuzzers may block, edit or delete at will. */
  victim: Seller;
  /** Seller A's INACTIVE ad (never promoted or posted free) and ACTIVE ad (posted free) */
  adA: number;
  activeAdA: number;
  /** Seller B's own ad */
  adB: number;
  paymentA: number;
  packageId: number;
  slotId: number;
  qrId: number;
  reportId: number;
  blogId: number;
  commentId: number;
  descriptionId: number;
  popularId: number;
  categoryFieldId: number;
  /** Seller A wrote about the victim's ad, and reported the conversation (so admins may read it) */
  conversationA: number;
  /** A visitor's complaint (no ad named): its id and ticket number */
  complaintId: number;
  complaintTicket: string;
  /** A breach recorded by the admin, affecting the victim */
  breachId: number;
  /** Seller A's GST invoice for an approved top-up */
  invoiceA: number;
  /** A bank statement the admin imported */
  statementImportId: number;
}

type Seller = Awaited<ReturnType<typeof createSeller>>;

/** Creates two sellers with an ad, a payment and a funded wallet each, and one row of every admin-managed kind. */
export async function createFixtures(t: TestApp): Promise<Fixtures> {
  const admin = bearer(t.adminToken);
  const [sellerA, sellerB, blocked, victim] = [await createSeller(t), await createSeller(t), await createSeller(t), await createSeller(t)];
  await t.http.put(`/api/admin/users/block/${blocked.id}`).set(admin).expect(200);
  const adA = (await postAd(t.http, sellerA.token)).body.id as number;
  const activeAdA = (await postAd(t.http, sellerA.token)).body.id as number;
  await t.http.post(`/api/seller/transaction/post-free-ad/${activeAdA}`).set(bearer(sellerA.token)).expect(200);
  const adB = (await postAd(t.http, sellerB.token)).body.id as number;
  const paymentA = (await t.http.post('/api/seller/transaction/add-money').set(bearer(sellerA.token)).send({ amount: 500, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201)).body
    .id as number;
  // B can afford any package: a refused promotion of A's ad is about ownership, not money.
  await fundWallet(t.http, t.adminToken, sellerB.token, 50_000);
  const packageId = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(sellerB.token)).expect(200)).body[0].id as number;
  const slotId = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(sellerB.token)).expect(200)).body[0].id as number;
  const qrId = (await t.http.post('/api/admin/transaction/create-qr-code').set(admin).send({ upiId: 'bazaar@okaxis', payeeName: 'Bazaar', isActive: true }).expect(201)).body.id as number;
  const reportId = (
    await t.http
      .post(`/api/dashboard/report-post/${activeAdA}`)
      .set(await solvedChallenge(t))
      .send({ reason: 'SPAM', details: 'fixture' })
      .expect(201)
  ).body.id as number;
  const blog = await t.http.post('/api/admin/blogs').set(admin).field('title', 'Fixture post').field('description', '<p>Fixture</p>').expect(201);
  const blogId = blog.body.id as number;
  const commented = await t.http.post(`/api/admin/blogs/${blogId}/comments`).set(admin).send({ text: 'Fixture comment' }).expect(201);
  const commentId = commented.body.comments.at(-1).id as number;
  const descriptionId = (await t.http.post('/api/admin/dashboard/add').set(admin).send({ headingH1: 'Fixture', headingH2: 'Fixture', description: '<p>Fixture</p>' }).expect(201)).body.id as number;
  const popularId = (await t.http.post('/api/admin/popular-locations/add').set(admin).send({ locationId: 1, categoryId: 1 }).expect(201)).body.id as number;
  const categoryFieldId = (await t.http.post('/api/admin/ra/category-fields').set(admin).send({ categoryId: 1, key: 'fixture', kind: 'YES_NO', label: 'Fixture' }).expect(201)).body.id as number;
  const victimAd = (await postAd(t.http, victim.token)).body.id as number;
  await t.http.post(`/api/seller/transaction/post-free-ad/${victimAd}`).set(bearer(victim.token)).expect(200);
  const conversationA = (await t.http.post('/api/messages').set(bearer(sellerA.token)).send({ adId: victimAd, text: 'Fixture message' }).expect(201)).body.id as number;
  await t.http.post(`/api/messages/${conversationA}/report`).set(bearer(sellerA.token)).send({ reason: 'SPAM' }).expect(201);
  // One UNDERAGE report from a verified account hides an ad until a moderator reviews it: the review queue's row.
  const waitingAd = (await postAd(t.http, sellerB.token)).body.id as number;
  await t.http.post(`/api/seller/transaction/post-free-ad/${waitingAd}`).set(bearer(sellerB.token)).expect(200);
  await t.http
    .post(`/api/dashboard/report-post/${waitingAd}`)
    .set(await solvedChallenge(t))
    .set(bearer(victim.token))
    .send({ reason: 'UNDERAGE' })
    .expect(201);
  const complaint = { kind: 'OTHER', name: 'Fixture Visitor', email: 'fixture-visitor@example.com', details: 'A fixture complaint, long enough to be filed.' };
  const complaintTicket = (
    await t.http
      .post('/api/complaints')
      .set(await solvedChallenge(t))
      .send(complaint)
      .expect(201)
  ).body.ticket as string;
  const complaintId = (await t.http.get('/api/admin/complaints').set(admin).expect(200)).body.find((c: { ticket: string }) => c.ticket === complaintTicket).id as number;
  const breach = {
    summary: 'A fixture breach: a backup was readable for an hour.',
    dataAffected: 'e-mail addresses',
    consequences: 'Possible phishing mails.',
    measuresTaken: 'Access closed and keys rotated.',
    userSteps: 'Be wary of mails asking for a password.',
    discoveredAt: new Date().toISOString(),
    affectedEmails: [victim.email],
  };
  const breachId = (await t.http.post('/api/admin/ra/breaches').set(admin).send(breach).expect(201)).body.id as number;
  // Seller A asked for photo verification of their inactive ad and sent the selfie: a request waiting for a moderator.
  await t.http.post(`/api/seller/photo-verification/${adA}`).set(bearer(sellerA.token)).expect(200);
  await t.http
    .post(`/api/seller/photo-verification/${adA}/selfie`)
    .set(bearer(sellerA.token))
    .attach('selfie', await image('jpeg', 64), 'selfie.jpg')
    .expect(200);
  const waitingSelfies: { id: number; ad: { id: number } | null }[] = (await t.http.get('/api/admin/ra/photo-verifications').set(admin).expect(200)).body;
  const photoVerificationId = waitingSelfies.find((request) => request.ad?.id === adA)!.id;
  const sellerAName: string = (await t.http.get('/api/auth/me').set(bearer(sellerA.token)).expect(200)).body.displayName;
  // With the operator's GST registration, an approved top-up of seller A has an invoice; and one statement is imported.
  await t.http.put('/api/admin/ra/site-settings/1').set(admin).send(GST_SETTINGS).expect(200);
  await fundWallet(t.http, t.adminToken, sellerA.token, 100);
  const invoiceA = (await t.http.get('/api/seller/invoices').set(bearer(sellerA.token)).expect(200)).body[0].id as number;
  const statement = 'Date,Narration,Credit\n03/12/2026,UPI/412345678901/fixture,500.00\n';
  const statementImportId = (
    await t.http
      .post('/api/admin/statements')
      .set(admin)
      .field({ dateColumn: 'Date', narrationColumn: 'Narration', creditColumn: 'Credit', dateFormat: 'DD/MM/YYYY' })
      .attach('file', Buffer.from(statement), 'statement.csv')
      .expect(201)
  ).body.id as number;
  return {
    invoiceA,
    statementImportId,
    sellerAName,
    photoVerificationId,
    waitingAd,
    sellerA,
    sellerB,
    blocked,
    victim,
    adA,
    activeAdA,
    adB,
    paymentA,
    packageId,
    slotId,
    qrId,
    reportId,
    blogId,
    commentId,
    descriptionId,
    popularId,
    categoryFieldId,
    conversationA,
    complaintId,
    complaintTicket,
    breachId,
  };
}

/**
 * Real values for a route's path parameters. Ads and payments are seller A's (so seller B's calls
 * test ownership); an `id` is read from the resource the path names.
 */
export function pathValues(route: Route, f: Fixtures): Record<string, string | number> {
  const ids: [RegExp, number][] = [
    [/\/users\//, f.victim.id],
    [/\/(messages|conversations)\//, f.conversationA],
    [/\/blogs\//, f.blogId],
    [/\/(admin|ra)\/reports\//, f.reportId],
    [/\/admin\/complaints\//, f.complaintId],
    [/\/ra\/breaches\//, f.breachId],
    [/\/photo-verifications\//, f.photoVerificationId],
    [/\/invoices\//, f.invoiceA],
    [/\/admin\/statements\/\{id\}$/, f.statementImportId],
    [/\/review-queue\//, f.waitingAd],
    [/\/reported-ads\//, f.activeAdA],
    [/\/report-post\//, f.activeAdA],
    [/payment/, f.paymentA],
    [/qr/, f.qrId],
    [/\/packages\//, f.packageId],
    [/\/time-slots\//, f.slotId],
    [/popular/, f.popularId],
    [/\/category-fields\//, f.categoryFieldId],
    [/\/admin\/dashboard\/|\/ra\/descriptions\//, f.descriptionId],
    [/\/(post|ads)\/|get-post|free-ad/, f.adA],
  ];
  const id = ids.find(([pattern]) => pattern.test(route.path))?.[1] ?? 1;
  return {
    id,
    adId: f.adA,
    paymentId: f.paymentA,
    packageId: f.packageId,
    slotId: f.slotId,
    commentId: f.commentId,
    slug: `fixture-post-${f.blogId}`,
    ticket: f.complaintTicket,
    status: 'APPROVED',
    state: 'Maharashtra',
    district: 'pune',
    phone: '+919876543210',
    displayName: f.sellerAName,
  };
}

/** Real values for the query parameters a route requires (the others keep their defaults). */
export function queryValues(route: Route): Record<string, string> {
  if (route.path.endsWith('/transaction/statement')) return { from: '2026-11-01', to: '2026-11-30' };
  if (/\/finance\/\w+\.csv$/.test(route.path)) return { month: '2026-11' };
  if (route.path.endsWith('/locations/nearest')) return { lat: '26.85', lng: '80.95' };
  return {};
}

// ---- a body that passes validation, from the DTO's own rules ----

const SAMPLES = ['9876543210', 'payer@okaxis', '412345678901', '09:30', 'https://example.com/page', 'sample'];

/** A value that passes a field's checks, or undefined when the rules are not ones this knows. */
export function sampleValue(field: FieldSpec, text = 'A perfectly ordinary sample text, long enough for most fields'): unknown {
  const c = field.checks;
  if (c.has('equals')) return c.get('equals')![0];
  if (c.has('isIn')) return (c.get('isIn')![0] as unknown[])[0];
  if (c.has('isEnum')) return Object.values(c.get('isEnum')![0] as object)[0];
  if (c.has('isBoolean')) return true;
  // An ad's details: none given, as JSON text (a multipart form's field, and what a JSON body's Transform reads too).
  if (c.has('isDetails')) return '{}';
  if (c.has('isInt') || c.has('isNumber')) {
    const min = Number(c.get('min')?.[0] ?? 1);
    return field.name.endsWith('Id') ? Math.max(min, 1) : Math.max(min, 1);
  }
  if (c.has('isEmail')) return `sample-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  if (c.has('isUrl')) return 'https://example.com/page';
  if (c.has('matches')) return SAMPLES.find((s) => (c.get('matches')![0] as RegExp).test(s));
  const min = Number(c.get('minLength')?.[0] ?? 0);
  const max = Number(c.get('maxLength')?.[0] ?? 5000);
  let value = text;
  while (value.length < min) value += ` ${text}`;
  return value.slice(0, max);
}

export function sampleBody(fields: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, sampleValue(f)]).filter(([, v]) => v !== undefined));
}
