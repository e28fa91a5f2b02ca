import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { DescriptionList, descriptionListLayouts } from './DescriptionList.tsx';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Label–value pairs, as a description list: the details of a quote, a file or a vehicle. `columns` puts labels beside values from tablet width; `stacked` keeps them above. ' +
          'Do not use it for data people compare across records (DataTable) or for editable fields (Form).',
      },
    },
  },
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
  args: {
    items: [
      { term: 'Vehicle', description: 'Toyota Camry SE 2025' },
      { term: 'Term', description: '48 months' },
      { term: 'Mileage allowance', description: '20,000 km per year' },
      { term: 'Monthly payment', description: '$489.00' },
      { term: 'Status', description: <StatusBadge tone="positive">Quote approved</StatusBadge> },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent('$489.00');
  },
};

export const Playground: Story = { args: { layout: 'stacked' } };

export const Stacked: Story = { args: { layout: 'stacked' } };

export const LongText: Story = {
  name: 'Long values wrap',
  args: {
    items: [
      { term: 'Vehicle identification number', description: '2T1BURHE0JC123456' },
      {
        term: 'Notes',
        description:
          'The client asked for a 48-month term with 20,000 km per year, trading in a 2019 Civic with 85,000 km; first payment in March.',
      },
    ],
  },
};

export const Empty: Story = { args: { items: [] } };
