/**
 * A field's error as the field's props: shown, and the field marked invalid, for as long as the
 * form has it. (A form's `validationErrors` are the server's, hidden once the user edits the field;
 * an editor that checks as the user types and saves by itself shows its errors this way.)
 */
export function errorProps(text: string | undefined): { isInvalid?: true; errorMessage?: string } {
  return text ? { isInvalid: true, errorMessage: text } : {};
}
