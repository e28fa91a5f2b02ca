import { lazy, Suspense } from 'react';
import { Heading, Inline, PlainLink, Stack, Text } from '@sfi/ui';
import { message } from '../messages.ts';
import * as styles from './Home.css.ts';

/** The investor newsletter's signup: its code loads after the page shows (the first load is at its budget). */
const NewsletterSignup = lazy(() => import('../newsletter/NewsletterSignup.tsx'));

export default function Home() {
  return (
    <main className={styles.page}>
      <title>{message('app.name')}</title>
      <Stack gap="large">
        <Text weight="bold" tone="brand">
          {message('app.name')}
        </Text>
        <Heading level={1}>{message('public.home.title')}</Heading>
        <Text size="large">{message('public.home.body')}</Text>
        <Inline gap="medium">
          <PlainLink href="/client/login">{message('public.home.clients')}</PlainLink>
          <PlainLink href="/dealer/login">{message('public.home.dealers')}</PlainLink>
        </Inline>
      </Stack>
      <Suspense fallback={<div className={styles.newsletterSlot} />}>
        <NewsletterSignup />
      </Suspense>
    </main>
  );
}
