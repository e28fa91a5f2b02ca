import { mainId } from '../shell/ids.ts';
import { useState } from 'react';
import { Alert, Button, Heading, PlainLink, Stack, Text } from '@sfi/ui';
import { newsletterMessage } from '@sfi/domain';
import { message } from '../messages.ts';
import { linkOutcome, linkToken, type LinkOutcome } from './linkOutcome.ts';
import { newsletterLinksOfConfig } from './runtime.ts';
import * as styles from './newsletter.css.ts';

/**
 * `/newsletter/unsubscribe?token=…`, where every newsletter e-mail's unsubscribe link lands: one
 * button unsubscribes (a mail scanner opening the link unsubscribes nobody), then the page says so.
 */
export default function NewsletterUnsubscribe() {
  const [outcome, setOutcome] = useState<LinkOutcome | 'idle' | 'working'>('idle');
  const unsubscribe = async () => {
    setOutcome('working');
    const token = linkToken();
    setOutcome(await linkOutcome(async () => (await newsletterLinksOfConfig()).unsubscribe(token)));
  };

  return (
    <main id={mainId} tabIndex={-1} className={styles.page}>
      <title>{`${newsletterMessage('newsletter.unsubscribe.title')} · ${message('app.name')}`}</title>
      <Stack gap="large">
        <Heading level={1}>{newsletterMessage('newsletter.unsubscribe.title')}</Heading>
        {outcome !== 'done' && (
          <Stack gap="medium" align="start">
            <Text>{newsletterMessage('newsletter.unsubscribe.body')}</Text>
            <Button variant="primary" isPending={outcome === 'working'} onPress={() => void unsubscribe()}>
              {newsletterMessage('newsletter.unsubscribe.submit')}
            </Button>
          </Stack>
        )}
        <div role="status">
          {outcome === 'done' && (
            <Alert tone="positive">{newsletterMessage('newsletter.unsubscribe.done')}</Alert>
          )}
        </div>
        {outcome === 'invalid' && (
          <Alert tone="critical">{newsletterMessage('newsletter.unsubscribe.invalid')}</Alert>
        )}
        {outcome === 'failed' && <Alert tone="critical">{message('newsletter.error')}</Alert>}
        <PlainLink href="/">{newsletterMessage('newsletter.backHome')}</PlainLink>
      </Stack>
    </main>
  );
}
