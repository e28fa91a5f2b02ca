import { useCallback, useEffect, useState } from 'react';
import { staffSession, type StaffStoredSession } from '@sfi/app-kit';
import { useApiClient } from '@sfi/api-client/react';
import { Button, Dialog, Inline, Stack, Text, snackbar } from '@sfi/ui';
import { message } from '@sfi/domain';

/** How long before the idle timeout the warning shows. */
export const IDLE_WARNING_MS = 60_000;
/** Activity moves the idle deadline at most this often. */
const ACTIVITY_EXTENDS_EVERY_MS = 60_000;

/**
 * Warns before the staff session's idle timeout ends and lets the user stay signed in
 * (WCAG 2.2.1). Keyboard and pointer activity also keep the session alive, at most once a minute.
 */
export function IdleWarning({ session }: { session: StaffStoredSession }) {
  const api = useApiClient();
  const [now, setNow] = useState(Date.now);
  const idleAt = Date.parse(session.session.idleExpiresAt ?? '');

  const extend = useCallback(async () => {
    const { session: renewed } = await api.auth.extend();
    const current = staffSession.get();
    const idleExpiresAt = typeof renewed.idleExpiresAt === 'string' ? renewed.idleExpiresAt : undefined;
    if (current && idleExpiresAt)
      staffSession.set({ ...current, session: { ...current.session, idleExpiresAt } });
  }, [api]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    let last = Date.now();
    const onActivity = () => {
      if (Date.now() - last < ACTIVITY_EXTENDS_EVERY_MS) return;
      last = Date.now();
      extend().catch(() => undefined);
    };
    window.addEventListener('keydown', onActivity);
    window.addEventListener('pointerdown', onActivity);
    return () => {
      clearInterval(timer);
      window.removeEventListener('keydown', onActivity);
      window.removeEventListener('pointerdown', onActivity);
    };
  }, [extend]);

  const remaining = idleAt - now;
  useEffect(() => {
    if (remaining > 0) return;
    staffSession.clear();
    snackbar.show({
      message: message('session.ended', { reason: message('session.error.expired') }),
      tone: 'error',
      sticky: true,
    });
  }, [remaining]);

  if (Number.isNaN(idleAt) || remaining > IDLE_WARNING_MS || remaining <= 0) return null;
  return (
    <Dialog isOpen title={message('staff.idle.title')} isDismissable={false} hideCloseButton>
      <Stack gap="medium">
        <Text>{message('staff.idle.body', { seconds: Math.ceil(remaining / 1000) })}</Text>
        <Inline gap="small" align="end">
          <Button autoFocus onPress={() => extend().catch(() => undefined)}>
            {message('staff.idle.extend')}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
