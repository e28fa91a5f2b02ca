// The spec's numbers that the design system needs are defined in @sfi/domain (doc 1 §9, doc 2 §9);
// @sfi/ui may not import the domain (ARCHITECTURE.md), so its tokens are checked against it here,
// one row per constant.
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  HEADER,
  SNACKBAR_AUTO_HIDE_MS,
  TRANSITION_MS,
} from '../../packages/domain/src/constants.ts';
import { DEFAULT_SNACKBAR_DURATION_MS } from '../../packages/ui/src/components/Snackbar/snackbar.ts';
import { breakpoints, duration, headerHeight } from '../../packages/ui/src/theme/tokens.ts';

describe('the design tokens say what the spec says', () => {
  it.each<[constant: string, token: number, spec: number]>([
    ['the shell’s mobile width (doc 2)', breakpoints.shellMobileMax, BREAKPOINTS.mobileMaxWidth],
    ['where the public header’s drawer starts (doc 1 §2)', breakpoints.drawerMin, BREAKPOINTS.drawerMinWidth],
    ['where the public header’s drawer ends (doc 1 §2)', breakpoints.drawerMax, BREAKPOINTS.drawerMaxWidth],
    ['the widest compact header (doc 2 §9)', breakpoints.headerCompactMax, HEADER.shellCompactMaxWidth],
    ['the header’s height (doc 2 §9)', headerHeight.regular, HEADER.shellHeight],
    ['the compact header’s height (doc 2 §9)', headerHeight.compact, HEADER.shellHeightCompact],
    ['the fade (doc 1 §9)', duration.fade, TRANSITION_MS.fade],
    ['hover (doc 1 §9)', duration.hover, TRANSITION_MS.hover],
    ['the slide-in (doc 1 §9)', duration.slideIn, TRANSITION_MS.slideIn],
    ['the drawer (doc 1 §9)', duration.drawer, TRANSITION_MS.drawer],
    ['the snackbar’s auto-hide (doc 2 §9)', DEFAULT_SNACKBAR_DURATION_MS, SNACKBAR_AUTO_HIDE_MS],
  ])('%s', (_, token, spec) => {
    expect(token).toBe(spec);
  });

  it('has no duration or breakpoint the spec does not name', () => {
    expect(Object.keys(duration).sort()).toEqual(Object.keys(TRANSITION_MS).sort());
    expect(Object.values(breakpoints).sort()).toEqual(
      [...Object.values(BREAKPOINTS), HEADER.shellCompactMaxWidth].sort(),
    );
  });
});
