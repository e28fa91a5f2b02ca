import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: '64px 24px',
  minHeight: '100vh',
});

/** Holds the newsletter signup's place while its code loads, so the page does not move when it shows. */
export const newsletterSlot = style({ minHeight: 220, marginTop: vars.space.xxlarge });
