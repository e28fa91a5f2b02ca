import type { ReactNode } from 'react';
import { Button, Inline, Stack, Text } from '@sfi/ui';
import { LanguageSwitch } from '@sfi/app-kit';
import { useApiClient } from '@sfi/api-client/react';
import { message } from '@sfi/domain';
import * as styles from './page.css.ts';

export interface DealerFrameProps {
  /** The area's name: "Dealer portal", "Dealer file tool". */
  title: string;
  /** Who is signed in, under the title. */
  who: string;
  /** Links to the dealer's other areas, beside sign out. */
  links?: ReactNode;
  signingOut: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

/** The signed-in frame of a dealer area: its name, who is signed in, links and sign out, then the screens. */
export function DealerFrame({ title, who, links, signingOut, onSignOut, children }: DealerFrameProps) {
  const api = useApiClient();
  return (
    <main className={styles.portal}>
      <Stack gap="large">
        <Inline align="spaceBetween" alignY="center">
          <Stack gap="xxsmall">
            <Text weight="bold" tone="brand">
              {title}
            </Text>
            <Text size="small" tone="secondary">
              {who}
            </Text>
          </Stack>
          <Inline gap="small" alignY="center">
            {links}
            <LanguageSwitch onChoose={(locale) => api.auth.setLocale(locale)} />
            <Button variant="secondary" isPending={signingOut} onPress={onSignOut}>
              {message('action.signOut')}
            </Button>
          </Inline>
        </Inline>
        {children}
      </Stack>
    </main>
  );
}
