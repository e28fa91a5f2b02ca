import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { storyWords } from '../../storybook/words.ts';
import { Select, SelectItem } from './Select.tsx';

interface Province {
  id: string;
  name: string;
}

type Context = { loaded: Record<string, unknown> };

/** Ten provinces, named by the catalogue in the story's language. */
const provinces = (context: Context): Province[] =>
  ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK'].map((id) => ({
    id,
    name: storyWords(context).say(`province.${id}`),
  }));

const renderProvince = (item: object) => {
  const { id, name } = item as Province;
  return <SelectItem id={id}>{name}</SelectItem>;
};

const meta = {
  title: 'Components/Select',
  component: Select,
  subcomponents: { SelectItem } as never,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Choose one option from a list that opens in a popover. Space, Enter or the arrow keys open it; typing jumps to an option; with a `name` it submits with the form. ' +
          'Use it for 5 to about 15 known options. Do not use it for 2–4 options that fit on screen (RadioGroup), for long lists people search (ComboBox) or for actions (Menu).',
      },
    },
  },
  args: {
    label: 'Province',
    name: 'province',
    placeholder: 'Choose a province',
    children: renderProvince,
    onSelectionChange: fn(),
  },
  render: (args, context) => <Select items={provinces(context)} {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Province/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('o');
    await expect(within(list).getByRole('option', { name: 'Ontario' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ON');
    await expect(button).toHaveTextContent('Ontario');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Playground: Story = { args: { description: 'Where the lessee lives.', isRequired: true } };

export const Selected: Story = { args: { defaultSelectedKey: 'BC' } };

export const Open: Story = {
  parameters: { visual: { target: 'page' } },
  args: { defaultOpen: true, defaultSelectedKey: 'ON' },
  play: async () => {
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Ontario' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Invalid: Story = {
  name: 'Error',
  render: (args, context) => (
    <Form>
      <Select items={provinces(context)} {...args} isRequired errorMessage="Choose the lessee’s province." />
      <div>
        <Button type="submit">{storyWords(context).say('action.save')}</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyWords({ loaded }).say('action.save') }));
    await expect(await canvas.findByText('Choose the lessee’s province.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'QC' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Province/ })).toBeDisabled();
  },
};

export const StaticItems: Story = {
  name: 'Static options',
  args: { name: 'owner', placeholder: 'Any owner' },
  render: (args, context) => (
    <Select {...args} label={storyWords(context).say('quotes.filter.owner.label')}>
      <SelectItem id="ANY">Any</SelectItem>
      <SelectItem id="SFI">SFI</SelectItem>
      <SelectItem id="NON_SFI">Not SFI</SelectItem>
    </Select>
  ),
};
