import type { ReactNode } from 'react';
import { DataTable, EmptyState, Link, useElementWidth, type DataTableColumn } from '@sfi/ui';
import { message, peopleMessage, type StaffMember } from '@sfi/domain';
import { roleLabel } from './StaffFields.tsx';
import * as listPage from '../lists/ListPage.css.ts';

const ROW_HEIGHT = 52;
/** Below this width the table's columns do not fit (in French too): the staff show as cards. */
const TABLE_MIN_WIDTH = 830;

/** Where a staff member's detail is. */
export const staffMemberPath = (id: string) => `/staff/staff/${encodeURIComponent(id)}`;

const rolesOf = (member: StaffMember) => member.roles.map(roleLabel).join(', ');

export interface StaffTableProps {
  /** The staff, sorted by name. */
  staff: readonly StaffMember[];
  /** The signed-in member's id, marked "You". */
  viewerId?: string | undefined;
  onOpen: (member: StaffMember) => void;
  isLoading?: boolean;
}

/**
 * Staff (doc 2 §3): name, user name, e-mail and roles, sorted by name. A virtualized table on wide
 * screens, cards on narrow ones; "No staffs found" when there are none (doc 2 §8).
 */
export function StaffTable({ staff, viewerId, onOpen, isLoading = false }: StaffTableProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const narrow = width !== undefined && width < TABLE_MIN_WIDTH;
  const open = (member: StaffMember) => (
    <Link
      href={staffMemberPath(member.id)}
      aria-label={peopleMessage('staffAdmin.open', { name: member.name })}
    >
      <span className={listPage.truncated}>
        {member.id === viewerId ? `${member.name} (${peopleMessage('staffAdmin.you')})` : member.name}
      </span>
    </Link>
  );

  return (
    <div ref={ref}>
      {width === undefined ? null : staff.length === 0 ? (
        <EmptyState title={message('staff.error.noneFound')} />
      ) : narrow ? (
        <ul
          className={listPage.cards}
          aria-label={peopleMessage('staffAdmin.list.label')}
          aria-busy={isLoading || undefined}
        >
          {staff.map((member) => (
            <li key={member.id} className={listPage.card}>
              <strong>{open(member)}</strong>
              <span>{member.email ?? peopleMessage('staffAdmin.noEmail')}</span>
              <span className={listPage.cardDetail}>
                {peopleMessage('people.card.detail', {
                  label: peopleMessage('staffAdmin.column.username'),
                  value: member.username,
                })}
              </span>
              <span className={listPage.cardDetail}>
                {peopleMessage('people.card.detail', {
                  label: peopleMessage('staffAdmin.column.roles'),
                  value: rolesOf(member),
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          aria-label={peopleMessage('staffAdmin.list.label')}
          columns={columns(open)}
          rows={staff}
          rowHeight={ROW_HEIGHT}
          height={`min(${(staff.length + 1) * ROW_HEIGHT + 2}px, 70vh)`}
          isLoading={isLoading}
          loadingLabel={peopleMessage('people.loading')}
          onRowAction={(key) => {
            const member = staff.find((each) => each.id === key);
            if (member) onOpen(member);
          }}
        />
      )}
    </div>
  );
}

function columns(open: (member: StaffMember) => ReactNode): DataTableColumn<StaffMember>[] {
  return [
    {
      id: 'name',
      header: peopleMessage('people.column.name'),
      isRowHeader: true,
      width: '1.2fr',
      minWidth: 160,
      cell: open,
    },
    {
      id: 'username',
      header: peopleMessage('staffAdmin.column.username'),
      // Room for the French header too, « Nom d'utilisateur »; the roles' column for « Administrateur, Superadministrateur ».
      width: 180,
      cell: (member) => member.username,
    },
    {
      id: 'email',
      header: peopleMessage('people.column.email'),
      width: '1.2fr',
      minWidth: 160,
      cell: (member) => <span className={listPage.truncated}>{member.email ?? ''}</span>,
    },
    { id: 'roles', header: peopleMessage('staffAdmin.column.roles'), width: 310, cell: rolesOf },
  ];
}
