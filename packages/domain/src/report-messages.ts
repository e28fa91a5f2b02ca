import { reports } from './catalogue/reports.ts';
import french from './catalogue/fr/reports.ts';
import { defaultLocale, formatMessage, type MessageParams, type Translation } from './message-format.ts';
import {
  reportTemplates,
  type ReportDateType,
  type ReportKind,
  type ReportTemplate,
} from './report-names.ts';

/**
 * The reports' words (`src/catalogue/reports.ts`), kept out of the catalogue `en` that every app's
 * first load carries: they travel with the server and the reports' screens (a lazy route, a dialog
 * loaded when opened), which say them with {@link reportMessage}. The spec's two failure messages
 * are `en`'s (`files.error.reportGeneration`, `files.error.monthEndReport`).
 */

/** A key of the reports' words. */
export type ReportMessageKey = keyof typeof reports;

/** The reports' words, for tooling and tests. */
export { reports as reportMessages };

/**
 * The reports' words in each language. The French travels with the English here: the server writes
 * a report in the language of whoever asks for it, whatever language is active, and the screens
 * that say these words are loaded when first opened.
 */
const reportTables: Readonly<Record<string, Translation<typeof reports>>> = { 'fr-CA': french };

/**
 * A report's words (`reports.*`) in `locale` (English for a locale without a table), filled in as
 * `message` fills the catalogue's.
 *
 * @example reportMessage('reports.pdf.fileNo', { fileNo: '1000001' }, 'fr-CA') // 'Dossier 1000001'
 */
export function reportMessage(
  key: ReportMessageKey,
  params: MessageParams = {},
  locale: string = defaultLocale,
): string {
  return formatMessage((reportTables[locale] ?? reports)[key], params, locale);
}

/** A template's title, as the pack's chooser and the PDF's heading show it. */
export function reportTemplateTitle(template: ReportTemplate, locale?: string): string {
  return reportMessage(`reports.template.${template}`, {}, locale);
}

/** One template as `GET /reports/templates` lists it. */
export interface ReportTemplateInfo {
  name: ReportTemplate;
  title: string;
}

/** Every template with its title. */
export function reportTemplateList(locale?: string): ReportTemplateInfo[] {
  return reportTemplates.map((name) => ({ name, title: reportTemplateTitle(name, locale) }));
}

/** A date type's label ("Insurance expiry date"). */
export function reportDateTypeLabel(type: ReportDateType, locale?: string): string {
  return reportMessage(`reports.dateType.${type}`, {}, locale);
}

/** A report's name on the screen. */
export const reportKindLabel = (kind: ReportKind, locale?: string) =>
  reportMessage(`reports.kind.${kind}`, {}, locale);
