import { z } from 'zod';

import { INSURANCE_AGENCY_COUNT } from '../constants.ts';

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
