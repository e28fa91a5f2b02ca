import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AppConfigSchema,
  BankingInfoSchema,
  ChatMessageSchema,
  ChatRoomSchema,
  ClientSessionSchema,
  ClientUserSchema,
  DealerAccountSchema,
  DealerLoginResultSchema,
  DealerSessionSchema,
  DealersTokenSchema,
  DeliveryDateRangeSchema,
  describeValidationError,
  FileDealerSchema,
  fileDealerName,
  FileSearchResponseSchema,
  FileSearchResultSchema,
  GpsListResponseSchema,
  GpsRecordSchema,
  GpsTagSchema,
  initialDealerSessionState,
  LeaseFileSchema,
  LeaseQuoteListResponseSchema,
  LeaseQuoteSchema,
  LeaseTakeoverDetailResponseSchema,
  LeaseTakeoverListResponseSchema,
  LeaseTakeoverSchema,
  memberOfMeAnswer,
  message,
  NewBankingInfoSchema,
  NewLeaseQuoteSchema,
  NewQuoteDealerSchema,
  provinceLabel,
  QuoteDealerSchema,
  RevisionSchema,
  RevisionStatusChangeSchema,
  StaffSessionUserSchema,
  StaffLoginResultSchema,
  StaffSessionSchema,
  StaffUserSchema,
  UploadTokenSchema,
  withLastMessage,
} from '../index.ts';

const at = '2024-01-05T17:30:00.000Z';
const dealer = {
  id: 'd1',
  name: 'Richmond Auto',
  contact: 'Sam Lee',
  email: 'sam@richmond.example',
  phone: '(604) 555-0100',
  province: 'BC',
};
const revision = { revisionId: 'r1', revisionType: 'INITIAL', revisionState: 'DRAFT' };
const takeover = {
  id: 't1',
  createdAt: at,
  permutation: 0,
  vehicleId: 'v1',
  vehicleInformation: { make: 'Honda', year: 2022 },
  leaseSummary: { monthlyPaymentCents: 41250 },
  vehicleOptions: ['Heated seats'],
  published: true,
  images: [{ id: 'p1', key: 'lease-takeovers/t1/p1', alt: 'The front of the car', width: 1440, height: 960 }],
};
const dealerUser = {
  id: 'd1',
  username: 'richmond',
  dealerName: 'Richmond Auto',
  contactName: 'Sam Lee',
  roles: [],
};
const dealerSession = { id: 's1', expiresAt: at, idleExpiresAt: at };
const staffUser = {
  id: 'st1',
  name: 'Maria',
  username: 'maria',
  roles: ['LEASE_QUOTES_ADMIN'],
  permission: [],
};
const staffSession = { id: 's2', expiredAt: at, idleExpiresAt: at };
const member = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  files: { name: 'Ada Lovelace', vehicles: [{ make: 'Honda', model: 'Civic', year: 2022 }] },
  createdAt: at,
};
const gps = {
  id: 'g1',
  gpsNo: 'GPS-100',
  name: 'Unit 100',
  fileNo: 'SF-1',
  locations: [{ address: '1 Main St', coordinates: { lat: 49.16, lng: -123.13 }, createdAt: at }],
  vehicle: { name: 'Civic', make: 'Honda', model: 'Civic', year: 2022, vin: '2HGFC2F59NH000000' },
  lease: { startDate: '2024-01-05', endDate: '2028-01-05' },
  customer: { name: 'Ada', address: '1 Main St', city: 'Richmond', postal: 'V6X 1A1' },
  tags: ['battery'],
  notes: '',
};

