import { jest } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { MailTopic, UnsubscribeLinks, type UnsubscribeTopic } from './unsubscribe-links';
import { UnsubscribeTopics } from './unsubscribe-topics';

describe('UnsubscribeTopics', () => {
  const links = new UnsubscribeLinks({ jwtSecret: 'a test secret of some length', publicUrl: 'https://bazaar.example' } as AppConfig);
  let topics: UnsubscribeTopics;
  const payments = jest.fn(() => Promise.resolve());
  const search = jest.fn(() => Promise.resolve());

  beforeEach(() => {
    jest.clearAllMocks();
    topics = new UnsubscribeTopics(links);
    topics.register('payments', { withId: false, stop: payments, done: 'No more top-up mails.' });
    topics.register('search', { withId: true, stop: search, done: 'Saved search deleted.' });
  });

  it('carries out a signed link through the kind its topic names, and answers what that kind says', async () => {
    await expect(topics.unsubscribe(links.token(7, MailTopic.Payments))).resolves.toBe('No more top-up mails.');
    expect(payments).toHaveBeenCalledWith(7);
    await expect(topics.unsubscribe(links.token(7, 'search-12'))).resolves.toBe('Saved search deleted.');
    expect(search).toHaveBeenCalledWith(7, 12);
  });

  it.each([
    ['a kind nobody registered', 'wallet'],
    ['an id on a whole kind', 'payments-3'],
    ['no id on a kind of things', 'search'],
    ['a zero id', 'search-0'],
  ])('refuses a signed link to %s with a 400 and a detail, turning nothing off', async (_, topic) => {
    const refused = await topics.unsubscribe(links.token(7, topic as UnsubscribeTopic)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BadRequestException);
    expect((refused as BadRequestException).getResponse()).toEqual({ detail: expect.stringContaining('unsubscribe link is not valid'), errors: { token: 'invalid' } });
    expect(topics.knows(topic)).toBe(false);
    expect(payments).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
  });

  it('refuses a link it did not sign', async () => {
    const token = links.token(7, MailTopic.Payments);
    await expect(topics.unsubscribe(token.replace('7.', '8.'))).rejects.toBeInstanceOf(BadRequestException);
    expect(payments).not.toHaveBeenCalled();
  });

  it('refuses a kind registered twice or not written a-z: a mistake in the code, found at start', () => {
    const kind = { withId: false, stop: payments, done: '' } as const;
    expect(() => topics.register('payments', kind)).toThrow(/registered twice/);
    expect(() => topics.register('top-ups', kind)).toThrow(/not a-z/);
    expect(topics.knows('payments')).toBe(true);
    expect(topics.knows('search-12')).toBe(true);
  });
});
