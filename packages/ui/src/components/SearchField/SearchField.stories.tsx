import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { storyWords } from '../../storybook/words.ts';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A search input with a clear button: Enter submits, Escape clears. Use it above a list or table to filter or search it. ' +
          'Do not use it to pick one value from a known list (ComboBox) or for general text entry (TextField).',
      },
    },
  },
  args: { placeholder: 'Client, VIN or file number', onSubmit: fn(), onClear: fn() },
  // Labelled with the quote list's "Search quotes", in the story's language, unless the story names it.
  render: (args, context) => <SearchField label={searchQuotes(context)} {...args} />,
} satisfies Meta<typeof SearchField>;

const searchQuotes = (context: { loaded: Record<string, unknown> }) =>
  storyWords(context).say('quotes.search.label');

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: searchQuotes({ loaded }) });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Civic{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Civic');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { description: 'Searches every field of the quote.' } };

export const ClearButton: Story = {
  name: 'Clear button',
  args: { defaultValue: 'Civic' },
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyWords({ loaded }).ui.clearSearch }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const WithoutLabel: Story = {
  name: 'Labelled by aria-label',
  args: { label: undefined, 'aria-label': 'Search makes' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};
