import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { ApiError, api, unwrap } from '../../../lib/api-client';

/** A top-up about to be paid: its reference, what to pay (`charged`, GST included) and the complete UPI link. */
export type TopUpRequest = ApiSchemas['TopUpRequestDto'];

/** The API refused the billing state: a location whose state GST names otherwise (an admin's own spelling). */
const refusedState = (error: unknown) => error instanceof ApiError && 'billingState' in error.fieldErrors;

function request(amount: number, billingState: string | undefined, signal: AbortSignal) {
  return unwrap(api.POST('/api/seller/transaction/request-top-up', { body: { amount, billingState }, signal }), {
    notifyErrors: (error) => error.status !== 404 && !refusedState(error),
  });
}

/**
 * A POST read as a query: the API answers the same unpaid request again for 24 hours, so a reload, a remount or a
 * second tab asks again safely and gets the same reference. A state the API will not put on an invoice is left out
 * (the answer's `refusedState` names it, for the page to say so). null while no QR code is active (404): the page says
 * that payments are not open, as it did before references.
 */
export const topUpRequestQuery = (amount: number, billingState: string | undefined) =>
  queryOptions({
    queryKey: ['top-up-request', amount, billingState ?? null],
    queryFn: async ({ signal }): Promise<(TopUpRequest & { refusedState?: string }) | null> => {
      try {
        try {
          return await request(amount, billingState, signal);
        } catch (error) {
          if (!billingState || !refusedState(error)) throw error;
          return { ...(await request(amount, undefined, signal)), refusedState: billingState };
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** `enabled: false` holds the request back until the page knows what to ask for (whether a state belongs in it). */
export function useTopUpRequest(amount: number, billingState: string | undefined, { enabled = true } = {}) {
  return useQuery({ ...topUpRequestQuery(amount, billingState), enabled });
}
