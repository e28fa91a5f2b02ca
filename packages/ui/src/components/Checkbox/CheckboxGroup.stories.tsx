import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { storyWords } from '../../storybook/words.ts';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

type Context = { loaded: Record<string, unknown> };

/** Three document types of a lease file, named by the catalogue in the story's language. */
const documents = (context: Context) =>
  ['DRIVER_LICENSE', 'PASSPORT', 'CREDIT_REPORT'].map((type) => (
    <Checkbox key={type} value={type}>
      {storyWords(context).say(`document.type.${type}`)}
    </Checkbox>
  ));

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Several related checkboxes under one label; the value is the list of checked `value`s. Use it when any number of options may apply (documents received, report templates). ' +
          'Do not use it when exactly one option applies (RadioGroup, Select).',
      },
    },
  },
  args: {
    label: 'Documents received',
    name: 'documents',
    onChange: fn(),
  },
  render: (args, context) => <CheckboxGroup {...args}>{documents(context)}</CheckboxGroup>,
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Documents received' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['DRIVER_LICENSE', 'CREDIT_REPORT']);
  },
};

export const Playground: Story = {
  args: {
    description: 'Tick what the client has sent.',
    orientation: 'horizontal',
    defaultValue: ['PASSPORT'],
  },
};

export const Invalid: Story = {
  name: 'Error',
  render: (args, context) => (
    <Form>
      <CheckboxGroup {...args} isRequired errorMessage="Tick at least one document.">
        {documents(context)}
      </CheckboxGroup>
      <div>
        <Button type="submit">{storyWords(context).say('action.save')}</Button>
      </div>
    </Form>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyWords({ loaded }).say('action.save') }));
    await expect(await canvas.findByText('Tick at least one document.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['PASSPORT'] } };
