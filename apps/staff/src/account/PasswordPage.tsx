import { PasswordChangeForm } from '@sfi/app-kit/passwords';
import { Heading, Stack, Text } from '@sfi/ui';
import { message } from '@sfi/domain';

/** `/staff/account/password`: the signed-in member changes their own password (issue 26 item 7). */
export default function PasswordPage() {
  return (
    <Stack gap="large">
      <title>{`${message('password.change.title')} · ${message('nav.staff.label')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{message('password.change.title')}</Heading>
        <Text tone="neutral">{message('password.change.body')}</Text>
      </Stack>
      <div style={{ maxWidth: 480 }}>
        <PasswordChangeForm />
      </div>
    </Stack>
  );
}
