import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { List, Pagination, useListContext, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { KeyboardHint } from '../review-queue/KeyboardHint';
import { useQueueKeys } from '../review-queue/useQueueKeys';
import { RefuseDialog } from './RefuseDialog';
import type { PhotoVerificationItem } from './types';
import { usePhotoDecisions } from './usePhotoDecisions';
import { VerificationCard } from './VerificationCard';

const QueuePagination = () => <Pagination rowsPerPageOptions={[5, 10, 25]} />;

/** The page's cards, one focused at a time (the review queue's keys: j/k, a, r), with the refuse dialog of the one being refused. */
function VerificationCards() {
  const { data = [], isPending, total } = useListContext<PhotoVerificationItem>();
  const decisions = usePhotoDecisions();
  const translate = useTranslate();
  const items = data.filter((item) => !decisions.isDecided(item));
  const [refusing, setRefusing] = useState<PhotoVerificationItem | null>(null);
  const [refuseError, setRefuseError] = useState<string>();
  const openRefuse = (item: PhotoVerificationItem) => {
    setRefuseError(undefined);
    setRefusing(item);
  };
  const { focused, setFocused, cardRef } = useQueueKeys(items.length, {
    paused: !!refusing,
    approve: (index) => void decisions.approve(items[index]),
    reject: (index) => openRefuse(items[index]),
  });

  if (isPending) return null;
  if (!items.length)
    return (
      <Typography sx={{ p: 3 }} role="status">
        {translate('app.photo_verification.none')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <KeyboardHint total={total} />
      {items.map((item, index) => (
        <VerificationCard
          key={item.id}
          item={item}
          focused={index === focused}
          busy={decisions.busy === item.id}
          cardRef={cardRef(index)}
          onFocus={() => setFocused(index)}
          onApprove={() => void decisions.approve(item)}
          onRefuse={() => openRefuse(item)}
        />
      ))}
      {refusing && (
        <RefuseDialog
          adTitle={refusing.ad?.title ?? ''}
          busy={decisions.busy === refusing.id}
          error={refuseError}
          onCancel={() => setRefusing(null)}
          onConfirm={(body) =>
            decisions.refuse(refusing, body).then(
              () => setRefusing(null),
              (error: unknown) => setRefuseError(errorMessage(error)),
            )
          }
        />
      )}
    </Box>
  );
}

/** Each page starts with its first card focused. */
function PageOfCards() {
  const { page } = useListContext();
  return <VerificationCards key={page} />;
}

/** Listing → Photo verification: sellers' selfies holding their code, oldest first, each beside the ad's photos. */
export function PhotoVerificationList() {
  return (
    <List exporter={false} sort={{ field: 'submittedAt', order: 'ASC' }} perPage={10} pagination={<QueuePagination />} empty={false}>
      <PageOfCards />
    </List>
  );
}
