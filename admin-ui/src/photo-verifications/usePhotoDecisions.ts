import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import type { PhotoVerificationItem, RefusePhotos } from './types';

/**
 * Approve and refuse (PUT photo-verifications/:id/approve | refuse), as the review queue's decisions: a decided request
 * is hidden at once, before the list reloads, so a second key press cannot decide it twice.
 */
export function usePhotoDecisions() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);

  const decide = async (item: PhotoVerificationItem, body?: RefusePhotos): Promise<void> => {
    setBusy(item.id);
    try {
      // The photos the moderator saw: a 409 if the seller has replaced them since (the list then reloads).
      const seen = { photoIds: (item.ad?.photos ?? []).map((photo) => photo.id) };
      const { data: decision } = body ? await dataProvider.refusePhotoVerification(item.id, body) : await dataProvider.approvePhotoVerification(item.id, seen);
      // A 401/403 ended the session: react-admin's data provider then answers an empty result instead of failing.
      if (!(decision as Partial<typeof decision>).message) return;
      setDecided((current) => new Set(current).add(item.id));
      notify(`“${item.ad?.title ?? item.code}”: ${decision.message}`, { type: 'success' });
      refresh();
    } catch (error) {
      // Another moderator decided it first, or the photos changed (409): the list is out of date.
      if (error instanceof HttpError && error.status === 409) refresh();
      throw error;
    } finally {
      setBusy(null);
    }
  };

  return {
    isDecided: (item: PhotoVerificationItem) => decided.has(item.id),
    busy,
    approve: (item: PhotoVerificationItem) => decide(item).catch((error: unknown) => notify(errorMessage(error), { type: 'error' })),
    /** Refuses with the reason and/or note; fails with the server's detail for the dialog to show. */
    refuse: (item: PhotoVerificationItem, body: RefusePhotos) => decide(item, body),
  };
}
