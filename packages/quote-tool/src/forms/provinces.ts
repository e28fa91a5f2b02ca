import { nameCollator, provinceCodes, provinceLabel, type ProvinceCode } from '@sfi/domain';

/** A province or territory as a choice: its code, and its name in the active language. */
export interface ProvinceOption {
  id: ProvinceCode;
  name: string;
}

/**
 * The provinces and territories by name, in the alphabetical order of the language active when
 * asked (not when the module was first loaded, so that a switch of language renames and re-sorts
 * them): Alberta, British Columbia… in English, Alberta, Colombie-Britannique… in French.
 */
export function provincesByName(): ProvinceOption[] {
  const collator = nameCollator();
  return provinceCodes
    .map((code) => ({ id: code, name: provinceLabel(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
