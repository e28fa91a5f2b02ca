import { z } from 'zod';
import { describeValidationError } from './validation.ts';
import { NewFileDealerSchema, type NewFileDealer } from './entities/file-dealer.ts';
import { message } from './messages.ts';

/**
 * The dealer import of the staff administration (doc 2 §7: "a dealer import action exists"): a CSV
 * or Excel file whose first row names the columns, one dealer a row. Every row is checked with
 * {@link checkFileDealerRow}, the one rule the preview and the import share, and against the other
 * rows and the dealers already there with {@link checkFileDealerImport}.
 */

/** The columns of an import file, in the order the template has them. */
export const fileDealerImportColumns = ['dealerNo', 'email', 'username', 'name', 'password'] as const;
/** A column of an import file. */
export type FileDealerImportColumn = (typeof fileDealerImportColumns)[number];

/**
 * The most dealers one file may hold. Each password is hashed with Argon2id (about 55 ms of one
 * core), so 500 rows take a few seconds: enough for a dealer network, short enough for one request.
 */
export const FILE_DEALER_IMPORT_MAX_ROWS = 500;
/** The largest import file, in bytes: 2 MB holds the 500 rows many times over, with Excel's packaging. */
export const FILE_DEALER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** Header names, folded (see `headerKey`), and the column each stands for. */
const headerAliases: Record<string, FileDealerImportColumn> = {
  dealerno: 'dealerNo',
  dealernumber: 'dealerNo',
  dealer: 'dealerNo',
  email: 'email',
  emailaddress: 'email',
  username: 'username',
  user: 'username',
  login: 'username',
  name: 'name',
  companyname: 'name',
  dealername: 'name',
  company: 'name',
  password: 'password',
};

