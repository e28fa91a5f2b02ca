import { ServiceRequestSchema, type ServiceRequest } from '@sfi/domain';

/**
 * What is wrong with a request, by field, in the catalogue's words (the first issue of each field),
 * as the server's own schema says it; nothing when it can be sent.
 */
export function fieldErrorsOf(request: ServiceRequest): Record<string, string> | undefined {
  const checked = ServiceRequestSchema.safeParse(request);
  if (checked.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
