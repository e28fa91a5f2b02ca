import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { InfoIcon } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const placements = ['top', 'bottom', 'start', 'end'] as const;

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A few words about the element under the pointer or with keyboard focus, shown after a short delay (at once on focus) and linked with `aria-describedby`. ' +
          'Use it to add a hint to an icon button or a truncated value. Do not put essential information or interactive content in it (touch users cannot hover: use a Popover), ' +
          'and do not use it as the only name of a control (give the control a label).',
      },
    },
  },
  argTypes: { placement: { control: 'select', options: placements } },
  args: { children: 'Rates are reviewed every Monday' },
  render: (args) => (
    <TooltipTrigger>
      <IconButton label="About rates">
        <InfoIcon />
      </IconButton>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'About rates' });
    // Keyboard focus shows it at once, and it describes the button.
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Rates are reviewed every Monday');
    await expect(button).toHaveAccessibleDescription('Rates are reviewed every Monday');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { placement: 'end' } };

export const Open: Story = {
  parameters: { visual: { target: 'page' } },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <IconButton label="About rates">
        <InfoIcon />
      </IconButton>
      <Tooltip {...args} placement="bottom" />
    </TooltipTrigger>
  ),
};

export const LongText: Story = {
  name: 'Long text wraps',
  args: {
    children:
      'Rates are reviewed every Monday at 6 a.m. Eastern and apply to quotes created after that time.',
  },
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};
