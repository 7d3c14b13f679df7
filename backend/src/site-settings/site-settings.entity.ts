import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../database/columns';

/**
 * The operator's contact details and social profiles, shown in the storefront's footer and menu: one row
 * (id 1), created by its migration. Null is "not set": the storefront shows nothing for it.
 */
@Entity('site_settings')
export class SiteSettings {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 254, nullable: true })
  supportEmail: string | null;

  /** +91 and ten digits, as tel: links want it. */
  @Column({ type: 'varchar', length: 13, nullable: true })
  supportPhone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  xUrl: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  instagramUrl: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  facebookUrl: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  telegramUrl: string | null;

  /** The company that runs the site, for the legal pages (issue 41). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  legalEntityName: string | null;

  /** The grievance officer the IT Rules 2021 ask an intermediary to name (issue 41). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  grievanceOfficerName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  grievanceOfficerEmail: string | null;

  /** The officer's postal address, several lines. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  grievanceOfficerAddress: string | null;

  /** +91 and ten digits, as supportPhone. */
  @Column({ type: 'varchar', length: 13, nullable: true })
  grievanceOfficerPhone: string | null;

  /** Who answers questions about personal data (DPDP Act 2023, s. 8(9)). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  dataProtectionEmail: string | null;

  /** The courts' city and state, for the terms. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  jurisdiction: string | null;

  /** The operator's registered address, printed on invoices (issue 43). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  businessAddress: string | null;

  /** The operator's GST registration; with legalEntityName and businessAddress set, top-ups get tax invoices. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  gstin: string | null;

  /** Services Accounting Code of what top-ups pay for: 998365, sale of internet advertising space. */
  @Column({ type: 'varchar', length: 8, default: '998365' })
  sac: string;

  @Column({ type: 'int', default: 18 })
  gstRatePercent: number;

  /** Whether the amounts sellers choose include GST (the wallet gets the price) or exclude it (GST is paid on top). */
  @Column({ type: 'boolean', default: true })
  pricesIncludeTax: boolean;

  @UpdatedAtColumn()
  updatedAt: Date;
}
