import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { storyWords } from '../../storybook/words.ts';
import { Radio, RadioGroup } from './RadioGroup.tsx';

type Context = { loaded: Record<string, unknown> };

/** The group's words in the story's language. */
const words = (context: Context) => {
  const { say } = storyWords(context);
  return {
    citizenship: say('leaseFile.field.isCanadianCitizen'),
    canadian: say('leaseFile.option.canadian'),
    nonCanadian: say('leaseFile.option.nonCanadian'),
    save: say('action.save'),
  };
};

/** A client's citizenship, as the lease file asks it, in the story's language. */
const options = (context: Context) => [
  <Radio key="ca" value="canadian">
    {words(context).canadian}
  </Radio>,
  <Radio key="non" value="non-canadian">
    {words(context).nonCanadian}
  </Radio>,
];

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
  args: { name: 'citizenship', onChange: fn() },
  render: (args, context) => (
    <RadioGroup label={words(context).citizenship} {...args}>
      {options(context)}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { citizenship, canadian, nonCanadian } = words({ loaded });
    await expect(canvas.getByRole('radiogroup', { name: citizenship })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: canadian })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: nonCanadian })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('non-canadian');
  },
};

export const Playground: Story = {
  args: { orientation: 'horizontal', defaultValue: 'canadian', description: 'As shown on the client’s ID.' },
};

export const Invalid: Story = {
  name: 'Error',
  render: (args, context) => (
    <Form>
      <RadioGroup
        label={words(context).citizenship}
        {...args}
        isRequired
        errorMessage="Choose the client’s citizenship."
      >
        {options(context)}
      </RadioGroup>
      <div>
        <Button type="submit">{words(context).save}</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words({ loaded }).save }));
    await expect(await canvas.findByText('Choose the client’s citizenship.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'canadian' },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: words({ loaded }).nonCanadian }),
    ).toBeDisabled();
  },
};
