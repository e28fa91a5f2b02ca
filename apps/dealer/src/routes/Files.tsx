import { Route, Routes } from 'react-router-dom';
import { fileDealerSession, GoTo, RequireSession, useInsuranceAgencies, useSignOut } from '@sfi/app-kit';
import { Button, Inline, Link, Stack, Text } from '@sfi/ui';
import { message } from '@sfi/domain';
import { FilePage, FileSearchPage, filePathsUnder } from '@sfi/file-tool';
import * as styles from './page.css.ts';

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
        <main className={styles.portal}>
          <Stack gap="large">
            <Inline align="spaceBetween" alignY="center">
              <Stack gap="xxsmall">
                <Text weight="bold" tone="brand">
                  {message('fileTool.dealer.title')}
                </Text>
                <Text size="small" tone="secondary">
                  {user.name}
                </Text>
              </Stack>
              <Inline gap="small" alignY="center">
                <Link href="/dealer/chat">{message('fileTool.dealer.chat')}</Link>
                <Button variant="secondary" isPending={signingOut} onPress={signOut}>
                  {message('action.signOut')}
                </Button>
              </Inline>
            </Inline>
            <Routes>
              <Route index element={<FileSearchPage paths={paths} audience="dealer" />} />
              <Route
                path=":fileNo"
                element={<FilePage paths={paths} audience="dealer" insuranceAgencies={insuranceAgencies} />}
              />
              <Route path="*" element={<GoTo app="dealer" href={paths.list} />} />
            </Routes>
          </Stack>
        </main>
      )}
    </RequireSession>
  );
}
