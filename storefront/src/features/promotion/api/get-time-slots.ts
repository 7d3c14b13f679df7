import { useQuery } from '@tanstack/react-query';
import type { TimeSlot } from '../../../api/types';
import { t } from '../../../i18n';
import { api, unwrap } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/query-client';

/** Times of day in India time; end before start runs past midnight, end equal to start is all day. */
// Public, like the packages; their pages show a failure in place of the list (no toast).
export const timeSlotsQuery = () => sessionQuery(['time-slots'], () => unwrap(api.GET('/api/seller/transaction/get-all-time-slots'), { notifyErrors: false }));

export function useTimeSlots() {
  return useQuery(timeSlotsQuery());
}

export function slotHours(slot: TimeSlot): string {
  return slot.startTime === slot.endTime ? t('promotion.slots.allDay') : t('promotion.slots.hours', { start: slot.startTime, end: slot.endTime });
}
