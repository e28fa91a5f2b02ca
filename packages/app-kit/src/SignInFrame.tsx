import type { ReactNode } from 'react';
import { Card, Heading, Inline, Link, Stack, Text } from '@sfi/ui';
import { shellMessage } from '@sfi/domain';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * The page frame of a sign-in area: heading, introduction, the area's own content and a way home;
 * `brand` (the logo, linking home) and the language switch above it.
 */
export function SignInFrame({
  title,
  intro,
  brand,
  children,
}: {
  title: string;
  intro: string;
  brand?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: '32px 24px 64px' }}>
      <title>{`${title} · ${shellMessage('app.name')}`}</title>
      <div style={{ marginBottom: 24 }}>
        <Inline align="spaceBetween" alignY="center">
          {brand ?? <span />}
          <LanguageSwitch />
        </Inline>
      </div>
      <Card>
        <Stack gap="medium">
          <Heading level={1}>{title}</Heading>
          <Text>{intro}</Text>
          {children}
          <Link href="/">{shellMessage('app.backHome')}</Link>
        </Stack>
      </Card>
    </main>
  );
}
