import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A PDF read as a reader would read it (pdf.js, through unpdf): its page count and its text, each
 * run of white space one space. Throws when the bytes are not a PDF. The server's tests and the
 * e2e journeys open what they download with it.
 */
export async function pdfTextOf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const head = new TextDecoder().decode(bytes.subarray(0, 5));
  if (head !== '%PDF-') throw new Error(`Not a PDF: it starts with ${JSON.stringify(head)}, not "%PDF-"`);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}
