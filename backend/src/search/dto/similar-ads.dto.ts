import { AdSummaryDto } from '../../ads/dto/ad.dto';

/** An ad page's similar ads: live ads of its category, nearest and most alike first, one per seller, at most 8. */
export class SimilarAdsDto {
  /** The search's cards (no seller's name, e-mail or phone); empty when there are none */
  items: AdSummaryDto[];
}
