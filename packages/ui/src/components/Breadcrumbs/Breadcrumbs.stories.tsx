import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The trail from the top of a section down to the current page, which comes last and is marked as current. Use it on pages deeper than two levels (Quotes › Quote 1042 › Revision 3). ' +
          'Do not use it as the main navigation (SideNav, AppHeader) or for steps of a process (Stepper).',
      },
    },
  },
  args: {
    items: [
      { href: '/staff/quotes', label: 'Lease quotes' },
      { href: '/staff/quotes/1042', label: 'Quote 1042' },
      { label: 'Revision 3' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const Playground: Story = { args: { label: 'You are here' } };

export const LongTrail: Story = {
  name: 'Long trail wraps',
  args: {
    items: [
      { href: '/staff', label: 'Staff console' },
      { href: '/staff/files', label: 'Lease files' },
      { href: '/staff/files/SFI-2025-00042', label: 'SFI-2025-00042 — Jane Tremblay' },
      { href: '/staff/files/SFI-2025-00042/documents', label: 'Documents' },
      { label: 'Credit consent application (signed)' },
    ],
  },
};
