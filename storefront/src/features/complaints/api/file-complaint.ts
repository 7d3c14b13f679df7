import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import type { ChallengeHeader } from '../../../lib/challenge';

export type ComplaintInput = ApiSchemas['CreateComplaintDto'];
export type ComplaintKind = ComplaintInput['kind'];
export type ComplaintReceipt = ApiSchemas['ComplaintReceiptDto'];

/** The kinds in the order the form offers them (texts: complaints.kinds). */
export const COMPLAINT_KINDS: ComplaintKind[] = ['INTIMATE_IMAGE', 'IMPERSONATION', 'UNLAWFUL_CONTENT', 'COPYRIGHT', 'PRIVACY', 'OTHER'];
/** Complaints about content: they name an ad or a page of the site. */
export const CONTENT_KINDS = new Set<ComplaintKind>(['UNLAWFUL_CONTENT', 'INTIMATE_IMAGE', 'IMPERSONATION', 'COPYRIGHT']);
/** The IT Rules 2021, rule 3(2)(b) kinds: filed by the person concerned or on their behalf; the ad leaves the site at once. */
export const PERSONAL_KINDS = new Set<ComplaintKind>(['INTIMATE_IMAGE', 'IMPERSONATION']);

/** The API's limits (CreateComplaintDto; /work/complaints-contract.md). */
export const COMPLAINT_LIMITS = { url: 500, name: 100, email: 254, details: { min: 20, max: 5000 } } as const;

/**
 * Files a complaint; no account needed, a solved challenge is (lib/challenge.ts). The form shows a refusal itself,
 * beside its field or above the button, so no toast.
 */
export function fileComplaint(body: ComplaintInput, challenge: ChallengeHeader) {
  return unwrap(api.POST('/api/complaints', { params: { header: challenge }, body }), { notifyErrors: false });
}
