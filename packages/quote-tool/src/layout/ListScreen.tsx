import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Heading, Inline, LoadingDots, Stack, Text } from '@sfi/ui';
import { message } from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';

export interface ListScreenProps<Item> {
  /** The browser tab's title. */
  documentTitle: string;
  /** The screen's heading. */
  title: string;
  /** A sentence under the heading: what the list is for. */
  intro: string;
  /** The screen's main action, such as an "Add" button. */
  action: ReactNode;
  /** The list as its SWR hook gives it. */
  list: { data?: Item[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The title of the alert when the list could not load; its text is then what went wrong. */
  failureTitle?: string;
  /** What an empty list shows. */
  empty: { title: string; description: string };
  /** How many there are, announced when it changes: "4 quote dealers". */
  count: (count: number) => string;
  /** The items, once loaded and not empty. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A screen that manages a list: its heading, intro and main action, then the list's loading, error
 * (with "Try again"), empty or loaded state, with the count of its items.
 */
export function ListScreen<Item>({
  documentTitle,
  title,
  intro,
  action,
  list: { data, error, isLoading, mutate },
  failureTitle,
  empty,
  count,
  children,
}: ListScreenProps<Item>) {
  return (
    <Stack gap="large">
      <title>{documentTitle}</title>
      <Inline gap="medium" align="spaceBetween" alignY="end">
        <Stack gap="small">
          <Heading level={1}>{title}</Heading>
          <Text tone="neutral">{intro}</Text>
        </Stack>
        {action}
      </Inline>
      {error && !data ? (
        <Alert
          tone="critical"
          title={failureTitle ?? failureMessage(error, 'error.ourEnd')}
          action={<Button onPress={() => mutate()}>{message('action.retry')}</Button>}
        >
          {failureTitle ? failureMessage(error, 'error.ourEnd') : null}
        </Alert>
      ) : isLoading || !data ? (
        <LoadingDots label={message('app.loading')} />
      ) : data.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : (
        <Stack gap="small">
          <Text tone="neutral" aria-live="polite">
            {count(data.length)}
          </Text>
          {children(data)}
        </Stack>
      )}
    </Stack>
  );
}
