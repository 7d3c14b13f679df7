import { IsBoolean } from 'class-validator';
import { AdStatus } from '../ad-status';
import { IfSent } from '../../common/if-sent';
import { UpdateAdDto } from './ad.dto';

/** An ad as the admin listing shows it; `catagory` is spelt so for the seed's clients, `category` beside it. */
export class AdminAdDto {
  id: number;
  catagory: string;
  category: string;
  categoryId: number;
  title: string;
  description: string;
  phone: string;
  images: string[];
  /** Small versions of `images`, in the same order */
  thumbUrls: string[];
  userName: string;
  sellerEmail: string;
  location: string;
  locationId: number;
  state: string;
  age: number;
  status: AdStatus;
  /** Whether the seller has verified their e-mail (an account's state, shown on each of its ads) */
  verifiedEmail: boolean;
  /** Deactivated by a moderator (the seller cannot post it again) */
  takenDown: boolean;
  views: number;
  createdAt: Date;
  expiresAt: Date | null;
  promotedUntil: Date | null;
}

export class AdminUpdateAdDto extends UpdateAdDto {
  /** The listing's Verified Email switch: sets the seller's verified state (an unverified seller cannot publish) */
  @IfSent()
  @IsBoolean()
  verifiedEmail?: boolean;
}
