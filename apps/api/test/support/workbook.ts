import ExcelJS from 'exceljs';

/**
 * A downloaded workbook read back as a spreadsheet program reads it (exceljs): its first sheet. The
 * server's tests and the e2e journeys open what they download with it.
 */
export async function firstSheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet.');
  return sheet;
}

/** The header row's cells, in order. */
export const headingsOf = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
