import { describe, expect, it } from 'vitest';
import { EMPTY_DATE, leaseFileChanges, newLeaseFileFields } from '@sfi/domain';
import { draftErrors, fileSections, selectContextOf, shownChange, withField } from './draft.ts';

const agencies = ['A One', 'B Two', 'C Three', 'D Four', 'E Five'];

describe('the file editor’s sections', () => {
  // The database keeps a group's fields in no order: they show in the layout's, unknown ones after.
  const shuffled = {
    fileNo: 'F-1',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deliveryDate: EMPTY_DATE,
    extras: { note: 'x' },
    vehicle: { vin: '1', year: 2020, make: 'Honda' },
    lessee: {
      email: 'a@b.ca',
      firstName: 'Ann',
      lastName: 'Lee',
      isCanadianCitizen: true,
      legalStatus: 'Work',
    },
    status: { documentState: 'DRAFT' },
  };
  const sections = fileSections(shuffled, selectContextOf(shuffled, agencies));

  it('puts the file’s own attributes first, every one of the layout, without its bookkeeping or number', () => {
    expect(sections[0]).toMatchObject({ id: 'file', title: 'File' });
    expect(sections[0]!.fields.map((field) => field.label)).toEqual([
      'Name',
      'File Type',
      'Lease Type',
      'Province',
      'Customer Type',
      'Vehicle Type',
      'Delivery Date',
      'Trade-In',
      'Dealer',
      'Two Lessees',
      'Lease-Back',
      'Locked',
      'Original Lease Quote',
      'Securitized',
      'Tranche',
      'Non-Tranchable Type',
      'Non-Tranchable Reason',
      'Terminated',
      'Termination Date',
      'Termination Type',
      'Termination Reason',
      'Termination Comment',
    ]);
  });

  it('offers the closed sets as lists of their labels, storing the codes', () => {
    const file = fileSections({ ...shuffled, province: 'QC' }, selectContextOf(shuffled, agencies))[0]!;
    const province = file.fields.find((field) => field.name === 'province')!;
    expect(province).toMatchObject({ type: 'Select', value: 'QC' });
    expect(province.options).toHaveLength(13);
    expect(province.options).toContainEqual({ value: 'QC', label: 'Quebec' });
    const fileType = file.fields.find((field) => field.name === 'fileType')!;
    expect(fileType.options?.map((option) => option.label)).toEqual(['Lease', 'Lease takeover', 'Loan']);
  });

  it('shows a stored value outside the set as it is, for the check to refuse', () => {
    const draft = { ...shuffled, province: 'Québec' };
    const province = fileSections(draft, selectContextOf(draft, agencies))[0]!.fields.find(
      (field) => field.name === 'province',
    )!;
    expect(province.options?.at(-1)).toEqual({ value: 'Québec', label: 'Québec' });
    expect(draftErrors(draft, agencies)['province']).toMatch(/^Choose one of: Alberta, /);
  });

  it('orders groups and their fields as the layout does, others after', () => {
    expect(sections.map((section) => section.id)).toEqual(['file', 'lessee', 'vehicle', 'status', 'extras']);
    expect(sections[1]!.fields.map((field) => field.name)).toEqual([
      'firstName',
      'lastName',
      'email',
      'isCanadianCitizen',
      'legalStatus',
    ]);
    expect(sections[2]!.fields.map((field) => field.name)).toEqual(['year', 'make', 'vin']);
  });

  it('offers the purposes of stay the citizenship allows, and the document states', () => {
    const legalStatus = sections[1]!.fields.find((field) => field.name === 'legalStatus')!;
    expect(legalStatus.options?.map((option) => option.value)).toEqual(['Student', 'Work', 'Other']);
    const state = sections[3]!.fields[0]!;
    expect(state).toMatchObject({ type: 'Select', label: 'Document state' });
    expect(state.options?.map((option) => option.value)).toEqual([
      'DRAFT',
      'QUOTE_APPROVED',
      'CREDIT_APPROVED',
    ]);
  });
});

describe('withField', () => {
  const file = newLeaseFileFields('F-2');
  it.each([
    ['an attribute', undefined, 'deliveryDate', '2024-05-17T00:00:00.000Z'],
    ['a field of a group', 'lease', 'rate', '5.49'],
    ['a new field of a group', 'lease', 'note', 'kept'],
  ])('changes %s and nothing else', (_, group, name, value) => {
    const changed = withField(file, group, name, value);
    const where = group ? (changed[group] as Record<string, unknown>) : changed;
    expect(where[name]).toBe(value);
    expect(file).toEqual(newLeaseFileFields('F-2'));
    expect(Object.keys(changed)).toEqual(Object.keys(file));
  });

  it('is checked by the domain’s rule, errors by field path', () => {
    expect(draftErrors(withField(file, 'lease', 'rate', '150'), agencies)).toEqual({
      'lease.rate': 'Enter a percentage from 0 to 100.',
    });
    expect(draftErrors(withField(file, 'lease', 'rate', '5.49'), agencies)).toEqual({});
  });
});

describe('a change as the history and the stale-save dialog show it', () => {
  const before = newLeaseFileFields('F-3');
  const shown = (after: Record<string, unknown>) =>
    leaseFileChanges(before, after).map((change) => shownChange(change, { insuranceAgencies: agencies }));

  it('names the document state as the editor does, by its states’ names', () => {
    const after = withField(before, 'status', 'documentState', 'CREDIT_APPROVED');
    expect(shown(after)).toEqual([
      {
        path: 'status.documentState',
        label: 'Status · Document state',
        before: 'Draft',
        after: 'Credit approved',
      },
    ]);
  });

  it('names a province and the other codes by their labels', () => {
    expect(
      shown(withField(withField(before, undefined, 'province', 'QC'), undefined, 'fileType', 'LOAN')),
    ).toEqual([
      { path: 'fileType', label: 'File Type', before: '(empty)', after: 'Loan' },
      { path: 'province', label: 'Province', before: '(empty)', after: 'Quebec' },
    ]);
  });

  it('keeps a state it does not know as it is', () => {
    expect(shown(withField(before, 'status', 'documentState', 'FUNDED'))[0]).toMatchObject({
      after: 'FUNDED',
    });
  });

  it('shows other fields by their display type, an empty value and a missing one in words', () => {
    const after = withField(
      withField(
        withField(before, 'lease', 'rate', '5.49'),
        undefined,
        'deliveryDate',
        '2024-05-17T00:00:00.000Z',
      ),
      'lease',
      'note',
      'kept',
    );
    expect(shown(after)).toEqual([
      { path: 'deliveryDate', label: 'Delivery Date', before: '(empty)', after: 'May 17, 2024' },
      { path: 'lease.rate', label: 'Lease · Rate', before: '(empty)', after: '5.49%' },
      { path: 'lease.note', label: 'Lease · Note', before: '(none)', after: 'kept' },
    ]);
  });
});
