/** The activity texts in English (the keys every language has). */
export default {
  title: 'Activity',
  subtitle: 'Your ads, payments and promotions.',
  addMoney: 'Add money',
  empty: 'Nothing here yet. Post an ad or top up your wallet to get started.',
  /** What happened, by the API's ActivityItemDto type. */
  kinds: {
    AD_POSTED: 'Ad posted',
    FREE_AD: 'Free ad activated',
    AD_RENEWED: 'Ad renewed free',
    PROMOTION: 'Promotion bought',
    PAYMENT_SUBMITTED: 'Payment submitted, pending approval',
    PAYMENT_APPROVED: 'Payment approved',
    PAYMENT_REJECTED: 'Payment rejected',
    AD_TAKEN_DOWN: 'Ad taken down by a moderator',
    AD_EXPIRING: 'Ad expiring soon',
    AD_EXPIRED: 'Ad expired',
    PROMOTION_ENDED: 'Promotion ended',
    AD_APPROVED: 'Ad approved by a moderator',
    AD_REJECTED: 'Ad not approved: edit it to resubmit',
  },
};
