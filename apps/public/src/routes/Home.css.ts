import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: '64px 24px',
  minHeight: '100vh',
});
