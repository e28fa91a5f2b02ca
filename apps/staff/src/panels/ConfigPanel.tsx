import { useRuntimeConfig } from '@sfi/app-kit';
import { DescriptionList, Drawer, Stack, Switch, Text } from '@sfi/ui';
import { message, staffPanelMessage } from '@sfi/domain';

export interface ConfigPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Who is signed in. */
  user: { name: string; username: string };
  /** The beta notice shows (doc 2 §4: beta show or hide). */
  betaShown: boolean;
  onBetaShownChange: (shown: boolean) => void;
}

/**
 * The config panel (doc 2 §3: the application state's config-panel open flag): the console's
 * configuration as this browser runs it (who is signed in, the mode, the build the version check
 * compares), and the beta notice's switch.
 */
export function ConfigPanel({ isOpen, onOpenChange, user, betaShown, onBetaShownChange }: ConfigPanelProps) {
  const { buildId } = useRuntimeConfig();
  return (
    <Drawer
      title={staffPanelMessage('panels.config.title')}
      closeLabel={message('action.close')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Stack gap="large">
        <Text>{staffPanelMessage('panels.config.signedInAs', user)}</Text>
        <DescriptionList
          layout="stacked"
          items={[
            {
              term: staffPanelMessage('panels.config.mode'),
              description: staffPanelMessage('panels.config.modeValue'),
            },
            { term: staffPanelMessage('panels.config.version'), description: buildId },
          ]}
        />
        <Stack gap="xsmall">
          <Switch isSelected={betaShown} onChange={onBetaShownChange}>
            {staffPanelMessage('panels.config.beta')}
          </Switch>
          <Text size="small" tone="secondary">
            {staffPanelMessage('panels.config.betaHelp')}
          </Text>
        </Stack>
      </Stack>
    </Drawer>
  );
}
