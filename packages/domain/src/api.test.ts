import { describe, expect, expectTypeOf, it } from 'vitest';
import * as domain from './index.ts';
import {
  canChangeRevisionState,
  leaseQuoteListQuery,
  nextRevisionSteps,
  quoteStatusLabel,
  requiredDocuments,
  revisionStateLabel,
  type LeaseQuote,
  type RevisionStep,
} from './index.ts';

describe('the public API (issue 3)', () => {
  it.each([
    // Existing exports other teams already use.
    'message',
    'sortMakes',
    'sortMake',
    'nameError',
    'nameKey',
    'compareByName',
    'describeValidationError',
    'appForPath',
    'sameOriginServices',
    // Named by the issue.
    'quoteStatusLabel',
    'revisionStateLabel',
    'visibleListStatuses',
    'nextRevisionSteps',
    'canChangeRevisionState',
    'requiredDocuments',
    'normalizeDocumentType',
    'formatDate',
    'parsePercentage',
    'purposeOptions',
    'leaseQuoteListQuery',
    'withSortDate',
    'mileageUnit',
    'isSessionErrorMessage',
    'fileNumberErrorMessage',
    'isStaffSessionExpired',
    'isTokenExpired',
    'fileTypeIcon',
    'uploadProgress',
    'roundProgress',
    'splitLeaseFile',
    'serializeLeaseFile',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });

  it.each([
    'MakeSchema',
    'NewMakeSchema',
    'MakeUpdateSchema',
    'checkRuntimeConfig',
    'EMPTY_DATE',
    'en',
    'activeLocale',
    'negotiateLocale',
    'loadLocale',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });

  it('exports no React and no network code', () => {
    for (const name of Object.keys(domain)) expect(name).not.toMatch(/^use[A-Z]|fetch|socket/i);
  });
});

describe('types a wrong call must not compile', () => {
  it('narrows statuses, states and modes to the spec’s values', () => {
    // Never called: the compiler checks these lines, `pnpm typecheck` fails if one compiles.
    const revision = { revisionId: 'r', revisionType: 'INITIAL', revisionState: 'DRAFT' } as const;
    const input = { mode: 'SFI', revision, revisions: [], isOwner: true, roles: [] } as const;
    const wrongCalls = () => {
      // @ts-expect-error 'PENDING' is not a quote status
      quoteStatusLabel('PENDING');
      // @ts-expect-error 'SUBMITTED' is a state, not a revision type
      revisionStateLabel('SUBMITTED', 'DRAFT');
      // @ts-expect-error 'CLIENT' is not an app mode
      nextRevisionSteps({ ...input, mode: 'CLIENT' });
      // @ts-expect-error a document state is DRAFT, QUOTE_APPROVED or CREDIT_APPROVED
      requiredDocuments({ state: 'ALL_APPROVED', hasColessee: false, isUsedVehicle: false });
      // @ts-expect-error the owner filter is ANY, SFI, NON_SFI or ALL
      leaseQuoteListQuery({ owner: 'MINE' });
      // @ts-expect-error a request names the state it moves to
      canChangeRevisionState(input, {});
    };
    expect(wrongCalls).toBeTypeOf('function');
  });

  it('infers entity types from their schemas', () => {
    expectTypeOf<LeaseQuote['status']>().toEqualTypeOf<'DRAFT' | 'SUBMITTED' | 'TRANSFERRED' | 'APPROVED'>();
    expectTypeOf(nextRevisionSteps).returns.toEqualTypeOf<RevisionStep[]>();
    expectTypeOf(leaseQuoteListQuery({}).path).toEqualTypeOf<'/lease-quotes' | '/lease-quotes/search'>();
  });
});
