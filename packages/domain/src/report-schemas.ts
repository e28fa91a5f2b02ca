import { z } from 'zod';
import { FIELD_YEAR_MAX, FIELD_YEAR_MIN } from './constants.ts';
import { calendarDate } from './dates.ts';
import { FileNoSchema } from './lease-file-search.ts';
import { reportMessage } from './report-messages.ts';
import {
  reportDateTypes,
  reportTemplates,
  type ReportDateType,
  type ReportTemplate,
} from './report-names.ts';

/**
 * The wire contracts of the reports' calls (doc 2 §7): what `POST /reports` takes, what
 * `GET /reports/templates` answers, the date type of the maximizer and month-end paths and the
 * days of every report's query, each refused in plain words. Kept apart from the names
 * (`report-names.ts`), the columns (`reports.ts`) and the words (`report-messages.ts`), so that a
 * screen using those builds no schema.
 */

/** One template as `GET /reports/templates` lists it. */
export const ReportTemplateInfoSchema = z.object({ name: z.enum(reportTemplates), title: z.string() });
/** Answer of `GET /reports/templates`. */
export const ReportTemplatesResponseSchema = z.object({ templates: z.array(ReportTemplateInfoSchema) });
/** Answer of `GET /reports/templates`. */
export type ReportTemplatesResponse = z.infer<typeof ReportTemplatesResponseSchema>;

const isTemplate = (name: string): name is ReportTemplate =>
  (reportTemplates as readonly string[]).includes(name);

/** A template's name: one of {@link reportTemplates}, or a 400 naming them. */
export const ReportTemplateSchema = z
  .string({ error: () => reportMessage('reports.template.required') })
  .max(100, {
    error: () => reportMessage('reports.template.unknown', { name: '…', names: reportTemplates.join(', ') }),
  })
  .refine(isTemplate, {
    error: (issue) =>
      reportMessage('reports.template.unknown', {
        name: String(issue.input),
        names: reportTemplates.join(', '),
      }),
  })
  .transform((name) => name as ReportTemplate);

/** Body of `POST /reports`: the file and the templates to fill, each once; the answer is `{fileNo}.zip`. */
export const ReportRequestSchema = z.object({
  fileNo: FileNoSchema,
  templates: z
    .array(ReportTemplateSchema, { error: () => reportMessage('reports.template.required') })
    .min(1, { error: () => reportMessage('reports.template.required') })
    .max(reportTemplates.length, { error: () => reportMessage('reports.template.repeated') })
    .refine((names) => new Set(names).size === names.length, {
      error: () => reportMessage('reports.template.repeated'),
    }),
});
/** Body of `POST /reports`. */
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** Path parameter `{dateType}` of `GET /maximizers/{dateType}` and `GET /month-end-reports/{dateType}`. */
export const ReportDateTypeParamsSchema = z.object({
  dateType: z
    .string()
    .refine((name): name is ReportDateType => (reportDateTypes as readonly string[]).includes(name), {
      error: (issue) =>
        reportMessage('reports.dateType.unknown', {
          name: String(issue.input).slice(0, 100),
          names: reportDateTypes.join(', '),
        }),
    }),
});

/** The names the report queries give their days, and how each is said in a message. */
type RangeField = 'startdate' | 'enddate' | 'startDate' | 'endDate' | 'cutOffDate';
const fieldWords = (field: RangeField) => reportMessage(`reports.range.field.${field}`);

/** A day of a report's range: `YYYY-MM-DD`, a day of the calendar, between the years files hold. */
export function reportDaySchema(field: RangeField) {
  return z
    .string({ error: () => reportMessage('reports.date.required', { field: fieldWords(field) }) })
    .superRefine((text, context) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      const day = match && calendarDate(text);
      if (!match || !day)
        context.addIssue({
          code: 'custom',
          message: reportMessage('reports.date.invalid', { field: fieldWords(field) }),
        });
      else if (day.year < FIELD_YEAR_MIN || day.year > FIELD_YEAR_MAX)
        context.addIssue({
          code: 'custom',
          message: reportMessage('reports.date.years', { min: FIELD_YEAR_MIN, max: FIELD_YEAR_MAX }),
        });
    });
}

/** Two days of a query, the second on or after the first. */
function rangeQuery<Start extends RangeField, End extends RangeField>(start: Start, end: End) {
  return z
    .object({ [start]: reportDaySchema(start), [end]: reportDaySchema(end) } as Record<
      Start | End,
      ReturnType<typeof reportDaySchema>
    >)
    .refine(
      (range) => {
        const days = range as Record<string, string | undefined>;
        // A day that is not one already has its message.
        const both = [days[start], days[end]].every(
          (text) => text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text),
        );
        return !both || days[start]! <= days[end]!;
      },
      {
        path: [end],
        error: () => reportMessage('reports.range.order', { start: fieldWords(start), end: fieldWords(end) }),
      },
    );
}

/** Query of `GET /maximizers/{dateType}` and `GET /month-end-reports/{dateType}` (doc 2 §7: lower-case names). */
export const ReportRangeQuerySchema = rangeQuery('startdate', 'enddate');
/** Query of the maximizer and month-end reports. */
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;
/** Query of `GET /general-reports`: the files delivered from `startDate` to `endDate`, both included. */
export const GeneralReportQuerySchema = rangeQuery('startDate', 'endDate');
/** Query of the general report. */
export type GeneralReportQuery = z.infer<typeof GeneralReportQuerySchema>;
/** Query of `GET /offroad-reports`: the files terminated from `startDate` to `cutOffDate`, both included. */
export const OffroadReportQuerySchema = rangeQuery('startDate', 'cutOffDate');
/** Query of the off-road report. */
export type OffroadReportQuery = z.infer<typeof OffroadReportQuerySchema>;
