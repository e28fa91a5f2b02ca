// js-yaml 4 ships no types; the content build uses only `load`.
declare module 'js-yaml' {
  export function load(source: string): unknown;
}
