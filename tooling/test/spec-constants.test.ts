// The spec's numbers that the screens draw with (doc 1 §2 and §9, doc 2 §9) are design tokens,
// defined once in @sfi/ui and read by every style; @sfi/domain no longer repeats them. One row per
// number the spec gives, its words beside it, so a token that drifts from the spec fails here.
import { describe, expect, it } from 'vitest';
import { SNACKBAR_AUTO_HIDE_MS } from '../../packages/domain/src/constants.ts';
import { DEFAULT_SNACKBAR_DURATION_MS } from '../../packages/ui/src/components/Snackbar/snackbar.ts';
import { breakpoints, duration, headerHeight, mediaQueries } from '../../packages/ui/src/theme/tokens.ts';

describe('the design tokens say what the spec says', () => {
  it.each<[spec: string, token: number, value: number]>([
    ['doc 2: 600 px is the mobile limit', breakpoints.shellMobileMax, 600],
    ['doc 1 §2: the mobile range is roughly 681 …', breakpoints.drawerMin, 681],
    ['doc 1 §2: … to 1024 px', breakpoints.drawerMax, 1024],
    ['doc 1 §9: the shell uses 80 px …', headerHeight.regular, 80],
    ['doc 1 §9: … (60 px at 1000 px and below)', headerHeight.compact, 60],
    ['doc 1 §9: … at 1000 px and below', breakpoints.headerCompactMax, 1000],
    ['doc 1 §9: fade transition default: 150 ms', duration.fade, 150],
    ['doc 2 §9: hover and slide-in transition 150 ms (hover)', duration.hover, 150],
    ['doc 2 §9: hover and slide-in transition 150 ms (slide-in)', duration.slideIn, 150],
    ['doc 2 §9: drawer transition 500 ms', duration.drawer, 500],
  ])('%s', (_, token, value) => {
    expect(token).toBe(value);
  });

  it('has no duration or breakpoint the spec does not name', () => {
    expect(Object.keys(duration).sort()).toEqual(['drawer', 'fade', 'hover', 'slideIn']);
    expect(Object.values(breakpoints).sort()).toEqual([1000, 1024, 600, 681]);
  });

  it.each<[query: keyof typeof mediaQueries, within: number[], outside: number[]]>([
    ['shellMobile', [390, 600], [601, 1280]],
    ['headerCompact', [390, 1000], [1001, 1280]],
    ['headerDrawer', [681, 800, 1024], [680, 1025]],
    ['belowDesktop', [390, 1024], [1025]],
    ['desktop', [1025, 1280], [1024]],
  ])('the %s media query holds the widths the spec puts in it', (query, within, outside) => {
    const matches = (width: number) =>
      [...mediaQueries[query].matchAll(/\((min|max)-width: (\d+)px\)/g)].every(([, kind, px]) =>
        kind === 'min' ? width >= Number(px) : width <= Number(px),
      );
    expect(within.filter((width) => !matches(width))).toEqual([]);
    expect(outside.filter(matches)).toEqual([]);
  });

  it('the snackbar hides itself after the spec’s 5000 ms (doc 2 §9)', () => {
    expect(DEFAULT_SNACKBAR_DURATION_MS).toBe(SNACKBAR_AUTO_HIDE_MS);
  });
});
