import { mainId } from '../shell/ids.ts';
import { useEffect, useState } from 'react';
import { Alert, Heading, LoadingDots, PlainLink, Stack } from '@sfi/ui';
import { newsletterMessage } from '@sfi/domain';
import { message } from '../messages.ts';
import { linkOutcome, linkToken, type LinkOutcome } from './linkOutcome.ts';
import { newsletterLinksOfConfig } from './runtime.ts';
import * as styles from './newsletter.css.ts';

/**
 * `/newsletter/confirm?token=…`, where the confirmation e-mail's link lands (double opt-in): the
 * page confirms the subscription as it opens (from script, so a mail scanner fetching the link
 * confirms nothing) and says how it went.
 */
export default function NewsletterConfirm() {
  const [outcome, setOutcome] = useState<LinkOutcome | 'working'>('working');
  useEffect(() => {
    let current = true;
    const token = linkToken();
    void linkOutcome(async () => (await newsletterLinksOfConfig()).confirm(token)).then(
      (ended) => current && setOutcome(ended),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <main id={mainId} tabIndex={-1} className={styles.page}>
      <title>{`${newsletterMessage('newsletter.confirm.title')} · ${message('app.name')}`}</title>
      <Stack gap="large">
        <Heading level={1}>{newsletterMessage('newsletter.confirm.title')}</Heading>
        <div role="status">
          {outcome === 'working' && <LoadingDots label={newsletterMessage('newsletter.confirm.working')} />}
          {outcome === 'done' && (
            <Alert tone="positive">{newsletterMessage('newsletter.confirm.done')}</Alert>
          )}
        </div>
        {outcome === 'invalid' && (
          <Alert tone="critical">{newsletterMessage('newsletter.confirm.invalid')}</Alert>
        )}
        {outcome === 'failed' && <Alert tone="critical">{message('newsletter.error')}</Alert>}
        {outcome !== 'working' && <PlainLink href="/">{newsletterMessage('newsletter.backHome')}</PlainLink>}
      </Stack>
    </main>
  );
}
