import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Text } from '../Text/Text.tsx';
import { storyWords } from '../../storybook/words.ts';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

interface Context {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/** The tabs' names in the story's language. */
const tabNames = (context: Pick<Context, 'loaded'>) => {
  const { say } = storyWords(context);
  return {
    details: say('quote.details'),
    documents: say('fileTool.tab.documents'),
    history: say('fileTool.tab.history'),
  };
};

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel } as never,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Switches between views of the same thing, one at a time: a lease file’s details, documents and history. Arrow keys move between tabs, Tab goes into the panel. ' +
          'Do not use tabs to go between pages (links, SideNav), for steps done in order (Stepper) or to choose a form value (RadioGroup).',
      },
    },
  },
  args: { onSelectionChange: fn() },
  render: (args, context) => {
    const { say } = storyWords(context);
    const names = tabNames(context);
    const created = new Intl.DateTimeFormat(String(context.globals['locale']), { dateStyle: 'long' }).format(
      new Date(2025, 2, 3),
    );
    return (
      <Tabs {...args}>
        <TabList aria-label={say('fileTool.file.title', { fileNo: '1000412' })}>
          <Tab id="details">{names.details}</Tab>
          <Tab id="documents">{names.documents}</Tab>
          <Tab id="history">{names.history}</Tab>
        </TabList>
        <TabPanel id="details">
          <Text>Toyota Camry 2025 · 48 months · $489 per month.</Text>
        </TabPanel>
        <TabPanel id="documents">
          <Text>Driver’s licence, credit report.</Text>
        </TabPanel>
        <TabPanel id="history">
          <Text>{say('quotes.created', { date: created })}</Text>
        </TabPanel>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const names = tabNames({ loaded });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: names.details })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const documents = canvas.getByRole('tab', { name: names.documents });
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('documents');
    await expect(canvas.getByRole('tabpanel', { name: names.documents })).toHaveTextContent(
      'Driver’s licence',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: names.history })).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultSelectedKey: 'history', orientation: 'vertical' } };

export const Disabled: Story = {
  name: 'A disabled tab',
  args: { disabledKeys: ['documents'] },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: tabNames({ loaded }).documents }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Many: Story = {
  name: 'Many tabs scroll',
  render: (_, context) => {
    const { say } = storyWords(context);
    const reports = [
      'reports.dateType.delivery-date',
      'reports.dateType.insurance-expiry-date',
      'reports.dateType.lease-end-date',
      'reports.sheet.monthEnd',
      'reports.sheet.general',
      'reports.sheet.offroad',
    ].map((key) => ({ key, label: say(key) }));
    return (
      <Tabs>
        <TabList aria-label={say('reports.screen.kind')}>
          {reports.map(({ key, label }) => (
            <Tab key={key} id={key}>
              {label}
            </Tab>
          ))}
        </TabList>
        {reports.map(({ key, label }) => (
          <TabPanel key={key} id={key}>
            <Text>{label}</Text>
          </TabPanel>
        ))}
      </Tabs>
    );
  },
};
