import type { ApiSchemas } from '../providers/api-types';

export type Promotion = ApiSchemas['AdminPromotionDto'];
export type Refund = ApiSchemas['RefundDto'];
export type RefundScope = ApiSchemas['RefundPromotionDto']['scope'];

/** RefundPromotionDto.reason: told to the seller, 3 to 200 characters once trimmed. */
export const REASON_MIN = 3;
export const REASON_MAX = 200;

export const PROMOTIONS_KEY = 'promotions';
