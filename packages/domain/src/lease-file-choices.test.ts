import { describe, expect, it } from 'vitest';
import {
  choiceError,
  choiceLabel,
  choiceOptions,
  leaseFileChoices,
  leaseFileFieldErrors,
  newLeaseFileFields,
  type ChoiceAttribute,
} from './index.ts';

describe('the attributes with a closed set of values', () => {
  // attribute, code, label
  it.each<[ChoiceAttribute, string, string]>([
    ['province', 'AB', 'Alberta'],
    ['province', 'BC', 'British Columbia'],
    ['province', 'MB', 'Manitoba'],
    ['province', 'NB', 'New Brunswick'],
    ['province', 'NL', 'Newfoundland and Labrador'],
    ['province', 'NS', 'Nova Scotia'],
    ['province', 'NT', 'Northwest Territories'],
    ['province', 'NU', 'Nunavut'],
    ['province', 'ON', 'Ontario'],
    ['province', 'PE', 'Prince Edward Island'],
    ['province', 'QC', 'Quebec'],
    ['province', 'SK', 'Saskatchewan'],
    ['province', 'YT', 'Yukon'],
    ['fileType', 'LEASE', 'Lease'],
    ['fileType', 'LEASE_TAKEOVER', 'Lease takeover'],
    ['fileType', 'LOAN', 'Loan'],
    ['vehicleType', 'CAR', 'Car'],
    ['vehicleType', 'TRUCK', 'Truck'],
    ['vehicleType', 'RV', 'RV'],
    ['vehicleType', 'MOTORCYCLE', 'Motorcycle'],
    ['vehicleType', 'EQUIPMENT', 'Equipment'],
    ['customerType', 'INDIVIDUAL', 'Individual'],
    ['customerType', 'BUSINESS', 'Business'],
    ['leaseType', 'WALKAWAY', 'Walkaway'],
    ['leaseType', 'OPEN_END', 'Open-end'],
    ['leaseType', 'CLOSED_END', 'Closed-end'],
    ['terminationType', 'EARLY_BUYOUT', 'Early buyout'],
    ['terminationType', 'TRANSFER', 'Transfer'],
    ['terminationType', 'REPOSSESSION', 'Repossession'],
    ['terminationType', 'WRITE_OFF', 'Write-off'],
    ['nonTranchableType', 'CREDIT', 'Credit'],
    ['nonTranchableType', 'VEHICLE', 'Vehicle'],
    ['nonTranchableType', 'TERM', 'Term'],
  ])('%s %s is offered as "%s" and accepted', (name, code, label) => {
    expect(choiceLabel(name, code)).toBe(label);
    expect(choiceOptions(name)).toContainEqual({ value: code, label });
    expect(choiceError(name, code)).toBeUndefined();
  });

  it('offers every code of a set once, and nothing else', () => {
    for (const [name, codes] of Object.entries(leaseFileChoices))
      expect(choiceOptions(name as ChoiceAttribute).map((option) => option.value)).toEqual(codes);
  });

  // attribute, value, accepted
  it.each<[ChoiceAttribute, unknown, boolean]>([
    ['province', '', true],
    ['province', null, true],
    ['province', 'Québec', false],
    ['province', 'Quebec', false],
    ['province', 'qc', false],
    ['province', ' QC', false],
    ['province', 7, false],
    ['fileType', 'lease', false],
    ['leaseType', 'Walkaway', false],
    ['customerType', 'PERSON', false],
    ['vehicleType', 'OTHER', false],
  ])('%s = %j accepted: %s', (name, value, accepted) => {
    const errors = leaseFileFieldErrors({ ...newLeaseFileFields('F-1'), [name]: value });
    if (accepted) expect(errors).toEqual({});
    else expect(errors[name]).toMatch(/^Choose one of: /);
  });

  it('names a code outside the set as it is stored', () => {
    expect(choiceLabel('province', 'Québec')).toBe('Québec');
  });
});
