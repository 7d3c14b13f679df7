import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, Identifier, RaRecord } from 'react-admin';
import type { ApiSchemas } from './api-types';
import { answer, createApiClient } from './apiClient';
import { changedFields } from './changes';
import { httpClient } from './httpClient';
import { isEmpty, MULTIPART, toFormData } from './multipart';
import { isResource, RESOURCES } from './resources';

type ReviewDecision = ApiSchemas['ReviewDecisionDto'];
type ComplaintAnswer = Promise<{ data: ApiSchemas['AdminComplaintDto'] }>;
type BoardStep = ApiSchemas['BoardStepDto']['step'];
type PhotoDecision = ApiSchemas['PhotoVerificationDecisionDto'];
type StatementImport = Promise<{ data: ApiSchemas['StatementImportDto'] }>;
type StatementLine = Promise<{ data: ApiSchemas['StatementLineDto'] }>;
/** The accountant's monthly exports (admin/finance/{kind}.csv). */
export type FinanceExport = 'invoices' | 'refunds';

/**
 * Beside the CRUD methods: the review queue's decisions (PUT review-queue/{id}/approve | reject), and the actions on a
 * complaint (POST complaints/{id}/…), each answering the complaint as it now is, or 409 with the reason it does not apply;
 * a breach's notice mailed to those affected (POST breaches/{id}/notify) and the Board's steps recorded (POST breaches/{id}/board).
 */
export interface ConsoleDataProvider extends DataProvider {
  approveReview: (id: number, body: ApiSchemas['ReviewedVersionDto']) => Promise<{ data: ReviewDecision }>;
  rejectReview: (id: number, body: ApiSchemas['RejectAdDto']) => Promise<{ data: ReviewDecision }>;
  hideComplaintAd: (id: number) => ComplaintAnswer;
  takeDownComplaintAd: (id: number, body: ApiSchemas['TakeDownComplaintAdDto']) => ComplaintAnswer;
  blockComplaintSeller: (id: number) => ComplaintAnswer;
  replyToComplaint: (id: number, body: ApiSchemas['ComplaintMessageDto']) => ComplaintAnswer;
  noteOnComplaint: (id: number, body: ApiSchemas['ComplaintMessageDto']) => ComplaintAnswer;
  closeComplaint: (id: number, body: ApiSchemas['CloseComplaintDto']) => ComplaintAnswer;
  notifyBreach: (id: number) => Promise<{ data: ApiSchemas['NotifiedDto'] }>;
  recordBreachBoardStep: (id: number, step: BoardStep) => Promise<{ data: ApiSchemas['BreachDto'] }>;
  /** Photo verification (PUT photo-verifications/{id}/approve | refuse), and the private selfie, fetched with the token. */
  approvePhotoVerification: (id: number, body: ApiSchemas['ApprovePhotoVerificationDto']) => Promise<{ data: PhotoDecision }>;
  refusePhotoVerification: (id: number, body: ApiSchemas['RefusePhotoVerificationDto']) => Promise<{ data: PhotoDecision }>;
  photoVerificationSelfie: (id: number) => Promise<Blob>;
  /**
   * Bank statements (admin/statements): a file's header row and first rows, the saved column mappings, an import (the
   * file with a preset or the columns), an earlier import, the credits left open, and an admin's word on one of them.
   */
  previewStatement: (file: File) => Promise<{ data: ApiSchemas['StatementPreviewDto'] }>;
  statementPresets: () => Promise<{ data: ApiSchemas['StatementPresetDto'][] }>;
  removeStatementPreset: (id: number) => Promise<void>;
  importStatement: (file: File, mapping: ApiSchemas['ImportStatementDto']) => StatementImport;
  statementImport: (id: number) => StatementImport;
  statementLines: (status?: ApiSchemas['StatementLineDto']['status']) => Promise<{ data: ApiSchemas['StatementLineDto'][] }>;
  matchStatementLine: (id: number, body: ApiSchemas['MatchStatementLineDto']) => StatementLine;
  ignoreStatementLine: (id: number, body: ApiSchemas['IgnoreStatementLineDto']) => StatementLine;
  /** The finance view (admin/finance/summary) over the last `days` days, and a month's export (YYYY-MM) with the name the API gives it. */
  financeSummary: (days: number) => Promise<{ data: ApiSchemas['FinanceSummaryDto'] }>;
  financeExport: (kind: FinanceExport, month: string) => Promise<{ data: Blob; filename: string }>;
  /** Bought promotions (admin/promotions), newest first, those of sellers whose e-mail contains `email`; a refund of one. */
  promotions: (email?: string) => Promise<{ data: ApiSchemas['AdminPromotionDto'][] }>;
  refundPromotion: (id: number, body: ApiSchemas['RefundPromotionDto']) => Promise<{ data: ApiSchemas['RefundDto'] }>;
}

