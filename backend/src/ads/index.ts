// The ads domain as the other domains see it: import from '../ads', never from a file inside it (the
// lint rule in eslint.config.mjs refuses deep imports). Files inside ads/ never import this index.
// DTO classes are the exception: they are imported from ads/dto/ directly (STYLE.md: a DTO through a
// barrel can reach a decorator as undefined in an import cycle, and validation then silently stops).

export { AdsModule } from './ads.module';

// Services other modules inject (AdsModule exports them).
export { AdsService } from './ads.service';
export { ReportsService } from './reports.service';
export { AdViews, type Viewer } from './ad-views';
// search/: the details on cards and ad pages.
export { AdDetails, shownDetails } from './ad-details';
export { type StoredDetails } from './ad.entity';
export { ReviewHolds, type HoldCheck } from './review-holds';
// complaints/: an ad held for review or taken down for a complaint, and photos refused at upload.
export { AdPublishing } from './ad-publishing';
export { AdPhotos, type PhotoRefusal, type PhotosReplacedListener } from './ad-photos';
// phone-verification/: the "phone verified" badge of a seller's ads.
export { AdPhones, type PhoneProofLookup } from './ad-phones';
export { ReviewCause } from './review-cause';
export { ReportReason } from './report-reason';

// Entities, for other domains' relations and for the account's export and deletion.
export { Ad, isLive } from './ad.entity';
export { AdImage } from './ad-image.entity';
export { Report } from './report.entity';

export { AdStatus } from './ad-status';
export { AdContact, offeredContact } from './ad-contact';
export { ReportStatus } from './report-status';

// Shaping an ad for the public (search/'s cards and pages), and the renewal window (promotions/).
export { adSlug, cardCategory, cardLocation, type Clock, currentClock, promotionNow } from './ad-mapper';
export { isRenewable, RENEWAL_WINDOW_MS } from './renewal';
export { noticeTitle } from './ad-notices';
