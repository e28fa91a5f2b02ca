import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Alert, alertTones } from './Alert.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An inline message in the flow of the page, with a tone, an icon, an optional title and an optional action. `critical` alerts use `role="alert"` and are announced at once. ' +
          'Use it for a state of the page the user should know about (the list could not load, rates are out of date). ' +
          'Do not use it for confirmations of an action (snackbar), for errors of one field (the field shows them) or for content that is not a message.',
      },
    },
  },
  argTypes: { tone: { control: 'select', options: alertTones } },
  args: { tone: 'brand', children: 'Rates are updated every Monday at 6 a.m. Eastern.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { tone: 'caution', title: 'Rates are out of date' } };

export const Tones: Story = {
  render: (args) => (
    <Stack gap="medium">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`Tone ${tone}`} />
      ))}
    </Stack>
  ),
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'The makes could not be loaded',
    children: 'Check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The makes could not be loaded');
  },
};

export const WithAction: Story = {
  name: 'With an action',
  args: {
    tone: 'critical',
    title: 'The makes could not be loaded',
    children: 'Check your connection and try again.',
  },
  render: (args, context) => {
    const retry = fn();
    return (
      <Alert
        {...args}
        action={
          <Button variant="secondary" size="small" onPress={retry}>
            {storyWords(context).say('action.retry')}
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const alert = within(canvasElement).getByRole('alert');
    const button = within(alert).getByRole('button', { name: storyWords({ loaded }).say('action.retry') });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const NotAnnounced: Story = {
  name: 'Non-critical alerts are not live',
  args: { tone: 'positive', title: 'All makes are published' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
