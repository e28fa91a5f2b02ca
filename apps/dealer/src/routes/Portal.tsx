import { useEffect } from 'react';
import { useCurrentSession } from '@sfi/api-client/react';
import { Route, Routes } from 'react-router-dom';
import { dealerQuoteSession, GoTo, RequireSession, useSignOut, type DealerQuoteSession } from '@sfi/app-kit';
import { Link } from '@sfi/ui';
import { dealerHeaderLabel, DEALER_HOME_PATH, message } from '@sfi/domain';
import { NewQuotePage, QuotePage, QuotesPage, quotePathsUnder } from '@sfi/quote-tool/quotes';
import { DealerFrame } from './DealerFrame.tsx';

/** The quote screens of the portal: the list at `/dealer/portal`, a quote at `/dealer/portal/quotes/{id}`. */
const paths = quotePathsUnder(`${DEALER_HOME_PATH}/quotes`, DEALER_HOME_PATH);

/**
 * The quote screens in DEALER mode, for the signed-in dealer with their dealership's flag (the
 * viewer `RequireSession` gives, from the stored session). The flag is read again from the server
 * (`GET /session`) when the window gets the focus back, and kept in the stored session (every tab
 * follows): staff may turn the next steps on or off at any time.
 */
function DealerQuoteTool({ session }: { session: DealerQuoteSession }) {
  const { appConfig } = session;
  const { data: current } = useCurrentSession();
  const latest = current?.kind === 'dealer' ? current.appConfig : undefined;
  useEffect(() => {
    if (latest && latest.dealerStepsEnabled !== appConfig.dealerStepsEnabled) {
      const stored = dealerQuoteSession.get();
      if (stored) dealerQuoteSession.set({ ...stored, appConfig: latest });
    }
  }, [latest, appConfig.dealerStepsEnabled]);
  return (
    <Routes>
      <Route index element={<QuotesPage paths={paths} />} />
      <Route path="quotes/new" element={<NewQuotePage paths={paths} />} />
      <Route path="quotes/:id" element={<QuotePage paths={paths} />} />
      <Route path="*" element={<GoTo app="dealer" href={paths.list} />} />
    </Routes>
  );
}

/**
 * `/dealer/portal…`: the lease-quote dealer's portal (spec doc 1 §2), in DEALER mode: the quote list,
 * the create form and the quotes, under the signed-in frame.
 */
export default function Portal() {
  const { signingOut, signOut } = useSignOut(dealerQuoteSession, '/dealer/login');

  return (
    <RequireSession app="dealer" store={dealerQuoteSession} signInPath="/dealer/login">
      {(session) => (
        <DealerFrame
          title={message('dealer.portal.title')}
          who={dealerHeaderLabel(session.user)}
          links={<Link href="/dealer/account/password">{message('password.change.menu')}</Link>}
          signingOut={signingOut}
          onSignOut={signOut}
        >
          <DealerQuoteTool session={session} />
        </DealerFrame>
      )}
    </RequireSession>
  );
}
