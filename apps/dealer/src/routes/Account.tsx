import { dealerQuoteSession, fileDealerSession, RequireSession, useSignOut } from '@sfi/app-kit';
import { PasswordChangeForm } from '@sfi/app-kit/passwords';
import { Heading, Link, Stack, Text } from '@sfi/ui';
import { dealerHeaderLabel, message } from '@sfi/domain';
import { DealerFrame } from './DealerFrame.tsx';

/**
 * `/dealer/account/password` (a lease-quote dealer) and `/dealer/chat/password` (a file-tool dealer):
 * the signed-in dealer changes their own password (issue 26 item 7); their other sessions end.
 */
export default function Account({ kind }: { kind: 'dealer' | 'file-dealer' }) {
  const fileTool = kind === 'file-dealer';
  const store = fileTool ? fileDealerSession : dealerQuoteSession;
  const signIn = fileTool ? '/dealer/chat/login' : '/dealer/login';
  const { signingOut, signOut } = useSignOut(store, signIn);
  const body = (
    <Stack gap="large">
      <title>{`${message('password.change.title')} · ${message('app.name')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{message('password.change.title')}</Heading>
        <Text tone="neutral">{message('password.change.body')}</Text>
      </Stack>
      <div style={{ maxWidth: 480 }}>
        <PasswordChangeForm />
      </div>
    </Stack>
  );
  return fileTool ? (
    <RequireSession app="dealer" store={fileDealerSession} signInPath={signIn}>
      {({ user }) => (
        <DealerFrame
          title={message('dealer.chat.title')}
          who={user.name}
          links={<Link href="/dealer/chat">{message('chat.title')}</Link>}
          signingOut={signingOut}
          onSignOut={signOut}
        >
          {body}
        </DealerFrame>
      )}
    </RequireSession>
  ) : (
    <RequireSession app="dealer" store={dealerQuoteSession} signInPath={signIn}>
      {(session) => (
        <DealerFrame
          title={message('dealer.portal.title')}
          who={dealerHeaderLabel(session.user)}
          links={<Link href="/dealer/portal">{message('quotes.title')}</Link>}
          signingOut={signingOut}
          onSignOut={signOut}
        >
          {body}
        </DealerFrame>
      )}
    </RequireSession>
  );
}
