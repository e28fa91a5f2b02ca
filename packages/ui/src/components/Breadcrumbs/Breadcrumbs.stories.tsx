import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { storyWords } from '../../storybook/words.ts';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs.tsx';

type Context = { loaded: Record<string, unknown> };

/** A quote's revision, three levels down, in the story's words. */
const revisionTrail = (context: Context): BreadcrumbItem[] => {
  const { say } = storyWords(context);
  return [
    { href: '/staff/quotes', label: say('quotes.title') },
    { href: '/staff/quotes/1042', label: say('quotes.untitled', { id: '1042' }) },
    { label: say('quote.compare.column', { number: 3 }) },
  ];
};

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
  // The render gives a quote's revision trail, in the story's language, unless the story has its own.
  args: { items: [] },
  render: (args, context) => (
    <Breadcrumbs {...args} items={args.items.length > 0 ? args.items : revisionTrail(context)} />
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: storyWords({ loaded }).ui.breadcrumb });
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
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <Breadcrumbs
        {...args}
        items={[
          { href: '/staff', label: say('nav.staff.label') },
          { href: '/staff/files', label: say('fileTool.files.title') },
          { href: '/staff/files/SFI-2025-00042', label: 'SFI-2025-00042 — Jane Tremblay' },
          { href: '/staff/files/SFI-2025-00042/documents', label: 'Documents' },
          { label: 'Credit consent application (signed)' },
        ]}
      />
    );
  },
};
