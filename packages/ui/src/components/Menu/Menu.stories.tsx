import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { MoreIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu.tsx';
import { storyWords } from '../../storybook/words.ts';

const onAction = fn();

const meta = {
  title: 'Components/Menu',
  component: Menu,
  subcomponents: { MenuTrigger, MenuItem, MenuSection, MenuSeparator } as never,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A list of actions that opens from a button, named by that button: put a `Button` (or `IconButton`) and a `Menu` of `MenuItem`s in a `MenuTrigger`. ' +
          'Arrow keys move, typing jumps to an item, Enter runs it, Escape closes and returns focus. ' +
          'Use it for secondary actions on a row or page (“Rename”, “Duplicate”, “Delete”). Do not use it for navigation between pages (links, AppHeader menus), ' +
          'for choosing a form value (Select) or for a single action (Button).',
      },
    },
  },
  args: { onAction },
  beforeEach: () => {
    onAction.mockClear();
  },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="rename">Rename</MenuItem>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" tone="critical">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction.mock.calls[0]?.[0]).toBe('duplicate');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { placement: 'bottom end' } };

export const Open: Story = {
  parameters: { visual: { target: 'page' } },
  // A revision's next steps, in the story's language.
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <MenuTrigger defaultOpen>
        <IconButton label="More actions" variant="secondary">
          <MoreIcon />
        </IconButton>
        <Menu {...args}>
          <MenuSection title="Revision">
            <MenuItem id="submit">{say('revision.action.submitForReview')}</MenuItem>
            <MenuItem id="revert">{say('revision.action.revertToDraft')}</MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="disabled" isDisabled>
            {say('revision.action.shareToDealer')}
          </MenuItem>
          <MenuItem id="delete" tone="critical">
            {say('quote.revision.delete')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    );
  },
  play: async ({ loaded }) => {
    const menu = await within(document.body).findByRole('menu');
    const share = storyWords({ loaded }).say('revision.action.shareToDealer');
    await expect(within(menu).getByRole('menuitem', { name: share })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Escape: Story = {
  name: 'Escape closes',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    await expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Selectable: Story = {
  name: 'Single selection',
  // The quote list's sort, in the story's language.
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <MenuTrigger>
        <Button variant="secondary">{say('quotes.sort.label')}</Button>
        <Menu {...args} selectionMode="single" defaultSelectedKeys={['updated']}>
          <MenuItem id="updated">{say('quotes.sort.updatedAt')}</MenuItem>
          <MenuItem id="created">{say('quotes.sort.createdAt')}</MenuItem>
          <MenuItem id="dealer">{say('mode.DEALER')}</MenuItem>
        </Menu>
      </MenuTrigger>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const { say } = storyWords({ loaded });
    await userEvent.click(within(canvasElement).getByRole('button', { name: say('quotes.sort.label') }));
    const menu = await within(document.body).findByRole('menu', { name: say('quotes.sort.label') });
    await expect(
      within(menu).getByRole('menuitemradio', { name: say('quotes.sort.updatedAt') }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: say('quotes.sort.label') })).toHaveFocus();
  },
};
