import { fileDealerSession, RequireSession, useSignOut } from '@sfi/app-kit';
import { Button, Heading, Inline, Link, Stack, Text } from '@sfi/ui';
import { message } from '@sfi/domain';
import * as styles from './page.css.ts';

/** `/dealer/chat`: the file-tool dealer's home, the header's profile link for this dealer (doc 2 §2). */
export default function Chat() {
  const { signingOut, signOut } = useSignOut(fileDealerSession, '/dealer/chat/login');

  return (
    <RequireSession app="dealer" store={fileDealerSession} signInPath="/dealer/chat/login">
      {({ user }) => (
        <main className={styles.page}>
          <title>{`${message('dealer.chat.title')} · ${message('app.name')}`}</title>
          <Stack gap="large">
            <Inline align="spaceBetween" alignY="center">
              <Text weight="bold" tone="brand">
                {message('dealer.chat.title')}
              </Text>
              <Button variant="secondary" isPending={signingOut} onPress={signOut}>
                {message('action.signOut')}
              </Button>
            </Inline>
            <Heading level={1}>{message('dealer.chat.greeting', { name: user.name })}</Heading>
            <Text>{message('dealer.chat.body')}</Text>
            <Link href="/dealer/files">{message('fileTool.dealer.files')}</Link>
          </Stack>
        </main>
      )}
    </RequireSession>
  );
}
