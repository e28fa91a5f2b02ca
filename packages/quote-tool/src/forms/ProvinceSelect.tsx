import { Select, SelectItem } from '@sfi/ui';
import { provinceCodes, provinceLabel, type ProvinceCode } from '@sfi/domain';

/** The provinces and territories by name, in alphabetical order. */
const provinces = provinceCodes
  .map((code) => ({ id: code, name: provinceLabel(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));

export interface ProvinceSelectProps {
  /** The field's name: the form's errors reach it by this name. */
  name: string;
  label: string;
  placeholder?: string;
  isRequired?: boolean;
  /** The chosen province's code, or '' when none is chosen. */
  value: ProvinceCode | (string & {});
  onChange: (code: ProvinceCode) => void;
}

/** Choose a Canadian province or territory by name; its value is the two-letter code. */
export function ProvinceSelect({ value, onChange, ...props }: ProvinceSelectProps) {
  return (
    <Select
      {...props}
      items={provinces}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key as ProvinceCode)}
    >
      {(province) => <SelectItem id={province.id}>{province.name}</SelectItem>}
    </Select>
  );
}
