import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { List, Pagination, SelectInput, useListContext, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { KeyboardHint } from './KeyboardHint';
import { RejectDialog } from './RejectDialog';
import { ReviewCard } from './ReviewCard';
import { CAUSE_CHOICES, type ReviewItem } from './types';
import { useQueueKeys } from './useQueueKeys';
import { useReviewDecisions } from './useReviewDecisions';

const filters = [<SelectInput key="cause" source="cause" choices={CAUSE_CHOICES} alwaysOn />];

const QueuePagination = () => <Pagination rowsPerPageOptions={[5, 10, 25, 50]} />;

/** The page's cards, one focused at a time (keys or a click), with the reject dialog of the one being rejected. */
function ReviewCards() {
  const { data = [], isPending, total, filterValues } = useListContext<ReviewItem>();
  const decisions = useReviewDecisions();
  const translate = useTranslate();
  const items = data.filter((item) => !decisions.isDecided(item));
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const [rejectError, setRejectError] = useState<string>();
  const openReject = (item: ReviewItem) => {
    setRejectError(undefined);
    setRejecting(item);
  };
  const { focused, setFocused, cardRef } = useQueueKeys(items.length, {
    paused: !!rejecting,
    approve: (index) => void decisions.approve(items[index]),
    reject: (index) => openReject(items[index]),
  });

  if (isPending) return null;
  if (!items.length)
    return (
      <Typography sx={{ p: 3 }} role="status">
        {translate(filterValues.cause ? 'app.review.none_for_cause' : 'app.review.none')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <KeyboardHint total={total} />
      {items.map((item, index) => (
        <ReviewCard
          key={item.id}
          item={item}
          focused={index === focused}
          busy={decisions.busy === item.id}
          cardRef={cardRef(index)}
          onFocus={() => setFocused(index)}
          onApprove={() => void decisions.approve(item)}
          onReject={() => openReject(item)}
        />
      ))}
      {rejecting && (
        <RejectDialog
          adTitle={rejecting.ad.title}
          busy={decisions.busy === rejecting.id}
          error={rejectError}
          onCancel={() => setRejecting(null)}
          onConfirm={(body) =>
            decisions.reject(rejecting, body).then(
              () => setRejecting(null),
              (error: unknown) => setRejectError(errorMessage(error)),
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
  return <ReviewCards key={page} />;
}

/** Listing → Review queue: ads waiting for a moderator, oldest first, each as a card to decide on. */
export function ReviewQueueList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'submittedAt', order: 'ASC' }} perPage={10} pagination={<QueuePagination />} empty={false}>
      <PageOfCards />
    </List>
  );
}
