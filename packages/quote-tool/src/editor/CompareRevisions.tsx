import { useId, useState, type Key } from 'react';
import {
  Badge,
  Heading,
  Select,
  SelectItem,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
  type HeadingLevel,
} from '@sfi/ui';
import {
  message,
  revisionStateLabel,
  revisionTypeLabel,
  type ProvinceCode,
  type Revision,
  revisionNumberOf,
} from '@sfi/domain';
import { differenceGroups, revisionDifferences, type RevisionDifference } from './compare.ts';
import * as styles from './CompareRevisions.css.ts';

export interface CompareRevisionsProps {
  /** The quote's revisions, in the quote's order: "Revision N" is the N-th. */
  revisions: Revision[];
  /**
   * The quote's province. With it, each revision's payment is computed from its terms (as the server
   * does); without it, the payment the revision carries is shown.
   */
  province?: ProvinceCode | null;
  /**
   * The level of the comparison's heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

/** A revision with its number (its own, kept through reorders: `revisionNumberOf`). */
interface Numbered {
  revision: Revision;
  number: number;
}

/** The two revisions compared: the ones chosen, else the last two, never the same one twice. */
function chosenPair(revisions: Revision[], leftId: Key | null, rightId: Key | null): [Numbered, Numbered] {
  const numbered = revisions.map((revision) => ({ revision, number: revisionNumberOf(revisions, revision) }));
  const byId = (id: Key | null) => numbered.find(({ revision }) => revision.revisionId === id);
  const left = byId(leftId) ?? numbered[numbered.length - 2]!;
  const right =
    byId(rightId === left.revision.revisionId ? null : rightId) ??
    numbered.findLast(({ revision }) => revision !== left.revision)!;
  return [left, right];
}

/** "Revision 2: Adjusted — Revised Quote", as the pickers list it. */
function optionName({ revision, number }: Numbered): string {
  return message('quote.compare.option', {
    number,
    type: revisionTypeLabel(revision.revisionType),
    state: revisionStateLabel(revision.revisionType, revision.revisionState),
  });
}

function RevisionPicker({
  label,
  revisions,
  selected,
  other,
  onChange,
}: {
  label: string;
  revisions: Revision[];
  selected: Numbered;
  other: Numbered;
  onChange: (id: Key) => void;
}) {
  const items = revisions.map((revision) => ({
    id: revision.revisionId,
    name: optionName({ revision, number: revisionNumberOf(revisions, revision) }),
  }));
  return (
    <Select
      label={label}
      items={items}
      selectedKey={selected.revision.revisionId}
      // The other side's revision is not offered: a revision compared with itself shows nothing.
      disabledKeys={[other.revision.revisionId]}
      onSelectionChange={(key) => {
        if (key !== null) onChange(key);
      }}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

function ColumnHeader({ revision, number }: Numbered) {
  return (
    <th scope="col" className={styles.column}>
      {message('quote.compare.column', { number })}
      <span className={styles.columnDetail}>
        {message('quote.compare.columnDetail', {
          type: revisionTypeLabel(revision.revisionType),
          state: revisionStateLabel(revision.revisionType, revision.revisionState),
        })}
      </span>
    </th>
  );
}

/**
 * The cells of one revision in one row. A revision without terms has one cell for the whole group,
 * "No terms yet", spanning its rows.
 */
function valueCell(value: string | undefined, hasTerms: boolean, firstOfGroup: boolean, groupSize: number) {
  if (!hasTerms)
    return firstOfGroup ? (
      <td rowSpan={groupSize} className={styles.missing}>
        {message('quote.compare.noTerms')}
      </td>
    ) : null;
  return value === undefined ? (
    <td className={styles.missing}>{message('quote.compare.none')}</td>
  ) : (
    <td className={styles.value}>{value}</td>
  );
}

function DifferenceTable({
  left,
  right,
  rows,
}: {
  left: Numbered;
  right: Numbered;
  rows: RevisionDifference[];
}) {
  const captionId = useId();
  const leftHasTerms = left.revision.terms !== undefined;
  const rightHasTerms = right.revision.terms !== undefined;
  return (
    // A region of its own, focusable, so that a keyboard can scroll the table when it is wider than
    // the screen.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.frame}>
      <table className={styles.table}>
        <caption id={captionId}>
          <VisuallyHidden>
            {message('quote.compare.caption', { left: left.number, right: right.number })}
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <VisuallyHidden>{message('quote.compare.figure')}</VisuallyHidden>
            </th>
            <ColumnHeader {...left} />
            <ColumnHeader {...right} />
          </tr>
        </thead>
        {differenceGroups.map((group) => {
          const groupRows = rows.filter((row) => row.group === group);
          if (groupRows.length === 0) return null;
          return (
            <tbody key={group}>
              <tr>
                <th scope="rowgroup" colSpan={3} className={styles.group}>
                  {message(`quote.compare.group.${group}`)}
                </th>
              </tr>
              {groupRows.map((row, index) => (
                <tr key={row.key} className={row.changed ? styles.changedRow : undefined}>
                  <th scope="row" className={styles.rowHeader}>
                    <span className={styles.rowLabel}>
                      {row.label}
                      {row.changed ? <Badge tone="caution">{message('quote.compare.changed')}</Badge> : null}
                    </span>
                  </th>
                  {valueCell(row.left, leftHasTerms, index === 0, groupRows.length)}
                  {valueCell(row.right, rightHasTerms, index === 0, groupRows.length)}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

/**
 * Two revisions of a quote side by side. The user picks them ("Compare" and "With", the last two at
 * first) and sees each lease term and payment figure of both in a table, the changed rows marked by
 * a "Changed" badge as well as their colour. "Only changed terms" (on at first) hides the rows that
 * are the same. A revision without terms reads "No terms yet"; a quote with fewer than two revisions
 * says there is nothing to compare yet.
 */
export function CompareRevisions({ revisions, province, headingLevel = 2 }: CompareRevisionsProps) {
  const headingId = useId();
  const [leftId, setLeftId] = useState<Key | null>(null);
  const [rightId, setRightId] = useState<Key | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(true);

  const heading = (
    <Heading level={headingLevel} id={headingId}>
      {message('quote.compare.title')}
    </Heading>
  );
  if (revisions.length < 2)
    return (
      <section aria-labelledby={headingId} className={styles.root}>
        <Stack gap="small">
          {heading}
          <Text tone="secondary">{message('quote.compare.needTwo')}</Text>
        </Stack>
      </section>
    );

  const [left, right] = chosenPair(revisions, leftId, rightId);
  const rows = revisionDifferences(left.revision, right.revision, province);
  const changed = rows.filter((row) => row.changed);
  const shown = onlyChanged ? changed : rows;

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <Stack gap="medium">
        {heading}
        <div className={styles.pickers}>
          <RevisionPicker
            label={message('quote.compare.left')}
            revisions={revisions}
            selected={left}
            other={right}
            onChange={(id) => {
              setLeftId(id);
              // Keep the other side where it is, even when it was the default.
              setRightId(right.revision.revisionId);
            }}
          />
          <RevisionPicker
            label={message('quote.compare.right')}
            revisions={revisions}
            selected={right}
            other={left}
            onChange={(id) => {
              setRightId(id);
              setLeftId(left.revision.revisionId);
            }}
          />
        </div>
        {rows.length === 0 ? (
          <Text tone="secondary">{message('quote.compare.neitherHasTerms')}</Text>
        ) : (
          <>
            <div className={styles.toolbar}>
              <Switch isSelected={onlyChanged} onChange={setOnlyChanged}>
                {message('quote.compare.onlyChanged')}
              </Switch>
              <Text as="span" size="small" tone="secondary">
                {message('quote.compare.changedCount', { count: changed.length })}
              </Text>
            </div>
            {shown.length === 0 ? (
              <Text tone="secondary">{message('quote.compare.same')}</Text>
            ) : (
              <DifferenceTable left={left} right={right} rows={shown} />
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
