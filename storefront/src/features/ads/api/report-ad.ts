import type { ReportInput } from '../../../components/ReportDialog';
import { api, unwrap } from '../../../lib/api-client';
import type { ChallengeHeader } from '../../../lib/challenge';

/** Rate limited per visitor; the API client shows a 429's detail. `challenge`: a solved challenge's header (lib/challenge.ts). */
export function reportAd(id: number, input: ReportInput, challenge: ChallengeHeader) {
  return unwrap(api.POST('/api/dashboard/report-post/{id}', { params: { path: { id }, header: challenge }, body: input }));
}
