import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource, EntityManager, In } from 'typeorm';
import { Category } from '../categories/category.entity';
import { addDays } from '../common/india-time';
import { slugify } from '../common/slug';
import { SeoDescription } from '../seo/seo-description.entity';
import { MediaService } from '../media/media.service';
import { DuplicatesService } from '../moderation/duplicates.service';
import { PopularLocation } from '../popular-locations/popular-location.entity';
import { AdImage, Ad, AdContact, AdStatus } from '../ads';
import { hashPassword } from '../users/password';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Location } from '../locations/location.entity';
import { Package } from '../promotion-plans/package.entity';
import { TimeSlot } from '../promotion-plans/time-slot.entity';
import { Role } from '../common/auth/role';
import { UsersService } from '../users/users.service';
import { toPaise } from '../database/columns';
import { underStartupLock } from '../database/startup-lock';
import { TransactionRunner } from '../database/transaction-runner';
import { DISTRICT_CENTROIDS } from '../database/district-centroids';
import { INDIA_LOCATIONS as indiaLocations } from '../database/india-locations';
import { adText, BIG_CITIES, indianMobile, pick, random } from './demo-content';
import { DEFAULT_CATEGORIES, DEFAULT_PACKAGES, DEFAULT_TIME_SLOTS, DEMO_DESCRIPTION } from '../database/reference-data';
import { HINDI_CATEGORY_TITLES, HINDI_STATES, hindiDistrict } from '../database/hindi-names';

export const DEMO_SELLER_EMAIL = 'seller@example.com';

/**
 * Runs after migrations on every start and is safe to repeat: each table of reference data is
 * filled only while empty; the first admin is created only while there is none.
 */

