/*
 * Trimming text that people (a request's path, a form field) and settings send, in one pass.
 * Patterns such as `/\/+$/` or `/\s*%$/` look simple, but a regular expression engine retries them
 * from every position of a long run that does not end the text (`////…/x`, `   …   x`): the time
 * grows with the square of the length, and 16 kB of a request path held the event loop for most of
 * a second (issue 26). These read each character at most twice, whatever the text.
 */

/** The text without the run of `character` that ends it. @example withoutTrailing('/a//', '/') // '/a' */
export function withoutTrailing(text: string, character: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === character) end -= 1;
  return text.slice(0, end);
}

/**
 * A number's text without the percent sign that ends it and the spaces before the sign, as people
 * type a rate. @example withoutPercentSign('4.99 %') // '4.99'
 */
export function withoutPercentSign(text: string): string {
  return text.endsWith('%') ? text.slice(0, -1).trimEnd() : text;
}
