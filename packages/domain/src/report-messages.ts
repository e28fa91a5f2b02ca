import { reports } from './catalogue/reports.ts';
import { areaMessages } from './message-format.ts';
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
 * A report's words (`reports.*`), filled in as `message` fills the catalogue's: in the active
 * locale, or in `locale` (the server writes a report in its requester's language).
 *
 * @example reportMessage('reports.pdf.fileNo', { fileNo: '1000001' }, 'fr-CA') // 'Dossier 1000001'
 */
export const reportMessage = /* @__PURE__ */ areaMessages(reports);

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
