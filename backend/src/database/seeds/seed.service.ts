import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, EntityManager } from 'typeorm';
import { Category } from '../../categories/category.entity';
import { slugify } from '../../common/slug';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Location } from '../../locations/location.entity';
import { Package } from '../../seller/package.entity';
import { TimeSlot } from '../../seller/time-slot.entity';
import { Role } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { toPaise } from '../columns';
import { TransactionRunner } from '../transaction-runner';
import { INDIA_LOCATIONS as indiaLocations } from './india-locations';
import { DEFAULT_CATEGORIES, DEFAULT_PACKAGES, DEFAULT_TIME_SLOTS } from './reference-data';

export const DEMO_SELLER_EMAIL = 'seller@example.com';

/**
 * Runs after migrations on every start and is safe to repeat: each table of reference data is
 * filled only while empty; the first admin is created only while there is none.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const fresh = await this.transactions.run((manager) => this.loadReferenceData(manager));
    await this.bootstrapAdmin();
    if (fresh && this.config.seedDemo) await this.loadDemoData();
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
      await manager.insert(Category, DEFAULT_CATEGORIES.map((c) => ({ ...c, slug: slugify(c.title) })));
    }
    if ((await manager.count(Package)) === 0) {
      await manager.insert(Package, DEFAULT_PACKAGES.map(({ amount, ...p }) => ({ ...p, amountPaise: toPaise(amount) })));
    }
    if ((await manager.count(TimeSlot)) === 0) await manager.insert(TimeSlot, DEFAULT_TIME_SLOTS);
    return fresh;
  }

  private async bootstrapAdmin(): Promise<void> {
    if (await this.users.hasAdmin()) return;
    const email = this.config.admin.email ?? 'admin@localhost';
    const password = this.config.admin.password ?? randomBytes(12).toString('base64url');
    await this.users.createAccount({ fullName: 'Administrator', email, password, role: Role.Admin });
    if (this.config.admin.password) {
      this.logger.log(`Created the admin account ${email}`);
    } else {
      const file = join(this.config.dataDir, 'initial-admin-password.txt');
      writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 });
      this.logger.warn(`Created the admin account ${email} with password ${password} (also saved in ${file}; change it after logging in)`);
    }
  }

  private async loadDemoData(): Promise<void> {
    const password = randomBytes(9).toString('base64url');
    await this.users.createAccount({ fullName: 'Demo Seller', email: DEMO_SELLER_EMAIL, password, role: Role.User });
    writeFileSync(join(this.config.dataDir, 'demo-seller-password.txt'), `${DEMO_SELLER_EMAIL}\n${password}\n`, { mode: 0o600 });
    this.logger.log(`Created the demo seller ${DEMO_SELLER_EMAIL} (password in demo-seller-password.txt)`);
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
      slug: seen.get(slugify(district))! > 1 ? slugify(`${district} ${state}`) : slugify(district),
      metaTitle: `Classified ads in ${district}, ${state}`,
      metaDescription: `Browse adult classified ads in ${district}, ${state}. Post your ad for free.`,
      h1Tag: `Classified ads in ${district}`,
      h2Tag: `Latest ads in ${district}, ${state}`,
    })),
  );
}