// One row per entity of doc 1 §3 and doc 2 §3: a valid example, and one it must refuse.
describe('entity schemas accept the spec’s shapes and refuse broken ones', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    [
      'lease quote',
      LeaseQuoteSchema,
      { id: 'q1', vehicle: { type: 'CAR' }, quoteData: [revision], createdAt: at, status: 'SUBMITTED' },
      { id: 'q1', vehicle: { type: 'CAR' }, createdAt: at, status: 'PENDING' },
    ],
    ['revision', RevisionSchema, revision, { ...revision, revisionState: 'DONE' }],
    ['quote dealer', QuoteDealerSchema, dealer, { ...dealer, province: 'Cascadia' }],
    [
      'dealer account',
      DealerAccountSchema,
      { id: 'a1', dealerName: 'Richmond Auto', user: 'richmond', dealerStepsEnabled: true },
      { id: 'a1', dealerName: ' ', user: 'x', dealerStepsEnabled: true },
    ],
    [
      'dealer login result',
      DealerLoginResultSchema,
      { token: 't', user: dealerUser, session: dealerSession, appConfig: { mode: 'DEALER' } },
      { token: 't', user: { dealerName: 'Richmond Auto' }, session: dealerSession, appConfig: {} },
    ],
    [
      'lease file',
      LeaseFileSchema,
      {
        fileNo: 'SF-1',
        fields: { fileNo: 'SF-1', customer: { name: 'Ada' } },
        revisions: [{ fileNo: 'SF-1', updatedAt: at }],
      },
      { fileNo: 'SF-1', fields: { customer: { name: 'Ada' } } },
    ],
    [
      'file search result',
      FileSearchResultSchema,
      { fileNo: 'SF-1', customerName: 'Ada', isTerminated: false },
      { customerName: 'Ada' },
    ],
    [
      'banking info',
      BankingInfoSchema,
      {
        id: 'b1',
        accountNo: '0012345',
        amount: 1250.5,
        fileNo: 'SF-1',
        institutionNo: '001',
        payeeName: 'Ada',
        transitNo: '00011',
        createdAt: at,
        updatedAt: at,
      },
      {
        id: 'b1',
        accountNo: '12',
        amount: 1250.5,
        fileNo: 'SF-1',
        institutionNo: '1',
        payeeName: 'Ada',
        transitNo: '11',
        createdAt: at,
        updatedAt: at,
      },
    ],
    [
      'file-system dealer',
      FileDealerSchema,
      { id: 'fd1', dealerNo: '77', companyName: 'Richmond Auto' },
      { dealerNo: '77' },
    ],
    ['dealers token', DealersTokenSchema, { token: 'tok', id: 'x' }, { token: '' }],
    [
      'chat room',
      ChatRoomSchema,
      { id: 'c1', readList: ['u1'], createdAt: at },
      { id: 'c1', createdAt: 'yesterday' },
    ],
    [
      'chat message',
      ChatMessageSchema,
      { id: 'm1', contentType: 'IMAGE', content: 'chat/c1/a.png', originalContent: 'chat/c1/a.png' },
      { id: 'm1', contentType: 'STICKER', content: 'x' },
    ],
    [
      'upload token',
      UploadTokenSchema,
      { key: 'chat/c1/a.png', imageId: 'a', policy: 'p' },
      { imageId: 'a' },
    ],
    ['lease takeover', LeaseTakeoverSchema, takeover, { ...takeover, permutation: -1 }],
    [
      'client user',
      ClientUserSchema,
      { id: 'u1', email: 'ada@example.com', files: { name: 'Ada', vehicles: [{ make: 'Honda' }] } },
      { email: 'ada@example.com' },
    ],
    ['staff user', StaffUserSchema, { id: 's1', name: 'Maria' }, { id: 's1' }],
    [
      'GPS record',
      GpsRecordSchema,
      gps,
      { ...gps, locations: [{ coordinates: { lat: 200, lng: 0 }, createdAt: at }] },
    ],
    ['GPS tag', GpsTagSchema, { label: 'Battery', value: 'battery' }, { label: 'Battery' }],
    [
      'dealer session',
      DealerSessionSchema,
      { token: 't', user: dealerUser },
      { token: 't', user: { dealerName: 'Richmond Auto' } },
    ],
    [
      'staff session',
      StaffSessionSchema,
      { token: 't', user: staffUser, session: { ...staffSession, verificationCode: '123456' } },
      { token: 't', user: staffUser, session: staffSession },
    ],
    [
      'client session',
      ClientSessionSchema,
      { idToken: 'i', accessToken: 'a', userType: 'client' },
      { idToken: 'i', accessToken: 'a', userType: 'dealer' },
    ],
  ])('%s', (_, schema, valid, invalid) => {
    expect(schema.safeParse(valid).error).toBeUndefined();
    expect(schema.safeParse(invalid).success).toBe(false);
  });
});

