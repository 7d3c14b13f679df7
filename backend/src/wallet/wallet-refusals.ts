import { requestTexts } from '../common/texts';

/** Why a payment, its review, a retried call that moves money or a QR code was refused. */
const en = {
  keyReused: 'This Idempotency-Key was already used for a different request; send a new key for a new request',
  usedForAnotherRequest: 'used for a different request',
  transactionSubmitted: 'This UPI transaction id has already been submitted',
  alreadySubmitted: 'already submitted',
  paymentNotFound: 'Payment {{id}} not found',
  ownTopUp: 'You cannot review your own top-up: another admin must approve or reject it',
  backToPending: 'A reviewed payment cannot go back to PENDING',
  creditedBefore: 'This payment was credited once and then reversed; it cannot be credited again. Ask the seller to submit a new payment.',
  alreadySpent: 'The seller has already spent part of this top-up (balance below ₹{{amount}}); it cannot be rejected now',
  qrCodeNotFound: 'QR code {{id}} not found',
  activeQrCode: 'The active QR code cannot be deleted; activate another one first',
  noActiveQrCode: 'No payment QR code is active at the moment. Please try again later.',
};

const hi: typeof en = {
  keyReused: 'यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है; नए अनुरोध के लिए नई key भेजें',
  usedForAnotherRequest: 'किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है',
  transactionSubmitted: 'यह UPI ट्रांज़ैक्शन आईडी पहले ही जमा की जा चुकी है',
  alreadySubmitted: 'पहले ही जमा की जा चुकी है',
  paymentNotFound: 'भुगतान {{id}} नहीं मिला',
  ownTopUp: 'आप अपने ही टॉप-अप की समीक्षा नहीं कर सकते: इसे कोई दूसरा एडमिन मंज़ूर या अस्वीकार करेगा',
  backToPending: 'समीक्षा किया गया भुगतान वापस PENDING नहीं हो सकता',
  creditedBefore: 'यह भुगतान एक बार जमा होकर वापस लिया जा चुका है; इसे फिर से जमा नहीं किया जा सकता। विक्रेता से नया भुगतान जमा करने को कहें।',
  alreadySpent: 'विक्रेता इस टॉप-अप का कुछ हिस्सा खर्च कर चुका है (बैलेंस ₹{{amount}} से कम है); इसे अब अस्वीकार नहीं किया जा सकता',
  qrCodeNotFound: 'QR कोड {{id}} नहीं मिला',
  activeQrCode: 'चालू QR कोड हटाया नहीं जा सकता; पहले कोई दूसरा QR कोड चालू करें',
  noActiveQrCode: 'अभी भुगतान के लिए कोई QR कोड चालू नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
};

export const walletRefusal = requestTexts('wallet-refusals', { en, hi });
