import { z } from 'zod';

/** How many insurance agencies a file's insurance referral can name (doc 2 §3). */
export const INSURANCE_AGENCY_COUNT = 5;

/**
 * The names of the five insurance agencies a file's `insuranceReferralCompany` chooses from. The
 * spec does not show them, so they are configuration (`AppConfig.insuranceAgencies`), not code.
 */
export const InsuranceAgenciesSchema = z
  .array(z.string().trim().min(1))
  .length(INSURANCE_AGENCY_COUNT)
  .refine((names) => new Set(names).size === names.length, { error: 'Each agency is named once.' });
/** The five insurance agencies. */
export type InsuranceAgencies = z.infer<typeof InsuranceAgenciesSchema>;

/**
 * The five agencies of the demo data, offered by the file editor until configuration names the
 * real ones (`AppConfig.insuranceAgencies`).
 */
export const demoInsuranceAgencies = [
  'Maple Shield Insurance Agency',
  'Northstar Brokers',
  'Coastline Insurance Services',
  'Prairie Mutual Agency',
  'Laurentian Assurance Group',
] as const satisfies InsuranceAgencies;
