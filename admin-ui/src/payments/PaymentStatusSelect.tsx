import { MenuItem, Select } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useApiQuery } from '../common/useApiQuery';
import { api } from '../providers/api';
import { errorMessage } from '../providers/httpClient';
import { statusColor } from './statusColors';
import { statusKey, type Payment } from './types';
import { useUpdateResource } from '../common/useUpdateResource';
import type { ResourceUpdate } from '../providers/resources';

type PaymentStatus = ResourceUpdate<'payments'>['paymentStatus'];

/** The options come from the server; each change is sent at once, then the list is reloaded. */
export function PaymentStatusSelect() {
  const record = useRecordContext<Payment>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const name = (status: string) => translate(statusKey(status), { _: status });
  const { data: statuses = [] } = useApiQuery(['payment-statuses'], api.paymentStatuses);
  const [update, { isPending }] = useUpdateResource('payments');
  if (!record) return null;
  // REQUESTED is where a top-up starts, never where an admin sends it; the current status is always offered.
  const offered = statuses.filter((status) => status !== 'REQUESTED' || status === record.paymentStatus);
  const options = offered.includes(record.paymentStatus) ? offered : [record.paymentStatus, ...offered];

  const change = (paymentStatus: PaymentStatus) =>
    update(
      { id: record.id, data: { paymentStatus }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.payments.status_updated', { type: 'success', messageArgs: { status: name(paymentStatus) } });
          refresh();
        },
        onError: (error) => notify('app.payments.status_update_failed', { type: 'error', messageArgs: { detail: errorMessage(error) } }),
      },
    );

  return (
    <Select
      size="small"
      value={record.paymentStatus}
      disabled={isPending}
      onChange={(event) => change(event.target.value as PaymentStatus)}
      onClick={(event) => event.stopPropagation()}
      inputProps={{ 'aria-label': translate('app.payments.status_of', { id: record.id }) }}
      sx={{ minWidth: 140, fontWeight: 700, color: statusColor(record.paymentStatus) }}
    >
      {options.map((status) => (
        <MenuItem key={status} value={status} sx={{ color: statusColor(status), fontWeight: 600 }}>
          {name(status)}
        </MenuItem>
      ))}
    </Select>
  );
}
