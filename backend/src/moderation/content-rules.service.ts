import { BadRequestException, Injectable } from '@nestjs/common';
import { BlacklistService } from '../blacklist/blacklist.service';
import { ContactInText } from './contact-in-text';
import { ModerationSettingsService } from './moderation-settings.service';
import { moderationRefusal } from './moderation-refusals';
import { fieldName } from '../common/common-refusals';

/**
 * Contact details written into an ad's text, which would take buyers off Bazaar (and past its
 * privacy): Indian phone numbers however spaced, e-mail addresses, and links or bare domains.
 */
const CONTACT_DETAILS = [
  /(?<![\p{N}])(?:\+?91[\s.\-()]*)?[6-9](?:[\s.\-()]*\p{Nd}){9}(?![\p{N}])/gu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  /\b(?:https?:\/\/|www\.)\S+/giu,
  /\b[\p{L}\p{N}-]+\.(?:com|in|net|org|co|io|me|info|xyz|app|link|ly|site|online|club)\b(?:\/\S*)?/giu,
];
export const MASK = '[hidden]';

/** Whether the text holds contact details, and the text with them masked. */
export function maskContactDetails(text: string): { found: boolean; masked: string } {
  let masked = text;
  for (const pattern of CONTACT_DETAILS) masked = masked.replace(pattern, MASK);
  return { found: masked !== text, masked };
}

type AdText = { title?: string; description?: string; phone?: string };

/**
 * The rules every ad's text passes, on posting and on every edit: the admins' blacklist, then contact
 * details refused or masked as the moderation settings say. Display names and messages pass the
 * same blacklist (UsersService, MessagesService).
 */
@Injectable()
export class ContentRules {
  constructor(
    private readonly blacklist: BlacklistService,
    private readonly settings: ModerationSettingsService,
  ) {}

  /** The ad's fields as they may be stored (contact details masked), or 400 naming the field. */
  async checkAd<T extends AdText>(ad: T): Promise<T> {
    await this.blacklist.checkAd(ad);
    const { contactInText } = await this.settings.get();
    const cleaned = { ...ad };
    for (const field of ['title', 'description'] as const) {
      const text = ad[field];
      if (text === undefined) continue;
      const { found, masked } = maskContactDetails(text);
      if (!found) continue;
      if (contactInText === ContactInText.Refuse) {
        throw new BadRequestException({ detail: moderationRefusal('contactInText', { field: fieldName(field) }), errors: { [field]: moderationRefusal('noContactDetails') } });
      }
      cleaned[field] = masked;
    }
    return cleaned;
  }
}
