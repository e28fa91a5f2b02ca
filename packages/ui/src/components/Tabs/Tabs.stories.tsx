import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Text } from '../Text/Text.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

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
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Lease file">
        <Tab id="details">Details</Tab>
        <Tab id="documents">Documents</Tab>
        <Tab id="history">History</Tab>
      </TabList>
      <TabPanel id="details">
        <Text>Toyota Camry 2025 · 48 months · $489 per month.</Text>
      </TabPanel>
      <TabPanel id="documents">
        <Text>Driver’s licence, credit report.</Text>
      </TabPanel>
      <TabPanel id="history">
        <Text>Created March 3; approved March 7.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const documents = canvas.getByRole('tab', { name: 'Documents' });
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('documents');
    await expect(canvas.getByRole('tabpanel', { name: 'Documents' })).toHaveTextContent('Driver’s licence');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultSelectedKey: 'history', orientation: 'vertical' } };

export const Disabled: Story = {
  name: 'A disabled tab',
  args: { disabledKeys: ['documents'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Documents' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Many: Story = {
  name: 'Many tabs scroll',
  render: () => (
    <Tabs>
      <TabList aria-label="Report">
        {['Delivery date', 'Insurance expiry', 'Lease end', 'Month end', 'General', 'Off-road'].map(
          (label) => (
            <Tab key={label} id={label}>
              {label}
            </Tab>
          ),
        )}
      </TabList>
      {['Delivery date', 'Insurance expiry', 'Lease end', 'Month end', 'General', 'Off-road'].map((label) => (
        <TabPanel key={label} id={label}>
          <Text>{label} report.</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
};
