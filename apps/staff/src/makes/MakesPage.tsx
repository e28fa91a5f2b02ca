import { Alert, Button, Card, EmptyState, Heading, LoadingDots, Stack, Text } from '@sfi/ui';
import { message, sortMakes } from '@sfi/domain';
import { useMakes } from '@sfi/api-client/react';
import { AddNameForm } from './AddNameForm.tsx';
import { MakePanel } from './MakePanel.tsx';
import { useMakeActions } from './useMakeActions.ts';
import * as styles from './MakesPage.css.ts';

/** The staff makes screen: every make with its models and trims, sorted by name (spec doc 1 §5). */
export default function MakesPage() {
  const { data, error, isLoading, mutate } = useMakes();
  const actions = useMakeActions();
  const makes = data ? sortMakes(data) : [];

  return (
    <Stack gap="large">
      <title>{`${message('makes.title')} · ${message('nav.staff.label')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{message('makes.title')}</Heading>
        <Text tone="neutral">{message('makes.intro')}</Text>
      </Stack>
      <Card>
        <AddNameForm
          label={message('makes.add.label')}
          actionLabel={message('makes.add.action')}
          level="make"
          siblings={makes}
          onAdd={actions.create}
        />
      </Card>
      {error && !data ? (
        <Alert
          tone="critical"
          title={message('error.ourEnd')}
          action={<Button onPress={() => mutate()}>{message('action.retry')}</Button>}
        />
      ) : isLoading ? (
        <LoadingDots label={message('app.loading')} />
      ) : makes.length === 0 ? (
        <EmptyState title={message('makes.empty.title')} description={message('makes.empty.body')} />
      ) : (
        <Stack gap="small">
          <Text tone="neutral" aria-live="polite">
            {message('makes.count', { count: makes.length })}
          </Text>
          <ul className={styles.makes} aria-label={message('makes.title')}>
            {makes.map((make) => (
              <li key={make.id}>
                <MakePanel make={make} makes={makes} actions={actions} />
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}
