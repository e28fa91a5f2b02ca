/** `var(--x)` → `--x`, to set a vanilla-extract variable in an inline style. */
export const cssVarName = (v: string) => v.replace(/^var\((--[^),]+).*\)$/, '$1');
