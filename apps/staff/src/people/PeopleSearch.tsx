import { Radio, RadioGroup, SearchField } from '@sfi/ui';
import { peopleMessage } from '@sfi/domain';
import * as styles from './People.css.ts';

/**
 * The search of the clients' and the staff's lists: "Search by" one of the list's ways, then the
 * words, which the page's `useListSearch` keeps in the address.
 */
export function PeopleSearch<Kind extends string>({
  kinds,
  by,
  kindLabel,
  onByChange,
  label,
  description,
  field,
}: {
  kinds: readonly Kind[];
  by: Kind;
  kindLabel: (kind: Kind) => string;
  onByChange: (kind: Kind) => void;
  label: string;
  description: string;
  /** The search field's value and handlers (`useListSearch`'s `searchField`). */
  field: { value: string; onChange(value: string): void; onSubmit(value: string): void; onClear(): void };
}) {
  return (
    <div className={styles.searchGroup}>
      <RadioGroup
        label={peopleMessage('people.search.by')}
        orientation="horizontal"
        value={by}
        onChange={(value) => onByChange(value as Kind)}
      >
        {kinds.map((kind) => (
          <Radio key={kind} value={kind}>
            {kindLabel(kind)}
          </Radio>
        ))}
      </RadioGroup>
      <SearchField className={styles.search} label={label} description={description} {...field} />
    </div>
  );
}