/** A header with case, spaces, dashes, underscores, dots and `#` left out: `Dealer No.` → `dealerno`. */
function headerKey(header: string): string {
  return header
    .normalize('NFKC')
    .replace(/[\s_.#-]+/g, '')
    .toLowerCase();
}

/**
 * The column a header cell names, whatever its case and spacing (`Dealer No`, `E-mail`,
 * `user_name`, `Company Name`), or `undefined` for a column the import does not read.
 */
export function fileDealerImportColumn(header: string): FileDealerImportColumn | undefined {
  return headerAliases[headerKey(header)];
}

/** Where each column is in a file's header row, or the columns it lacks. */
export function fileDealerImportHeader(
  header: readonly string[],
):
  | { positions: Record<FileDealerImportColumn, number>; missing?: never }
  | { missing: FileDealerImportColumn[] } {
  const positions: Partial<Record<FileDealerImportColumn, number>> = {};
  header.forEach((cell, index) => {
    const column = fileDealerImportColumn(cell);
    if (column !== undefined && positions[column] === undefined) positions[column] = index;
  });
  const missing = fileDealerImportColumns.filter((column) => positions[column] === undefined);
  if (missing.length > 0) return { missing };
  return { positions: positions as Record<FileDealerImportColumn, number> };
}

/** What the file's header row lacks, in plain words. */
export function fileDealerImportColumnsMessage(missing: readonly FileDealerImportColumn[]): string {
  return message('fileDealers.import.file.columns', {
    columns: fileDealerImportColumns.join(', '),
    missing: missing.join(', '),
  });
}

/** A row's cells by column, as the file has them ('' for an empty or missing cell). */
export type FileDealerImportValues = Record<FileDealerImportColumn, string>;

/** The problems of a row, by column. */
export type FileDealerImportErrors = Partial<Record<FileDealerImportColumn, string>>;

/**
 * The rule for one row alone: the dealer it adds (the schema of `POST /dealers`, so an imported
 * dealer is one that could have been typed in), or what is wrong, by column.
 */
export function checkFileDealerRow(
  values: FileDealerImportValues,
): { dealer: NewFileDealer; errors?: never } | { dealer?: never; errors: FileDealerImportErrors } {
  const parsed = NewFileDealerSchema.safeParse(values);
  if (parsed.success) return { dealer: parsed.data };
  const errors: FileDealerImportErrors = {};
  for (const [field, text] of Object.entries(describeValidationError(parsed.error).fieldErrors))
    if ((fileDealerImportColumns as readonly string[]).includes(field))
      errors[field as FileDealerImportColumn] ??= text;
  return { errors };
}

/** A row of an import file as the preview shows it: never its password. */
export interface FileDealerImportRow {
  /** The row's line in the file (the header row is line 1). */
  line: number;
  values: Omit<FileDealerImportValues, 'password'>;
  /** The row's problems, by column; none when it can be imported. */
  errors: FileDealerImportErrors;
}

/** What a row is checked against besides itself. */
export interface FileDealerImportContext {
  /** The key a user name is unique by (the server's: case and width aside). */
  usernameKey: (username: string) => string;
  /** Whether a dealer already signs in with a user name of this key. */
  usernameTaken: (key: string) => boolean;
  /** Whether a dealer already has this dealer number. */
  dealerNoTaken: (dealerNo: string) => boolean;
}

/** The rows of a file, checked: each with its problems, and the dealer it adds when it has none. */
export interface FileDealerImportCheck {
  rows: FileDealerImportRow[];
  /** The dealers of the rows without problems, in the file's order. */
  dealers: NewFileDealer[];
}

/** Lines of the file, listed: `2, 5`. */
const listLines = (lines: readonly number[]) => lines.join(', ');

/**
 * Checks every row of a file: the row rule, then a user name or dealer number that another line
 * of the file also has (every such line is refused: which one was meant is not for the import to
 * guess), then one a dealer already has. A row is imported only without any problem.
 */
export function checkFileDealerImport(
  rows: readonly { line: number; values: FileDealerImportValues }[],
  context: FileDealerImportContext,
): FileDealerImportCheck {
  const checked = rows.map(({ line, values }) => ({ line, values, ...checkFileDealerRow(values) }));
  const linesBy = (key: (row: (typeof checked)[number]) => string | undefined) => {
    const lines = new Map<string, number[]>();
    for (const row of checked) {
      const value = key(row);
      if (value === undefined || value === '') continue;
      lines.set(value, [...(lines.get(value) ?? []), row.line]);
    }
    return lines;
  };
  const usernameOf = (row: (typeof checked)[number]) =>
    context.usernameKey(row.dealer?.username ?? row.values.username);
  const dealerNoOf = (row: (typeof checked)[number]) => row.dealer?.dealerNo ?? row.values.dealerNo.trim();
  const usernameLines = linesBy(usernameOf);
  const dealerNoLines = linesBy(dealerNoOf);

  const result: FileDealerImportCheck = { rows: [], dealers: [] };
  for (const row of checked) {
    const errors: FileDealerImportErrors = { ...row.errors };
    const username = usernameOf(row);
    const dealerNo = dealerNoOf(row);
    const sameUsername = usernameLines.get(username) ?? [];
    const sameDealerNo = dealerNoLines.get(dealerNo) ?? [];
    if (!errors.username && sameUsername.length > 1)
      errors.username = message('fileDealers.import.duplicateUsername', {
        username: row.values.username.trim(),
        lines: listLines(sameUsername),
      });
    else if (!errors.username && username !== '' && context.usernameTaken(username))
      errors.username = message('fileDealers.error.usernameTaken', { username: row.values.username.trim() });
    if (!errors.dealerNo && sameDealerNo.length > 1)
      errors.dealerNo = message('fileDealers.import.duplicateDealerNo', {
        dealerNo,
        lines: listLines(sameDealerNo),
      });
    else if (!errors.dealerNo && dealerNo !== '' && context.dealerNoTaken(dealerNo))
      errors.dealerNo = message('fileDealers.error.dealerNoTaken', { dealerNo });
    const { password: _password, ...shown } = row.values;
    result.rows.push({ line: row.line, values: shown, errors });
    if (row.dealer && Object.keys(errors).length === 0) result.dealers.push(row.dealer);
  }
  return result;
}

const importErrorsSchema = z.partialRecord(z.enum(fileDealerImportColumns), z.string());

/**
 * The answer of `POST /dealers/import/preview`: every row of the file with its values (never the
 * password) and its problems, and how many rows can be imported.
 */
export const FileDealerImportPreviewSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number().int(),
      values: z.object({
        dealerNo: z.string(),
        email: z.string(),
        username: z.string(),
        name: z.string(),
      }),
      errors: importErrorsSchema,
    }),
  ),
  /** Rows without problems: the dealers an import of this file adds. */
  valid: z.number().int(),
  /** Rows with problems: skipped by an import. */
  invalid: z.number().int(),
});
/** The answer of `POST /dealers/import/preview`. */
export type FileDealerImportPreview = z.infer<typeof FileDealerImportPreviewSchema>;

/** The answer of `POST /dealers/import`: the dealers added, and the rows skipped for their problems. */
export const FileDealerImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
});
/** The answer of `POST /dealers/import`. */
export type FileDealerImportResult = z.infer<typeof FileDealerImportResultSchema>;
