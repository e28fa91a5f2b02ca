import { ApiError } from '@sfi/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dealerAdminMessage, message, type AdminChatRoom, type RoomStaff } from '@sfi/domain';
import { RoomStaffCard } from './RoomStaffCard.tsx';

const idle = { status: 'idle' } as const;
const room = (id: string, dealerName: string, fileNo: string | null): AdminChatRoom => ({
  id,
  dealerId: `dealer-${dealerName}`,
  dealerName,
  dealerNo: 'D-1001',
  fileNo,
  createdAt: '2026-03-02T14:00:00.000Z',
});
const rooms = [
  room('r1', 'Maple Leaf Motors', null),
  room('r2', 'Maple Leaf Motors', '1000001'),
  room('r3', 'Prairie Auto Group', '1000042'),
];
const alex: RoomStaff = {
  id: 's1',
  name: 'Alex Martin',
  email: 'alex.martin@sfi.example',
  superAdmin: false,
  rooms: [rooms[1]!],
};

const meta = {
  title: 'Staff/Rooms/RoomStaffCard',
  component: RoomStaffCard,
  tags: ['autodocs'],
  args: { member: alex, rooms, onAssign: fn(), onRemove: fn(), assigning: idle, removing: undefined },
  parameters: {
    docs: {
      description: {
        component:
          'A member of staff and the chat rooms they see, named by dealer and file: Remove on each, and a ' +
          'room to assign. Assigning and removing each keep their own state; a failure says "Update failed".',
      },
    },
  },
} satisfies Meta<typeof RoomStaffCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with one room: another is chosen with the keyboard and assigned. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(dealerAdminMessage('rooms.assign.label')) }),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: dealerAdminMessage('rooms.assign.action') }));
    await expect(args.onAssign).toHaveBeenCalledWith('r1');
  },
};

/** Remove takes a room away. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: dealerAdminMessage('rooms.remove.action', {
          room: dealerAdminMessage('rooms.name.file', { dealer: 'Maple Leaf Motors', fileNo: '1000001' }),
          name: 'Alex Martin',
        }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('r2');
  },
};

/** No rooms yet. */
export const NoRooms: Story = { args: { member: { ...alex, rooms: [] } } };

/** A super admin sees every room anyway. */
export const SuperAdmin: Story = {
  args: {
    member: { ...alex, id: 's2', name: 'Sam Gagnon', email: 'sam.gagnon@sfi.example', superAdmin: true },
  },
};

/** Without an e-mail, the assignment cannot name them. */
export const NoEmail: Story = { args: { member: { ...alex, email: null } } };

/** Assigning: the button waits. */
export const Assigning: Story = { args: { assigning: { status: 'pending' } } };

/** Removing a room: its button waits. */
export const Removing: Story = { args: { removing: { roomId: 'r2', state: { status: 'pending' } } } };

const retryAssign = fn();

/** A failed change: "Update failed", the server's words, and Try again. */
export const Failed: Story = {
  render: (args) => (
    <RoomStaffCard
      {...args}
      assigning={{
        status: 'failed',
        message: dealerAdminMessage('rooms.room.unknown'),
        error: new ApiError(0, 'fetch failed'),
        retry: retryAssign,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('rooms.error.assign'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: message('action.retry') }));
    await expect(retryAssign).toHaveBeenCalled();
  },
};
