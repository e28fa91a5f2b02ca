import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio } as never,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Choose exactly one of a few options, all visible at once. Tab enters the group at the selected option; arrow keys move and select. ' +
          'Use it for 2 to about 5 options the user should compare (citizenship, purpose of stay). Do not use it for many options (Select, ComboBox) or for an on/off choice (Checkbox, Switch).',
      },
    },
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  args: {
    label: 'Citizenship',
    name: 'citizenship',
    onChange: fn(),
    children: [
      <Radio key="ca" value="canadian">
        Canadian
      </Radio>,
      <Radio key="non" value="non-canadian">
        Non-Canadian
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Citizenship' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Canadian' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Non-Canadian' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('non-canadian');
  },
};

export const Playground: Story = {
  args: { orientation: 'horizontal', defaultValue: 'canadian', description: 'As shown on the client’s ID.' },
};

export const Invalid: Story = {
  name: 'Error',
  render: (args) => (
    <Form>
      <RadioGroup {...args} isRequired errorMessage="Choose the client’s citizenship." />
      <div>
        <Button type="submit">Save</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose the client’s citizenship.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'canadian' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Non-Canadian' })).toBeDisabled();
  },
};
