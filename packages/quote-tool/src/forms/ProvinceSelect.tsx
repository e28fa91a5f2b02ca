import { Select, SelectItem } from '@sfi/ui';
import type { ProvinceCode } from '@sfi/domain';
import { provincesByName } from './provinces.ts';

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
      items={provincesByName()}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key as ProvinceCode)}
    >
      {(province) => <SelectItem id={province.id}>{province.name}</SelectItem>}
    </Select>
  );
}
