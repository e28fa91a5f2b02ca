import { dealerQuoteSession, RequireSession, useSignOut } from '@sfi/app-kit';
import { Button, Card, Heading, Inline, Stack, Text } from '@sfi/ui';
import { dealerHeaderLabel, message } from '@sfi/domain';
import * as styles from './page.css.ts';

const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' });

/** `/dealer/portal`: the lease-quote dealer's home (spec doc 1 §2). */
export default function Portal() {
  const { signingOut, signOut } = useSignOut(dealerQuoteSession, '/dealer/login');

  return (
    <RequireSession app="dealer" store={dealerQuoteSession} signInPath="/dealer/login">
      {({ user, session, appConfig }) => (
        <main className={styles.page}>
          <title>{`${message('dealer.portal.title')} · ${message('app.name')}`}</title>
          <Stack gap="large">
            <Inline align="spaceBetween" alignY="center">
              <Text weight="bold" tone="brand">
                {message('dealer.portal.title')}
              </Text>
              <Button variant="secondary" isPending={signingOut} onPress={signOut}>
                {message('action.signOut')}
              </Button>
            </Inline>
            <Heading level={1}>
              {message('dealer.portal.greeting', { name: dealerHeaderLabel(user) })}
            </Heading>
            <Card>
              <Stack gap="small">
                {typeof user.contactName === 'string' && (
                  <Text>{message('dealer.portal.contact', { contact: user.contactName })}</Text>
                )}
                <Text>{message('dealer.portal.mode', { mode: appConfig.mode })}</Text>
                <Text tone="neutral">
                  {message('dealer.portal.sessionUntil', {
                    date: longDate.format(new Date(session.expiresAt)),
                  })}
                </Text>
              </Stack>
            </Card>
            <Text>{message('dealer.portal.quotes')}</Text>
          </Stack>
        </main>
      )}
    </RequireSession>
  );
}