/** Demo ads show each way of reaching a seller. */
const DEMO_CONTACTS = [AdContact.WhatsApp, AdContact.Messages, AdContact.Phone];
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly users: UsersService,
    private readonly media: MediaService,
    private readonly duplicates: DuplicatesService,
  ) {}

  /** One instance at a time: two starting together on a fresh database would both see it empty. */
  onApplicationBootstrap(): Promise<void> {
    return underStartupLock(this.dataSource, async () => {
      const fresh = await this.transactions.run((manager) => this.loadReferenceData(manager));
      await this.bootstrapAdmin();
      if (fresh && this.config.seedDemo) await this.loadDemoData();
    });
  }

  /** Returns whether the database was empty (a fresh install). */
  private async loadReferenceData(manager: EntityManager): Promise<boolean> {
    const fresh = (await manager.count(Location)) === 0;
    if (fresh) {
      const rows = locationRows();
      for (let i = 0; i < rows.length; i += 200) await manager.insert(Location, rows.slice(i, i + 200));
      this.logger.log(`Loaded ${rows.length} districts of ${indiaLocations.length} states and union territories`);
    }
    if ((await manager.count(Category)) === 0) {
      await manager.insert(
        Category,
        DEFAULT_CATEGORIES.map((c) => ({ ...c, titleHi: HINDI_CATEGORY_TITLES[c.title] ?? null, slug: slugify(c.title) })),
      );
    }
    if ((await manager.count(Package)) === 0) {
      await manager.insert(
        Package,
        DEFAULT_PACKAGES.map(({ amount, ...p }) => ({ ...p, amountPaise: toPaise(amount) })),
      );
    }
    if ((await manager.count(TimeSlot)) === 0) await manager.insert(TimeSlot, DEFAULT_TIME_SLOTS);
    return fresh;
  }

  private async bootstrapAdmin(): Promise<void> {
    if (await this.users.hasAdmin()) return;
    const email = this.config.admin.email ?? 'admin@localhost';
    // Blocked admins do not count, but their addresses stay taken: starting anyway lets the operator choose another.
    if (await this.users.findByEmail(email)) {
      this.logger.error(`No admin can sign in, and ${email} already has an account (a blocked admin's or a seller's): set ADMIN_EMAIL to another address and restart to create an admin`);
      return;
    }
    const password = this.config.admin.password ?? randomBytes(12).toString('base64url');
    await this.users.createAccount({
      fullName: 'Administrator',
      email,
      passwordHash: await hashPassword(password),
      role: Role.Admin,
      mustChangePassword: !this.config.admin.password,
      emailVerified: true,
    });
    if (this.config.admin.password) {
      this.logger.log(`Created the admin account ${email}`);
    } else {
      // Never in the log (logs are shipped and kept): only in a file the app's user alone can read.
      const file = join(this.config.dataDir, 'initial-admin-password.txt');
      writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 });
      this.logger.warn(`Created the admin account ${email}; its password is in ${file}, and the console asks for a new one at first sign-in`);
      // `npm start` (scripts/start.mjs) listens on an IPC channel and shows this file to the operator's terminal once;
      // the secret itself never crosses the channel or reaches the log. The callback keeps a closed channel quiet.
      process.send?.({ initialAdminPasswordFile: file }, undefined, undefined, () => undefined);
    }
  }

  /** A demo seller with active ads (a few promoted) in the big cities, popular cities and the home page's text. */
  private async loadDemoData(): Promise<void> {
    const password = randomBytes(9).toString('base64url');
    const seller = await this.users.createAccount({
      fullName: 'Demo Seller',
      email: DEMO_SELLER_EMAIL,
      passwordHash: await hashPassword(password),
      role: Role.User,
      emailVerified: true,
      // The operator's own demo account: it gets the mails a seller would choose at sign-up (expiry, messages).
      signUp: { notifyAds: true, notifyMessages: true },
    });
    writeFileSync(join(this.config.dataDir, 'demo-seller-password.txt'), `${DEMO_SELLER_EMAIL}\n${password}\n`, { mode: 0o600 });

    const rand = random(42);
    const manager = this.dataSource.manager;
    const categories = await manager.find(Category, { order: { id: 'ASC' } });
    const cities = await manager.find(Location, { where: { district: In(BIG_CITIES) } });
    const slots = await manager.find(TimeSlot, { order: { id: 'ASC' } });
    const now = Date.now();
    // Inserted oldest first and listed when created, as with ads posted over time.
    const specs = categories.flatMap((category) => cities.slice(0, 6).map((city) => ({ category, city, createdAt: new Date(now - Math.floor(rand() * 20 * 24 * 3600 * 1000)) })));
    specs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const [index, { category, city, createdAt }] of specs.entries()) {
      const { title, description } = adText(category.slug, city.district, rand);
      const promoted = rand() < 0.2;
      const ad = await manager.save(
        manager.create(Ad, {
          title,
          description,
          phone: indianMobile(rand),
          contact: DEMO_CONTACTS[index % DEMO_CONTACTS.length],
          age: 20 + Math.floor(rand() * 25),
          category,
          location: city,
          seller,
          status: AdStatus.Active,
          createdAt,
          listedAt: createdAt,
          expiresAt: addDays(new Date(now), 30),
          promotedUntil: promoted ? addDays(new Date(now), 7) : null,
          slot: promoted ? pick(slots, rand) : null,
        }),
      );
      // One picture per ad: deleting an ad deletes its files.
      const picture = await this.demoPicture(category.title, index);
      await manager.insert(AdImage, { ad, url: picture.url, thumbUrl: picture.thumbUrl, position: 0, phash: picture.phash });
      await this.duplicates.record(manager, ad.id, { title, description, phashes: [picture.phash] });
    }
    for (const category of categories) for (const city of cities.slice(0, 4)) await manager.insert(PopularLocation, { category, location: city });
    const count = specs.length;
    if ((await manager.count(SeoDescription)) === 0) await manager.insert(SeoDescription, DEMO_DESCRIPTION);
    this.logger.log(`Created the demo seller ${DEMO_SELLER_EMAIL} with ${count} ads (password in demo-seller-password.txt)`);
  }

  /** A plain picture with the category's name, generated here (demo data never downloads anything). */
  private async demoPicture(label: string, index: number) {
    const hue = (index * 47) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="hsl(${hue},55%,45%)"/><text x="400" y="320" font-family="sans-serif" font-size="56" fill="white" text-anchor="middle">${label.replace(/[<&>]/g, '')}</text></svg>`;
    const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
    return this.media.saveImage({ buffer, size: buffer.length } as Express.Multer.File, 'ads');
  }
}

/** Districts whose name repeats in another state get the state in their slug (bilaspur-himachal-pradesh). */
function locationRows(): Partial<Location>[] {
  const seen = new Map<string, number>();
  for (const { districts } of indiaLocations) for (const d of districts) seen.set(slugify(d), (seen.get(slugify(d)) ?? 0) + 1);
  return indiaLocations.flatMap(({ state, districts }) =>
    districts.map((district) => ({
      state,
      district,
      stateHi: HINDI_STATES[state] ?? null,
      districtHi: hindiDistrict(state, district),
      slug: seen.get(slugify(district))! > 1 ? slugify(`${district} ${state}`) : slugify(district),
      metaTitle: `Classified ads in ${district}, ${state}`,
      metaDescription: `Browse adult classified ads in ${district}, ${state}. Post your ad for free.`,
      h1Tag: `Classified ads in ${district}`,
      h2Tag: `Latest ads in ${district}, ${state}`,
      latitude: DISTRICT_CENTROIDS[state]?.[district]?.[0] ?? null,
      longitude: DISTRICT_CENTROIDS[state]?.[district]?.[1] ?? null,
    })),
  );
}
