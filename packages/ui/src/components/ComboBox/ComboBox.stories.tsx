import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ComboBox, ComboBoxItem, SearchComboBox } from './ComboBox.tsx';
import { storyWords } from '../../storybook/words.ts';

const dealers = [
  { id: 'd1', name: 'Maple Leaf Motors' },
  { id: 'd2', name: 'Pacific Auto Group' },
  { id: 'd3', name: 'Prairie Ford' },
  { id: 'd4', name: 'Richmond Honda' },
  { id: 'd5', name: 'Vaughan Toyota' },
  { id: 'd6', name: 'Calgary Kia' },
];
type Dealer = (typeof dealers)[number];

const renderDealer = (item: object) => {
  const { id, name } = item as Dealer;
  return <ComboBoxItem id={id}>{name}</ComboBoxItem>;
};

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  subcomponents: { ComboBoxItem } as never,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A text input with a list of matching options: type to narrow it down, arrow keys to move, Enter to choose. Filters `items` itself, or takes already-filtered `items` for a server search (`onInputChange`). ' +
          'Use it for long lists people know what to look for in (dealers, makes, models). Do not use it for short lists (Select, RadioGroup) or for free search (SearchField).',
      },
    },
  },
  args: {
    name: 'dealer',
    defaultItems: dealers,
    children: renderDealer,
    onSelectionChange: fn(),
  },
  // Labelled with the catalogue's "Dealer", in the story's language, unless the story names it.
  render: (args, context) => <ComboBox label={dealer(context)} {...args} />,
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's label in the story's language. */
const dealer = (context: { loaded: Record<string, unknown> }) => storyWords(context).say('mode.DEALER');

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('combobox', { name: dealer({ loaded }) });
    await userEvent.tab();
    await userEvent.keyboard('pr');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Prairie Ford');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('d3');
  },
};

export const Playground: Story = {
  args: { description: 'The dealership that prepared the quote.', placeholder: 'Type a name' },
};

export const NoMatches: Story = {
  name: 'No matches',
  parameters: { visual: { target: 'page' } },
  args: { allowsEmptyCollection: true },
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: dealer({ loaded }) }));
    await userEvent.keyboard('zzz');
    await expect(await within(document.body).findByText(storyWords({ loaded }).ui.noMatches)).toBeVisible();
  },
};

export const Invalid: Story = {
  name: 'Error',
  args: { isInvalid: true, errorMessage: 'Choose a dealer from the list.' },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: dealer({ loaded }) }),
    ).toHaveAccessibleDescription('Choose a dealer from the list.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'd4' },
  play: async ({ canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('combobox', { name: dealer({ loaded }) });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Richmond Honda');
  },
};

/**
 * A server search: the list answers what was typed, as a server would (the search for a chosen
 * dealer's whole label finds nothing, as a real one may). The choice stays, by pointer or keyboard.
 */
function ServerSearch({ label, onChange }: { label: string; onChange: (dealer: Dealer | null) => void }) {
  const [search, setSearch] = useState('');
  const [dealer, setDealer] = useState<Dealer | null>(null);
  const found = dealers.filter((each) => each.name.toLowerCase().startsWith(search.trim().toLowerCase()));
  return (
    <SearchComboBox
      label={label}
      description="Type the start of a company name."
      items={search.includes('(') ? [] : found}
      value={dealer}
      onChange={(chosen) => {
        setDealer(chosen);
        onChange(chosen);
      }}
      onSearchChange={setSearch}
      itemKey={(each) => each.id}
      itemLabel={(each) => `${each.name} (${each.id.toUpperCase()})`}
      allowsEmptyCollection
    />
  );
}

export const WithServerSearch: Story = {
  name: 'Server search (SearchComboBox)',
  render: (args, context) => (
    <ServerSearch
      label={dealer(context)}
      onChange={args.onSelectionChange as (dealer: Dealer | null) => void}
    />
  ),
  play: async ({ args, canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('combobox', { name: dealer({ loaded }) });
    await userEvent.click(input);
    await userEvent.keyboard('pr');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Prairie Ford (D3)' }));
    await expect(input).toHaveValue('Prairie Ford (D3)');
    await userEvent.tab();
    await expect(input).toHaveValue('Prairie Ford (D3)');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(dealers[2]);

    // Typing over the choice clears it; the keyboard chooses again.
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}ri');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(within(document.body).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Richmond Honda (D4)');
    await userEvent.tab();
    await expect(input).toHaveValue('Richmond Honda (D4)');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(dealers[3]);
  },
};
