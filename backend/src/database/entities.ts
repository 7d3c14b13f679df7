import { BlacklistEntry } from '../blacklist/blacklist-entry.entity';
import { BlogComment } from '../blog/blog-comment.entity';
import { BlogPost } from '../blog/blog-post.entity';
import { Category } from '../categories/category.entity';
import { SeoDescription } from '../dashboard/seo-description.entity';
import { Location } from '../locations/location.entity';
import { PopularLocation } from '../popular-locations/popular-location.entity';
import { AdImage } from '../posts/ad-image.entity';
import { Ad } from '../posts/ad.entity';
import { Report } from '../posts/report.entity';
import { Package } from '../seller/package.entity';
import { Promotion } from '../seller/promotion.entity';
import { TimeSlot } from '../seller/time-slot.entity';
import { IdempotencyKey } from '../transactions/idempotency-key.entity';
import { LedgerEntry } from '../transactions/ledger-entry.entity';
import { Payment } from '../transactions/payment.entity';
import { QrCode } from '../transactions/qr-code.entity';
import { User } from '../users/user.entity';

/** Every entity, listed once for the app, the migration generator and the tests. */
export const ENTITIES = [User, Location, Category, SeoDescription, PopularLocation, QrCode, Payment, LedgerEntry, Package, TimeSlot, Promotion, Ad, AdImage, Report, BlogPost, BlogComment, BlacklistEntry, IdempotencyKey];
