import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Disclosure } from './Disclosure.tsx';
import { storyWords } from '../../storybook/words.ts';

const onEdit = fn();

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A titled panel the user expands and collapses; actions beside the title stay outside the toggle. ' +
          'Use it to keep long pages scannable (one panel per make, with its models inside). ' +
          'Do not hide content the user needs to finish the task, and do not use it for navigation (links) or for a choice between views (tabs).',
      },
    },
  },
  args: {
    title: 'Toyota',
    children: <Text>Camry, Corolla, RAV4, Tacoma.</Text>,
  },
  beforeEach: () => {
    onEdit.mockClear();
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultExpanded: true, headingLevel: 2 } };

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toyota' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Camry, Corolla, RAV4, Tacoma.')).not.toBeVisible();

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Camry, Corolla, RAV4, Tacoma.')).toBeVisible();

    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Toyota' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const WithActions: Story = {
  name: 'With actions',
  render: (args, context) => (
    <Disclosure
      {...args}
      actions={
        <Button variant="quiet" size="small" onPress={onEdit}>
          {storyWords(context).say('quoteDealers.edit')}
        </Button>
      }
    />
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const edit = storyWords({ loaded }).say('quoteDealers.edit');
    const toggle = canvas.getByRole('button', { name: 'Toyota' });
    // The action is its own button, outside the toggle: pressing it does not expand the panel.
    await userEvent.click(canvas.getByRole('button', { name: edit }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).not.toContainElement(canvas.getByRole('button', { name: edit }));
  },
};

export const WithDescription: Story = {
  name: 'With a description',
  args: { description: '4 models' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The summary is shown, but the toggle's name stays the title alone.
    await expect(canvas.getByText('4 models')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Toyota' })).toBeInTheDocument();
  },
};

export const Several: Story = {
  name: 'A list of panels',
  render: () => (
    <Stack gap="small">
      {['Toyota', 'Honda', 'Hyundai'].map((make) => (
        <Disclosure key={make} title={make}>
          <Text>Models of {make}.</Text>
        </Disclosure>
      ))}
    </Stack>
  ),
};
