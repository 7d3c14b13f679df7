import { ApiProperty } from '@nestjs/swagger';

/**
 * What a new install lacks: no active QR code (sellers cannot pay), no package on sale (nothing to buy), no support
 * e-mail or phone, no grievance officer's name and e-mail (IT Rules 2021, rule 3(2): an intermediary must publish them).
 */
export const SETUP_STEPS = ['activeQrCode', 'packages', 'contactDetails', 'grievanceOfficer'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export class SetupDto {
  /** The steps still to do, in the order to do them; empty once the site is set up */
  @ApiProperty({ enum: SETUP_STEPS, enumName: 'SetupStep', isArray: true })
  left: SetupStep[];
}
