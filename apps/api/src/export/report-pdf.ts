import PDFDocument from 'pdfkit';
import type { ReportDocument } from '@sfi/domain';

/**
 * A filled template of the document pack (`reportDocument` of @sfi/domain) laid out as a PDF with
 * pdfkit: a letter page, the company, the title, then each section's labelled values and
 * paragraphs, in the document's language (its `lang`, for screen readers). The PDF's own fonts (Helvetica) are used, so nothing is read from the machine.
 */

/**
 * The characters the PDF's standard fonts hold (WinAnsi: Latin-1 and a few more). Any other letter
 * is written without its accent (ś → s), any other space as a no-break space, anything else as `?`: the standard fonts would otherwise
 * draw the wrong glyph.
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const inWinAnsi = (character: string) => {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(character);
};

/** Text the standard fonts can draw: their characters as they are, other letters without their accents. */
export function pdfText(text: string): string {
  let written = '';
  for (const character of text) {
    if (inWinAnsi(character)) written += character;
    else if (character === '\n' || character === '\t') written += ' ';
    // A narrow or thin space (French amounts in some locales: 1 234,56 $) stays a space that does not break.
    else if (/\p{Zs}/u.test(character)) written += '\u00a0';
    else {
      const plain = character.normalize('NFD').replace(/\p{M}/gu, '');
      written += [...plain].every(inWinAnsi) && plain !== '' ? plain : '?';
    }
  }
  return written;
}

const MARGIN = 54;

/** The PDF of a filled template, as a stream of its bytes (read it to the end: pdfkit writes as it goes). */
export function reportPdf(document: ReportDocument): PDFKit.PDFDocument {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: pdfText(`${document.title} — ${document.subtitle}`),
      Author: pdfText(document.company),
      Subject: pdfText(document.subtitle),
    },
    displayTitle: true,
    lang: document.locale,
  });
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#4b5563').text(pdfText(document.company));
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text(pdfText(document.title));
  pdf
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#374151')
    .text(pdfText(`${document.subtitle} · ${document.prepared}`));
  pdf.moveDown(1);
  for (const section of document.sections) {
    if (section.heading !== undefined) {
      pdf.font('Helvetica-Bold').fontSize(13).fillColor('#111827').text(pdfText(section.heading));
      pdf
        .moveTo(MARGIN, pdf.y + 2)
        .lineTo(MARGIN + width, pdf.y + 2)
        .lineWidth(0.5)
        .strokeColor('#9ca3af')
        .stroke();
      pdf.moveDown(0.4);
    }
    for (const line of section.lines) {
      if ('paragraph' in line) {
        pdf
          .font('Helvetica')
          .fontSize(10.5)
          .fillColor('#111827')
          .text(pdfText(line.paragraph), { width, align: 'left' });
        pdf.moveDown(0.4);
        continue;
      }
      const y = pdf.y;
      pdf
        .font('Helvetica')
        .fontSize(10.5)
        .fillColor('#4b5563')
        .text(pdfText(line.label), MARGIN, y, { width: width * 0.4 });
      const labelEnd = pdf.y;
      pdf
        .font('Helvetica-Bold')
        .fillColor('#111827')
        .text(pdfText(line.value), MARGIN + width * 0.42, y, { width: width * 0.58 });
      pdf.x = MARGIN;
      pdf.y = Math.max(pdf.y, labelEnd) + 3;
    }
    pdf.moveDown(0.8);
  }
  pdf.end();
  return pdf;
}
