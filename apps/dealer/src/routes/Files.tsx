import { Route, Routes } from 'react-router-dom';
import { fileDealerSession, GoTo, RequireSession, useInsuranceAgencies, useSignOut } from '@sfi/app-kit';
import { Link } from '@sfi/ui';
import { message } from '@sfi/domain';
import { FilePage, FileSearchPage, filePathsUnder } from '@sfi/file-tool';
import { DealerFrame } from './DealerFrame.tsx';

/** The file screens of the dealer file tool: the search at `/dealer/files`, a file below it. */
const paths = filePathsUnder('/dealer/files');

/**
 * `/dealer/files…`: the dealer file tool (doc 2 §1): the file-tool dealer finds their dealership's
 * files and opens them (fields, history, documents), under the same sign-in as the chat.
 */
export default function Files() {
  const { signingOut, signOut } = useSignOut(fileDealerSession, '/dealer/chat/login');
  const insuranceAgencies = useInsuranceAgencies();
  return (
    <RequireSession app="dealer" store={fileDealerSession} signInPath="/dealer/chat/login">
      {({ user }) => (
        <DealerFrame
          title={message('fileTool.dealer.title')}
          who={user.name}
          links={
            <>
              <Link href="/dealer/chat">{message('fileTool.dealer.chat')}</Link>
              <Link href="/dealer/chat/password">{message('password.change.menu')}</Link>
            </>
          }
          signingOut={signingOut}
          onSignOut={signOut}
        >
          <Routes>
            <Route index element={<FileSearchPage paths={paths} />} />
            <Route
              path=":fileNo"
              element={<FilePage paths={paths} insuranceAgencies={insuranceAgencies} />}
            />
            <Route path="*" element={<GoTo app="dealer" href={paths.list} />} />
          </Routes>
        </DealerFrame>
      )}
    </RequireSession>
  );
}
