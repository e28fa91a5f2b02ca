export {
  DateTimeSchema,
  EmailSchema,
  FileNoBodySchema,
  IdSchema,
  MAX_DETAIL_DEPTH,
  PhoneSchema,
  ProvinceSchema,
  provinceCodes,
  provinceLabel,
  type FileNoBody,
  type ProvinceCode,
} from './common.ts';
export * from './chat.ts';
export * from './lease-file.ts';
export * from './file-dealer.ts';
export * from './lease-takeover.ts';
export * from './users.ts';
export * from './gps.ts';
export * from './insurance.ts';
export * from './session.ts';
export * from './versions.ts';
