import { requestTexts } from '../common/texts';

/** The titles of a seller's activity. {{ad}}: the ad's title as the seller wrote it; {{package}}, {{slot}}: as the admins named them. */
const en = {
  posted: 'Posted "{{ad}}"',
  postedFree: 'Posted "{{ad}}" free',
  renewedFree: 'Renewed "{{ad}}" free',
  bought: 'Bought {{package}} ({{slot}}) for "{{ad}}"',
  topUpSubmitted: 'Top-up submitted (UPI {{transaction}})',
  topUpApproved: 'Top-up approved (UPI {{transaction}})',
  topUpRejected: 'Top-up rejected (UPI {{transaction}})',
};

const hi: typeof en = {
  posted: '“{{ad}}” पोस्ट किया',
  postedFree: '“{{ad}}” मुफ़्त में पोस्ट किया',
  renewedFree: '“{{ad}}” मुफ़्त में रिन्यू किया',
  bought: '“{{ad}}” के लिए {{package}} ({{slot}}) खरीदा',
  topUpSubmitted: 'टॉप-अप भेजा गया (UPI {{transaction}})',
  topUpApproved: 'टॉप-अप मंज़ूर हुआ (UPI {{transaction}})',
  topUpRejected: 'टॉप-अप नामंज़ूर हुआ (UPI {{transaction}})',
};

export const activityTitle = requestTexts('activity-texts', { en, hi });
