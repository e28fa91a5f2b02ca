import { describe, expect, it } from 'vitest';
import { newsletterMessage } from './catalogue/newsletter.ts';
import { message } from './messages.ts';
import {
  NEWSLETTER_CONFIRM_PATH,
  NewsletterSubscribeBodySchema,
  NewsletterTokenBodySchema,
  newsletterLink,
} from './newsletter.ts';

describe('the newsletter’s form body', () => {
  it('takes the EMAIL field trimmed and ignores the other fields of a mailing-list form', () => {
    expect(NewsletterSubscribeBodySchema.parse({ EMAIL: ' ada@example.com ', FNAME: 'Ada' })).toEqual({
      EMAIL: 'ada@example.com',
    });
  });

  it.each([{}, { EMAIL: '' }, { EMAIL: 'ada' }, { email: 'ada@example.com' }])('refuses %j', (body) => {
    const result = NewsletterSubscribeBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message('validation.email'));
  });
});

describe('the newsletter’s links', () => {
  const token = 'A'.repeat(21) + '-_' + 'z'.repeat(20);

  it('take a 43-character URL-safe token only', () => {
    expect(NewsletterTokenBodySchema.parse({ token })).toEqual({ token });
    for (const bad of [token.slice(1), `${token}x`, `${token.slice(1)}/`, `${token.slice(1)}=`])
      expect(NewsletterTokenBodySchema.safeParse({ token: bad }).error?.issues[0]?.message).toBe(
        newsletterMessage('newsletter.error.token'),
      );
  });

  it('land on the public site’s page, with the token in the query', () => {
    expect(newsletterLink('https://sfi.example/', NEWSLETTER_CONFIRM_PATH, token)).toBe(
      `https://sfi.example/newsletter/confirm?token=${token}`,
    );
  });
});
