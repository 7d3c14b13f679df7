import { Switch, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { Ad } from './types';
import { useUpdateResource } from '../common/useUpdateResource';

/** What the switch is: the seller's account, not this ad (AdminUpdateAdDto.verifiedEmail); a translation key. */
export const VERIFIED_EMAIL_HELP = 'app.ads.verified_email_help';

/**
 * Sets the seller's verified state at once (the seed's switch was not wired), then reloads the list so the
 * seller's other ads show it too; says why if the call fails.
 */
export function VerifiedEmailSwitch() {
  const record = useRecordContext<Ad>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdateResource('ads');
  if (!record) return null;
  const toggle = (checked: boolean) =>
    update(
      { id: record.id, data: { verifiedEmail: checked }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(checked ? 'app.ads.marked_verified' : 'app.ads.marked_not_verified', { type: 'success', messageArgs: { email: record.sellerEmail } });
          refresh();
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Tooltip title={`${record.sellerEmail}: ${translate(VERIFIED_EMAIL_HELP)}`} describeChild>
      {/* a span, so the tooltip works while the switch is disabled */}
      <span>
        <Switch
          checked={!!record.verifiedEmail}
          disabled={isPending}
          onClick={(event) => event.stopPropagation()}
          onChange={(_event, checked) => toggle(checked)}
          slotProps={{ input: { 'aria-label': translate('app.ads.verified_email_for', { title: record.title }) } }}
        />
      </span>
    </Tooltip>
  );
}
