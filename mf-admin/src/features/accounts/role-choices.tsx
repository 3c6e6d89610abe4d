import { useId, type Ref } from 'react';
import { useController } from 'react-hook-form';
import {
  ADMIN_ROLES,
  adminRoleDuties,
  adminRoleLabels,
  type AdminRole,
} from '@portal/shared-types/auth/admin-roles';
import styles from '../../components/admin-ui.module.css';

/** The roles as checkboxes, each with its duty in words; the group's error under them. */
export function RoleChoices({
  legend,
  roles,
  onChange,
  choices,
  error,
  firstChoiceRef,
}: {
  legend: string;
  roles: readonly AdminRole[];
  onChange: (roles: AdminRole[]) => void;
  choices: readonly AdminRole[];
  /** what is wrong with the choice, read with every checkbox */
  error?: string | undefined;
  /** where a form puts the focus when the choice is wrong */
  firstChoiceRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (role: AdminRole, on: boolean) =>
    onChange(choices.filter((choice) => (choice === role ? on : roles.includes(choice))));
  return (
    <fieldset className={styles.field}>
      <legend>{legend}</legend>
      {choices.map((role, index) => (
        <div key={role}>
          <input
            type="checkbox"
            id={`${id}-${role}`}
            ref={index === 0 ? firstChoiceRef : undefined}
            checked={roles.includes(role)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-${role}-duty`, error ? errorId : ''].join(' ').trim()}
            onChange={(event) => toggle(role, event.target.checked)}
          />{' '}
          <label htmlFor={`${id}-${role}`}>{adminRoleLabels[role]}</label>
          <div id={`${id}-${role}-duty`} className={styles.muted}>
            {adminRoleDuties[role]}
          </div>
        </div>
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The kit form's `roles` field (its schema's rule and message) as the role checkboxes. */
export function RoleField() {
  const { field, fieldState } = useController<{ roles: AdminRole[] }, 'roles'>({ name: 'roles' });
  return (
    <RoleChoices
      legend="역할"
      roles={field.value}
      onChange={field.onChange}
      choices={ADMIN_ROLES}
      error={fieldState.error?.message}
      firstChoiceRef={field.ref}
    />
  );
}
