import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { storyWords } from '../../storybook/words.ts';
import { DescriptionList, descriptionListLayouts, type DescriptionListItem } from './DescriptionList.tsx';

interface Context {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/** A quote's figures, termed in the story's language, amounts as it writes them. */
const quoteFigures = (context: Context): DescriptionListItem[] => {
  const { say } = storyWords(context);
  const locale = String(context.globals['locale']);
  const cad = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
  return [
    { term: say('quotes.column.vehicle'), description: 'Toyota Camry SE 2025' },
    { term: say('quote.terms.field.termMonths'), description: new Intl.NumberFormat(locale).format(48) },
    { term: 'Mileage allowance', description: `${new Intl.NumberFormat(locale).format(20000)} km` },
    { term: say('quote.payment.monthlyPayment'), description: cad.format(489) },
    {
      term: say('quotes.filter.status.label'),
      description: <StatusBadge tone="positive">{say('revision.state.QUOTE_APPROVED')}</StatusBadge>,
    },
  ];
};

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
  // The render gives a quote's figures in the story's language, unless the story has its own items.
  args: { items: [] },
  render: (args, context) => (
    <DescriptionList {...args} items={args.items.length > 0 ? args.items : quoteFigures(context)} />
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    // $489.00 in English, 489,00 $ in French.
    const cad = new Intl.NumberFormat(String(globals['locale']), { style: 'currency', currency: 'CAD' });
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent(cad.format(489).replace(/\s/g, ' '));
  },
};

export const Playground: Story = { args: { layout: 'stacked' } };

export const Stacked: Story = { args: { layout: 'stacked' } };

export const LongText: Story = {
  name: 'Long values wrap',
  render: (args, context) => (
    <DescriptionList
      {...args}
      items={[
        {
          term: storyWords(context).say('reports.dateType.insurance-expiry-date'),
          description: new Intl.DateTimeFormat(String(context.globals['locale']), {
            dateStyle: 'long',
          }).format(new Date(2026, 2, 14)),
        },
        {
          term: 'Notes',
          description:
            'The client asked for a 48-month term with 20,000 km per year, trading in a 2019 Civic with 85,000 km; first payment in March.',
        },
      ]}
    />
  ),
};

export const Empty: Story = { render: (args) => <DescriptionList {...args} items={[]} /> };
