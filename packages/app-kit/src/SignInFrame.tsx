import type { ReactNode } from 'react';
import { Card, Heading, Link, Stack, Text } from '@sfi/ui';
import { shellMessage } from '@sfi/domain';

/** The page frame of a sign-in area: heading, introduction, the area's own content and a way home. */
export function SignInFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: '64px 24px' }}>
      <title>{`${title} · ${shellMessage('app.name')}`}</title>
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
