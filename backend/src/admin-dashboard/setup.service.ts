import { Injectable } from '@nestjs/common';
import { PackagesService } from '../promotion-plans/packages.service';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { QrCodesService } from '../wallet/qr-codes.service';
import { SetupDto, type SetupStep } from './dto/setup.dto';

/** What the console's dashboard tells a new operator is left to set up, checked against the data each time. */
@Injectable()
export class SetupService {
  constructor(
    private readonly qrCodes: QrCodesService,
    private readonly packages: PackagesService,
    private readonly siteSettings: SiteSettingsService,
  ) {}

  async left(): Promise<SetupDto> {
    const [payable, onSale, settings] = await Promise.all([this.qrCodes.hasActive(), this.packages.activePackages(), this.siteSettings.get()]);
    const done: Record<SetupStep, boolean> = {
      activeQrCode: payable,
      packages: onSale.length > 0,
      contactDetails: settings.supportEmail !== null || settings.supportPhone !== null,
      grievanceOfficer: settings.grievanceOfficerName !== null && settings.grievanceOfficerEmail !== null,
    };
    return { left: (Object.keys(done) as SetupStep[]).filter((step) => !done[step]) };
  }
}
