import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Banner, bannerTones } from './Banner.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A full-width message across the top of the app, about the app as a whole: a new version, planned maintenance, the investor newsletter. It can carry an action and a close button; the app decides when it goes. ' +
          'Do not use it for a message about one part of a page (Alert), for the result of an action (snackbar) or for marketing content (HeroBanner).',
      },
    },
  },
  argTypes: { tone: { control: 'select', options: bannerTones } },
  args: {
    tone: 'brand',
    title: 'A new version is available.',
    children: 'Reload to get the latest rates and fixes.',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A new version is available.');
  },
};

export const Playground: Story = { args: { tone: 'caution', onDismiss: fn() } };

export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={`Tone ${tone}.`} role="note" />
      ))}
    </Stack>
  ),
};

function Dismissible({ onDismiss }: { onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Banner
      tone="brand"
      title="Subscribe to our investor newsletter"
      action={
        <Button size="small" variant="secondary">
          Subscribe
        </Button>
      }
      onDismiss={() => {
        onDismiss();
        setShown(false);
      }}
    />
  ) : null;
}

export const WithActions: Story = {
  name: 'With an action and a close button',
  render: (args) => <Dismissible onDismiss={args.onDismiss ?? (() => {})} />,
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: storyWords({ loaded }).ui.dismiss })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Critical: Story = {
  args: { tone: 'critical', children: 'Sign in again to keep working.' },
  render: (args, context) => <Banner {...args} title={storyWords(context).say('idp.logout.done')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  name: 'Long text wraps',
  args: {
    tone: 'caution',
    title: 'Planned maintenance.',
    children:
      'The quote tool will be unavailable on Sunday from 1 a.m. to 5 a.m. Eastern while we move to new servers. Quotes saved before then are safe.',
    onDismiss: fn(),
  },
};
