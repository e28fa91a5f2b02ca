import { Route, Routes } from 'react-router-dom';
import { fileDealerSession, GoTo, RequireSession, useSignOut } from '@sfi/app-kit';
import { Link } from '@sfi/ui';
import { message } from '@sfi/domain';
import { ChatPage, chatPathsUnder } from '@sfi/chat';
import { DealerFrame } from './DealerFrame.tsx';

/** The chat's list at `/dealer/chat`, each room below it. */
const paths = chatPathsUnder('/dealer/chat');

/**
 * `/dealer/chat…`: the file-tool dealer's chat with SFI staff (doc 2 §1, §2), the header's profile
 * link for this dealer: their rooms, the room open below it, and their messages of every room
 * (`/dealer/chat/messages`).
 */
export default function Chat() {
  const { signingOut, signOut } = useSignOut(fileDealerSession, '/dealer/chat/login');

  return (
    <RequireSession app="dealer" store={fileDealerSession} signInPath="/dealer/chat/login">
      {({ user }) => (
        <DealerFrame
          title={message('dealer.chat.title')}
          who={user.name}
          links={
            <>
              <Link href="/dealer/files">{message('fileTool.dealer.files')}</Link>
              <Link href="/dealer/chat/password">{message('password.change.menu')}</Link>
            </>
          }
          signingOut={signingOut}
          onSignOut={signOut}
        >
          <Routes>
            <Route index element={<ChatPage paths={paths} />} />
            <Route path="messages" element={<ChatPage paths={paths} view="messages" />} />
            <Route path=":roomId" element={<ChatPage paths={paths} />} />
            <Route path="*" element={<GoTo app="dealer" href={paths.list} />} />
          </Routes>
        </DealerFrame>
      )}
    </RequireSession>
  );
}
