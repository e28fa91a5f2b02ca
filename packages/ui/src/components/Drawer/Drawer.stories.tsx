import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { Drawer, drawerPlacements } from './Drawer.tsx';
import { keepMotion } from '../../storybook/motion.ts';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A panel that slides in from the side over the page in 500 ms (a fade with reduced motion): navigation on small screens, filters, the details of a row. ' +
          'It is modal: focus stays inside until it closes (close button, Escape, a click on the backdrop), then returns to the button that opened it. ' +
          'Do not use it for a short question (ConfirmDialog) or for content people need beside the page (a side column).',
      },
    },
  },
  argTypes: { placement: { control: 'inline-radio', options: drawerPlacements } },
  args: { placement: 'end' },
  // The quote list's filters, in the story's language, unless the story titles the drawer.
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <DialogTrigger>
        <Button variant="secondary">Show filters</Button>
        <Drawer {...args} title={args.title ?? filters(context)}>
          <Select label={say('quotes.filter.status.label')} defaultSelectedKey="ALL">
            <SelectItem id="ALL">All</SelectItem>
            <SelectItem id="DRAFT">{say('revision.state.DRAFT')}</SelectItem>
            <SelectItem id="APPROVED">{say('revision.state.APPROVED')}</SelectItem>
          </Select>
          <Switch>Only my quotes</Switch>
        </Drawer>
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
// The title comes from the render, not from the args.
type Story = StoryObj<typeof Drawer>;

const filters = (context: { loaded: Record<string, unknown> }) =>
  storyWords(context).say('quotes.filters.label');

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Show filters' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: filters({ loaded }) });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Focus stays inside.
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { placement: 'start' },
  render: (args, context) => (
    <DialogTrigger>
      <Button variant="secondary">Show filters</Button>
      <Drawer {...args} title={storyWords(context).ui.menu}>
        <Switch>Only my quotes</Switch>
      </Drawer>
    </DialogTrigger>
  ),
};

export const Open: Story = {
  parameters: { visual: { target: 'page' } },
  args: { defaultOpen: true },
  render: (args, context) => (
    <Drawer {...args} title={args.title ?? filters(context)}>
      <Switch>Only my quotes</Switch>
    </Drawer>
  ),
  play: async ({ loaded }) => {
    const drawer = await within(document.body).findByRole('dialog', { name: filters({ loaded }) });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};

export const SlideDuration: Story = {
  name: 'Slides in 500 ms',
  beforeEach: keepMotion,
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show filters' }));
    const drawer = await within(document.body).findByRole('dialog', { name: filters({ loaded }) });
    const panel = drawer.parentElement!;
    const style = getComputedStyle(panel);
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(style.animationName).not.toBe('none');
    } else {
      await expect(style.animationDuration).toBe('0.5s');
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};
