import { Injectable } from '@nestjs/common';
import { MailTopic } from '../mail/unsubscribe-links';
import { UnsubscribeTopics } from '../mail/unsubscribe-topics';
import { UsersService } from './users.service';

/** What each mail setting is about, for the unsubscribe answer. */
const ABOUT: Record<MailTopic, string> = { [MailTopic.Payments]: 'your top-ups', [MailTopic.Ads]: 'your ads', [MailTopic.Messages]: 'new messages' };

/** The unsubscribe link of a non-essential mail turns its mail setting off (the profile's notify… choices, kept here). */
@Injectable()
export class MailSettingsTopics {
  constructor(topics: UnsubscribeTopics, users: UsersService) {
    for (const topic of Object.values(MailTopic))
      topics.register(topic, { withId: false, stop: (userId) => users.unsubscribe(userId, topic), done: `You will no longer get mails about ${ABOUT[topic]}.` });
  }
}