describe('entity defaults and the spec’s notes', () => {
  it('fills a new quote’s defaults', () => {
    const details = { province: 'ON', customer: { lastName: 'Tremblay' } };
    expect(
      NewLeaseQuoteSchema.parse({ ...details, vehicle: { type: 'CAR', vin: ' 2hgfc2f59nh000000' } }),
    ).toEqual({
      ...details,
      vehicle: { type: 'CAR', vin: '2HGFC2F59NH000000' },
      documents: [],
      quoteData: [],
    });
    expect(
      NewLeaseQuoteSchema.safeParse({ ...details, vehicle: { type: 'CAR', vin: '2HGFC2F59NH00000O' } })
        .success,
    ).toBe(false);
  });

  it('reads the app mode as DEALER by default, with the dealer steps off', () => {
    expect(AppConfigSchema.parse({})).toEqual({ mode: 'DEALER', dealerStepsEnabled: false });
  });

  it('defaults a signed-in staff member’s permission list and roles to empty (doc 2 §3)', () => {
    const { id, name, username } = staffUser;
    expect(StaffSessionUserSchema.parse({ id, name, username })).toEqual({
      ...staffUser,
      roles: [],
      permission: [],
    });
  });

  it('sends no field a sign-in answer does not name (the wire contract strips the rest)', () => {
    const answer = { token: 't', user: { ...staffUser, passwordHash: '$argon2id$…', phone: '+1' } };
    expect(
      StaffLoginResultSchema.parse({ ...answer, session: { ...staffSession, verificationCode: '1' } }).user,
    ).toEqual(staffUser);
  });

  it('starts a dealer session checking and signed out (doc 2 §4)', () => {
    expect(initialDealerSessionState).toEqual({ checking: true, signedIn: false, token: null, user: null });
  });

  it('puts the room’s createdAt in place of a missing last message (doc 2 §3)', () => {
    const room = ChatRoomSchema.parse({ id: 'c1', createdAt: at });
    expect(withLastMessage(room).lastMessage).toEqual({ createdAt: at });
  });

  it('reads a file-system dealer’s name from name or companyName (doc 2 §3)', () => {
    expect(fileDealerName({ companyName: 'Richmond Auto' })).toBe('Richmond Auto');
    expect(fileDealerName({ name: 'Vaughan Cars', companyName: 'ignored' })).toBe('Vaughan Cars');
  });

  it('trims and checks a new quote dealer, with the catalogue’s words', () => {
    const result = NewQuoteDealerSchema.safeParse({
      ...dealer,
      id: undefined,
      name: ' ',
      email: 'nope',
      phone: '12',
    });
    expect(describeValidationError(result.error!).fieldErrors).toEqual({
      name: message('validation.required'),
      email: message('validation.email'),
      phone: message('validation.phone'),
    });
    expect(provinceLabel('BC')).toBe('British Columbia');
  });

  it('refuses a banking amount with fractions of a cent', () => {
    const base = {
      accountNo: '1234567',
      fileNo: 'SF-1',
      institutionNo: '001',
      payeeName: 'Ada',
      transitNo: '12345',
    };
    expect(NewBankingInfoSchema.safeParse({ ...base, amount: 10.25 }).success).toBe(true);
    expect(NewBankingInfoSchema.safeParse({ ...base, amount: 10.255 }).success).toBe(false);
    expect(NewBankingInfoSchema.safeParse({ ...base, amount: -1 }).success).toBe(false);
  });

  it('reads the status call’s body', () => {
    expect(RevisionStatusChangeSchema.parse({ status: 'QUOTE_SUBMITTED' })).toEqual({
      status: 'QUOTE_SUBMITTED',
    });
    expect(RevisionStatusChangeSchema.safeParse({ status: 'SHIPPED' }).success).toBe(false);
  });

  it('checks a delivery date range', () => {
    expect(
      DeliveryDateRangeSchema.safeParse({ startDate: '2024-01-01', endDate: '2024-01-31' }).success,
    ).toBe(true);
    expect(
      DeliveryDateRangeSchema.safeParse({ startDate: '2024-02-01', endDate: '2024-01-31' }).success,
    ).toBe(false);
  });
});

describe('answers with more than one shape (doc 2 §3, §7)', () => {
  it.each([
    ['{ me }', { me: member }],
    ['the member', member],
  ])('reads GET /me answering %s as the member', (_, answer) => {
    expect(memberOfMeAnswer(answer)).toEqual(member);
  });

  it.each<[string, z.ZodType, unknown, unknown]>([
    ['file search: a list', FileSearchResponseSchema, [{ fileNo: 'SF-1' }], [{ fileNo: 'SF-1' }]],
    [
      'file search: { files }',
      FileSearchResponseSchema,
      { files: [{ fileNo: 'SF-1' }] },
      [{ fileNo: 'SF-1' }],
    ],
    ['takeover list: a list', LeaseTakeoverListResponseSchema, [takeover], [takeover]],
    [
      'takeover list: { leaseTakeovers }',
      LeaseTakeoverListResponseSchema,
      { leaseTakeovers: [takeover] },
      [takeover],
    ],
    [
      'takeover detail (administration)',
      LeaseTakeoverDetailResponseSchema,
      { leaseTakeovers: takeover },
      takeover,
    ],
    [
      'takeover detail (public API)',
      LeaseTakeoverDetailResponseSchema,
      { leaseTakeover: takeover },
      takeover,
    ],
    ['quote page', LeaseQuoteListResponseSchema, { count: 0, data: [] }, { count: 0, data: [] }],
    ['GPS page', GpsListResponseSchema, { count: 1, data: [gps] }, { count: 1, data: [gps] }],
  ])('%s', (_, schema, answer, parsed) => {
    expect(schema.parse(answer)).toEqual(parsed);
  });
});
