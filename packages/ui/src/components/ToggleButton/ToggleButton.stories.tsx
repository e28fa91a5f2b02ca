import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { buttonSizes } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { ToggleButton } from './ToggleButton.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/ToggleButton',
  component: ToggleButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A button that stays on or off, announced as pressed or not. Use it for a view option that applies at once (show archived, flagged only). ' +
          'Do not use it for a setting saved with a form (Switch or Checkbox), or to choose one of several options (RadioGroup, Tabs).',
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: buttonSizes } },
  args: { children: 'Flagged only', onChange: fn() },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Flagged only' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Playground: Story = { args: { size: 'small', defaultSelected: true } };

export const Selected: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Flagged only' })).toBeDisabled();
  },
};

export const Group: Story = {
  name: 'Several side by side',
  // The GPS list's views, in the story's language.
  render: (_, context) => {
    const { say } = storyWords(context);
    return (
      <Inline gap="small">
        <ToggleButton defaultSelected>{say('gps.filter.linked')}</ToggleButton>
        <ToggleButton>{say('gps.detail.flagged')}</ToggleButton>
        <ToggleButton>Test devices</ToggleButton>
      </Inline>
    );
  },
};
