import { message, type LeaseFileChange, type SelectContext } from '@sfi/domain';
import { shownChange } from './draft.ts';
import * as styles from './file.css.ts';

export interface ChangesTableProps {
  /** The table's accessible name. */
  label: string;
  changes: readonly LeaseFileChange[];
  context: SelectContext;
  /** The heading of the first value's column: "Before", "Yours". */
  beforeLabel: string;
  /** The heading of the second value's column: "After", "Theirs". */
  afterLabel: string;
}

/** Each changed field with its two values, as the field's display type shows them. */
export function ChangesTable({ label, changes, context, beforeLabel, afterLabel }: ChangesTableProps) {
  return (
    <table className={styles.changes} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{message('fileTool.change.field')}</th>
          <th scope="col">{beforeLabel}</th>
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {changes
          .map((change) => shownChange(change, context))
          .map((change) => (
            <tr key={change.path}>
              <th scope="row">{change.label}</th>
              <td className={styles.changeValue}>{change.before}</td>
              <td className={styles.changeValue}>{change.after}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
