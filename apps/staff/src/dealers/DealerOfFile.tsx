import { useState } from 'react';
import { failureMessage } from '@sfi/api-client';
import { useDealerUserSearch } from '@sfi/api-client/react';
import { Alert, Link, LoadingDots, SearchField, Stack, Text } from '@sfi/ui';
import { dealerAdminMessage, message } from '@sfi/domain';
import * as styles from './DealersPage.css.ts';

export interface DealerOfFileProps {
  /** Where a dealer's detail is. */
  dealerHref: (id: string) => string;
}

/**
 * Finds the dealer whose dealership holds a lease file (the dealer API's
 * `GET /users/search/criteria?fileno=`), sent with Enter: that dealer, or "No dealers found".
 */
export function DealerOfFile({ dealerHref }: DealerOfFileProps) {
  const [draft, setDraft] = useState('');
  const [fileNo, setFileNo] = useState<string>();
  const found = useDealerUserSearch(fileNo === undefined ? null : { fileno: fileNo });
  return (
    <Stack gap="small">
      <SearchField
        className={styles.fileSearch}
        label={dealerAdminMessage('dealerUsers.fileSearch.label')}
        description={dealerAdminMessage('dealerUsers.fileSearch.description')}
        value={draft}
        onChange={setDraft}
        onSubmit={(value) => setFileNo(value.trim() || undefined)}
        onClear={() => setFileNo(undefined)}
        maxLength={50}
      />
      {fileNo === undefined ? null : found.error ? (
        <Alert tone="critical" title={failureMessage(found.error, 'error.tryAgain')} />
      ) : !found.data ? (
        <LoadingDots label={message('app.loading')} />
      ) : found.data.length === 0 ? (
        <Text role="status">{message('dealers.error.noneFound')}</Text>
      ) : (
        <Text role="status">
          {`${dealerAdminMessage('dealerUsers.fileSearch.result', { fileNo })} `}
          {found.data.map((dealer) => (
            <Link key={dealer.id} href={dealerHref(dealer.id)}>
              {`${dealer.name} (${dealer.dealerNo})`}
            </Link>
          ))}
        </Text>
      )}
    </Stack>
  );
}
