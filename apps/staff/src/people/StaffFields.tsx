import { Checkbox, CheckboxGroup, TextField } from '@sfi/ui';
import { peopleMessage, staffRoles, type StaffRole } from '@sfi/domain';

/** A staff member's fields as a form holds them. */
export interface StaffValues {
  name: string;
  email: string;
  username: string;
  phone: string;
  roles: StaffRole[];
}

/** The label of a staff role: Admin, Super admin. */
export const roleLabel = (role: string) =>
  (staffRoles as readonly string[]).includes(role)
    ? peopleMessage(`staffAdmin.role.${role as StaffRole}`)
    : role;

export interface StaffFieldsProps {
  values: StaffValues;
  onChange: <Name extends keyof StaffValues>(name: Name, value: StaffValues[Name]) => void;
  /** Whether the user name and roles can change (a super admin's form). */
  canChangeAccess: boolean;
  /** Whether anything can change (a super admin, or the member themself). */
  isReadOnly?: boolean;
  /** The first field takes the focus. */
  autoFocus?: boolean;
  /**
   * Whether the mobile shows: the server gives another member's only to a super admin.
   * @default true
   */
  showPhone?: boolean;
}

/**
 * A staff member's name, e-mail, user name, mobile (in E.164, where the sign-in codes go) and roles
 * (doc 2 §7). The form's `validationErrors` reach each field by its name.
 */
export function StaffFields({
  values,
  onChange,
  canChangeAccess,
  isReadOnly = false,
  autoFocus,
  showPhone = true,
}: StaffFieldsProps) {
  const access = canChangeAccess && !isReadOnly;
  return (
    <>
      <TextField
        name="name"
        label={peopleMessage('people.field.name')}
        value={values.name}
        onChange={(value) => onChange('name', value)}
        autoComplete="off"
        isRequired
        isReadOnly={isReadOnly}
        autoFocus={autoFocus}
      />
      <TextField
        name="email"
        type="email"
        label={peopleMessage('people.field.email')}
        value={values.email}
        onChange={(value) => onChange('email', value)}
        autoComplete="off"
        isRequired
        isReadOnly={isReadOnly}
      />
      <TextField
        name="username"
        label={peopleMessage('staffAdmin.field.username')}
        value={values.username}
        onChange={(value) => onChange('username', value)}
        autoComplete="off"
        isRequired
        isReadOnly={!access}
      />
      {showPhone ? (
        <TextField
          name="phone"
          type="tel"
          label={peopleMessage('staffAdmin.field.phone')}
          description={peopleMessage('staffAdmin.field.phone.description')}
          value={values.phone}
          onChange={(value) => onChange('phone', value)}
          autoComplete="off"
          isRequired
          isReadOnly={isReadOnly}
        />
      ) : null}
      <CheckboxGroup
        name="roles"
        label={peopleMessage('staffAdmin.field.roles')}
        orientation="horizontal"
        value={values.roles}
        onChange={(roles) => onChange('roles', roles as StaffRole[])}
        isRequired
        isReadOnly={!access}
      >
        {staffRoles.map((role) => (
          <Checkbox key={role} value={role}>
            {roleLabel(role)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </>
  );
}
