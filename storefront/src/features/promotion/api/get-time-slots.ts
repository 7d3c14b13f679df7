import type { TimeSlot } from '../../../api/types';
import { t } from '../../../i18n';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** Times of day in India time; end before start runs past midnight, end equal to start is all day. */
export function getTimeSlots(): Promise<TimeSlot[]> {
  // Public, like the packages; their pages show a failure in place of the list (no toast).
  return apiClient.get<TimeSlot[]>('/seller/transaction/get-all-time-slots', { notifyErrors: false });
}

export function useTimeSlots() {
  return useQuery('time-slots', getTimeSlots, { sessionCache: true });
}

export function slotHours(slot: TimeSlot): string {
  return slot.startTime === slot.endTime ? t('promotion.slots.allDay') : t('promotion.slots.hours', { start: slot.startTime, end: slot.endTime });
}
