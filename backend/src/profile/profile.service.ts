import { ConflictException, Injectable } from '@nestjs/common';
import { PRIVACY_NOTICE_VERSION } from '../users/privacy-notice';
import { userRefusal } from '../users/user-refusals';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { WalletService } from '../wallet/wallet.service';
import { AcknowledgeNoticeDto, ProfileDto, UpdateProfileDto } from './dto/profile.dto';

/** The caller's own profile: the account (users/) with its wallet balance (wallet/), composed here: wallet/ imports users/, so users/ cannot import wallet/. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly wallet: WalletService,
  ) {}

  async get(userId: number): Promise<ProfileDto> {
    return toProfile(await this.users.getById(userId), await this.wallet.balanceRupees(userId));
  }

  async update(userId: number, changes: UpdateProfileDto): Promise<ProfileDto> {
    return toProfile(await this.users.updateProfile(userId, changes), await this.wallet.balanceRupees(userId));
  }

  /** Records that the user was shown the notice in force (409 for another version: the text changed while it was open). */
  async acknowledgeNotice(userId: number, body: AcknowledgeNoticeDto): Promise<ProfileDto> {
    if (body.version !== PRIVACY_NOTICE_VERSION) throw new ConflictException({ detail: userRefusal('noticeChanged'), errors: { version: userRefusal('notCurrent') } });
    const user = await this.users.acknowledgeNotice(userId, { notifyAds: body.notifyAds, notifyMessages: body.notifyMessages });
    return toProfile(user, await this.wallet.balanceRupees(userId));
  }
}

const toProfile = (user: User, walletBalance: number): ProfileDto => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  role: user.role,
  walletBalance,
  emailVerified: user.emailVerified,
  mustChangePassword: user.mustChangePassword,
  displayName: user.displayName,
  phone: user.phone,
  publicPage: user.publicPage,
  notifyPayments: user.notifyPayments,
  notifyAds: user.notifyAds,
  notifyMessages: user.notifyMessages,
  language: user.language,
  noticeVersion: user.noticeVersion,
  currentNoticeVersion: PRIVACY_NOTICE_VERSION,
});
