/**
 * A small global reset. The brand theme (`themes/brand.css.ts`) imports it first, so it lands before
 * the theme and every component's CSS, and apps get it with the theme (`UIProvider` applies it)
 * without a separate step.
 */
import { globalStyle } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Leave room for the fixed snackbar region and sticky headers when jumping to an anchor.
  scrollPaddingTop: '4rem',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.body,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('a', { color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
