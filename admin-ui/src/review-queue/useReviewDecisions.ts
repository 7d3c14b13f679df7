import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import type { RejectAd, ReviewItem } from './types';

/** A queue entry: the same ad sent back later (edited after a rejection) is a new one. */
const entryKey = (item: ReviewItem) => `${item.id}@${item.submittedAt}`;

/**
 * Approve and reject (PUT review-queue/:id/approve | reject). A decided ad is hidden at once, before the
 * list reloads, so the next one takes its place and a second key press cannot decide it twice.
 */
export function useReviewDecisions() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);

  const decide = async (item: ReviewItem, action: 'approve' | 'reject', data?: RejectAd): Promise<void> => {
    setBusy(item.id);
    try {
      // The version the moderator saw: a 409 if the seller has changed the ad since (the list then reloads).
      const seen = { ...data, submittedAt: item.submittedAt };
      const { data: decision } = action === 'approve' ? await dataProvider.approveReview(item.id, seen) : await dataProvider.rejectReview(item.id, seen);
      // A 401/403 ended the session: react-admin's data provider then answers an empty result instead of failing.
      if (!(decision as Partial<typeof decision>).message) return;
      setDecided((current) => new Set(current).add(entryKey(item)));
      notify(`“${item.ad.title}”: ${decision.message}`, { type: 'success' });
      refresh();
    } catch (error) {
      // Another moderator decided it first, or the seller changed it (409): the list is out of date.
      if (error instanceof HttpError && error.status === 409) refresh();
      throw error;
    } finally {
      setBusy(null);
    }
  };

  return {
    isDecided: (item: ReviewItem) => decided.has(entryKey(item)),
    busy,
    approve: (item: ReviewItem) => decide(item, 'approve').catch((error: unknown) => notify(errorMessage(error), { type: 'error' })),
    /** Rejects with the reason and/or note; fails with the server's detail for the dialog to show. */
    reject: (item: ReviewItem, body: RejectAd) => decide(item, 'reject', body),
  };
}
