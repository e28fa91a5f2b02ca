import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Popover, PopoverTrigger } from './Popover.tsx';
import { storyWords } from '../../storybook/words.ts';

const placements = ['bottom', 'top', 'start', 'end'] as const;

const meta = {
  title: 'Components/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Non-modal content beside the button that opened it: details, a short explanation, a small set of controls. Put a `Button` and a `Popover` in a `PopoverTrigger`. ' +
          'Focus moves in and returns to the button; Escape or a click outside closes it. ' +
          'Do not use it for a list of actions (Menu), for a one-line hint on hover (Tooltip) or for a task that must be finished (Dialog).',
      },
    },
  },
  argTypes: { placement: { control: 'select', options: placements } },
  args: {
    children: <Text size="small">The value of the vehicle at the end of the lease, set by the lender.</Text>,
  },
  // Titled with the quote's "Residual value", in the story's language, unless the story says otherwise.
  render: (args, context) => (
    <PopoverTrigger>
      <Button variant="secondary">What is a residual?</Button>
      <Popover title={residual(context)} {...args} />
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const residual = (context: { loaded: Record<string, unknown> }) =>
  storyWords(context).say('quote.payment.residualValue');

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is a residual?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: residual({ loaded }) });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { placement: 'end', showArrow: false } };

export const Open: Story = {
  parameters: { visual: { target: 'page' } },
  render: (args, context) => (
    <PopoverTrigger defaultOpen>
      <Button variant="secondary">What is a residual?</Button>
      <Popover title={residual(context)} {...args} />
    </PopoverTrigger>
  ),
  play: async ({ loaded }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: residual({ loaded }) });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const WithoutTitle: Story = {
  name: 'Without a title',
  args: { title: undefined, 'aria-label': 'About residuals' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog', { name: 'About residuals' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
