import type { z } from 'zod';
import { message } from './messages.ts';

/** A validation failure in plain words: one sentence, plus the message of each field by its path. */
export interface ValidationFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

/** Field paths as the forms name their fields: `models.0.trims.1.name`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Turns a schema's error into a message a person can act on, and the error of each field. */
export function describeValidationError(error: z.ZodError): ValidationFailure {
  // A Map, then own keys: a field named `constructor` or `__proto__` is a field like any other, not
  // a property every object already has (which `??=` would keep) or its prototype.
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const key = fieldPath(issue.path) || '_';
    if (!byField.has(key)) byField.set(key, issue.message);
  }
  const fieldErrors: Record<string, string> = Object.fromEntries(byField);
  const details = error.issues
    .map((issue) => (issue.path.length ? `${fieldPath(issue.path)}: ${issue.message}` : issue.message))
    .join('; ');
  return { message: message('validation.request.invalid', { details }), fieldErrors };
}

/** What a number field says of what was typed and cannot be taken, and its stepper buttons' names. */
export interface NumberFieldWords {
  notANumber: string;
  atMost: (max: string) => string;
  atLeast: (min: string) => string;
  decrease: string;
  increase: string;
}

/**
 * The catalogue's words for a number field (the `labels` of @sfi/ui's `NumberField`): "Enter a
 * number.", "Enter at most 100.", "Enter 0 or more.", and its − and + buttons.
 */
export function numberFieldWords(locale?: string): NumberFieldWords {
  return {
    notANumber: message('validation.number.notANumber', {}, locale),
    atMost: (max) => message('validation.number.atMost', { max }, locale),
    atLeast: (min) => message('validation.number.atLeast', { min }, locale),
    decrease: message('field.number.decrease', {}, locale),
    increase: message('field.number.increase', {}, locale),
  };
}