/** The file name of an attachment (Content-Disposition: attachment; filename="invoices-2026-12.csv"), if the answer gives one. */
const attachmentName = (response: Response): string | null => /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;

const EXPORTS = { invoices: '/api/admin/finance/invoices.csv', refunds: '/api/admin/finance/refunds.csv' } as const;

/** A multipart body: the file under `file`, and each text field that has a value. */
function withFile(file: File, fields: Record<string, string | number | undefined> = {}): FormData {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(name, String(value));
  return form;
}

/** A resource's route (resources.ts), split as ra-data-simple-rest builds URLs: `${apiUrl}/${name}`. */
function routeOf(resource: string): { apiUrl: string; name: string } {
  if (!isResource(resource)) throw new Error(`No API route for the resource "${resource}" (providers/resources.ts)`);
  const path: string = RESOURCES[resource];
  const at = path.lastIndexOf('/');
  return { apiUrl: path.slice(0, at), name: path.slice(at + 1) };
}

/**
 * ra-data-simple-rest over the routes of resources.ts, with updates cut down to the changed fields and multipart
 * bodies for the resources that take an image; every request goes through httpClient (token, errors). `baseUrl` is
 * the API's origin ('' in the browser).
 */
export function createDataProvider(baseUrl = ''): ConsoleDataProvider {
  const client = createApiClient(baseUrl);
  const providers = new Map<string, DataProvider>();
  /** The simple-rest provider for the resource's route prefix, and the name it is called with. */
  const rest = (resource: string): [DataProvider, string] => {
    const { apiUrl, name } = routeOf(resource);
    let provider = providers.get(apiUrl);
    if (!provider) providers.set(apiUrl, (provider = simpleRestProvider(`${baseUrl}${apiUrl}`, httpClient)));
    return [provider, name];
  };
  const url = (resource: string, id?: Identifier) => {
    const { apiUrl, name } = routeOf(resource);
    return `${baseUrl}${apiUrl}/${name}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  };
  /** Each CRUD method, called on the resource's own route. */
  const forward =
    <Method extends keyof DataProvider>(method: Method) =>
    async (resource: string, params: unknown) => {
      const [provider, name] = rest(resource);
      return (provider[method] as (resource: string, params: unknown) => Promise<unknown>)(name, params);
    };
  const base = {
    getList: forward('getList'),
    getOne: forward('getOne'),
    getMany: forward('getMany'),
    getManyReference: forward('getManyReference'),
    create: forward('create'),
    update: forward('update'),
    updateMany: forward('updateMany'),
    delete: forward('delete'),
    deleteMany: forward('deleteMany'),
  } as DataProvider;

  return {
    ...base,
    create: (async (resource: string, params: CreateParams) => {
      if (!MULTIPART[resource]) return base.create(resource, params);
      const { json } = await httpClient(url(resource), { method: 'POST', body: toFormData(resource, params.data) });
      return { data: json as RaRecord };
    }) as DataProvider['create'],
    update: async (resource, params) => {
      const previous = params.previousData ?? {};
      if (MULTIPART[resource]) {
        const body = toFormData(resource, params.data, previous);
        if (isEmpty(body)) return { data: previous };
        const { json } = await httpClient(url(resource, params.id), { method: 'PUT', body });
        return { data: json as RaRecord };
      }
      const data = changedFields(params.data, previous);
      if (!Object.keys(data).length) return { data: previous };
      return base.update(resource, { ...params, data });
    },
    approveReview: async (id, body) => ({ data: await answer(client.PUT('/api/admin/ra/review-queue/{id}/approve', { params: { path: { id } }, body })) }),
    rejectReview: async (id, body) => ({ data: await answer(client.PUT('/api/admin/ra/review-queue/{id}/reject', { params: { path: { id } }, body })) }),
    hideComplaintAd: async (id) => ({ data: await answer(client.POST('/api/admin/complaints/{id}/hide-ad', { params: { path: { id } } })) }),
    takeDownComplaintAd: async (id, body) => ({ data: await answer(client.POST('/api/admin/complaints/{id}/take-down-ad', { params: { path: { id } }, body })) }),
    blockComplaintSeller: async (id) => ({ data: await answer(client.POST('/api/admin/complaints/{id}/block-seller', { params: { path: { id } } })) }),
    replyToComplaint: async (id, body) => ({ data: await answer(client.POST('/api/admin/complaints/{id}/reply', { params: { path: { id } }, body })) }),
    noteOnComplaint: async (id, body) => ({ data: await answer(client.POST('/api/admin/complaints/{id}/note', { params: { path: { id } }, body })) }),
    closeComplaint: async (id, body) => ({ data: await answer(client.POST('/api/admin/complaints/{id}/close', { params: { path: { id } }, body })) }),
    notifyBreach: async (id) => ({ data: await answer(client.POST('/api/admin/ra/breaches/{id}/notify', { params: { path: { id } } })) }),
    recordBreachBoardStep: async (id, step) => ({ data: await answer(client.POST('/api/admin/ra/breaches/{id}/board', { params: { path: { id } }, body: { step } })) }),
    approvePhotoVerification: async (id, body) => ({ data: await answer(client.PUT('/api/admin/ra/photo-verifications/{id}/approve', { params: { path: { id } }, body })) }),
    refusePhotoVerification: async (id, body) => ({ data: await answer(client.PUT('/api/admin/ra/photo-verifications/{id}/refuse', { params: { path: { id } }, body })) }),
    photoVerificationSelfie: async (id) => (await client.GET('/api/admin/ra/photo-verifications/{id}/selfie', { params: { path: { id } }, parseAs: 'blob' })).data as Blob,
    // The typed body is the form's text fields; the serializer sends them as multipart with the file.
    previewStatement: async (file) => ({ data: await answer(client.POST('/api/admin/statements/preview', { body: {}, bodySerializer: () => withFile(file) })) }),
    statementPresets: async () => ({ data: await answer(client.GET('/api/admin/statements/presets')) }),
    removeStatementPreset: async (id) => void (await client.DELETE('/api/admin/statements/presets/{id}', { params: { path: { id } } })),
    importStatement: async (file, mapping) => ({ data: await answer(client.POST('/api/admin/statements', { body: mapping, bodySerializer: (fields) => withFile(file, fields) })) }),
    statementImport: async (id) => ({ data: await answer(client.GET('/api/admin/statements/{id}', { params: { path: { id } } })) }),
    statementLines: async (status) => ({ data: await answer(client.GET('/api/admin/statements/lines', { params: { query: { status } } })) }),
    matchStatementLine: async (id, body) => ({ data: await answer(client.POST('/api/admin/statements/lines/{id}/match', { params: { path: { id } }, body })) }),
    ignoreStatementLine: async (id, body) => ({ data: await answer(client.POST('/api/admin/statements/lines/{id}/ignore', { params: { path: { id } }, body })) }),
    financeSummary: async (days) => ({ data: await answer(client.GET('/api/admin/finance/summary', { params: { query: { days } } })) }),
    financeExport: async (kind, month) => {
      const { data, response } = await client.GET(EXPORTS[kind], { params: { query: { month } }, parseAs: 'blob', headers: { Accept: 'text/csv' } });
      return { data: data as Blob, filename: attachmentName(response) ?? `${kind}-${month}.csv` };
    },
    promotions: async (email) => ({ data: await answer(client.GET('/api/admin/promotions', { params: { query: email ? { email } : {} } })) }),
    refundPromotion: async (id, body) => ({ data: await answer(client.POST('/api/admin/promotions/{id}/refund', { params: { path: { id } }, body })) }),
  };
}

export const dataProvider = createDataProvider();
