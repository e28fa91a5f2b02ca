import { useState } from 'react';
import {
  calendarDay,
  DatePicker,
  NumberField,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
} from '@sfi/ui';
import {
  EMPTY_DATE,
  message,
  parsePercentage,
  toDateOnly,
  toStoredDate,
  type LeaseFileField,
} from '@sfi/domain';

export interface FieldControlProps {
  field: LeaseFileField;
  /** The error under the field, if any (from `leaseFileFieldErrors`, or the server's). */
  error?: string;
  isReadOnly?: boolean;
  onChange: (value: unknown) => void;
}

/** Lists are edited one item a line. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A list, one item a line: the text stays as typed (blank lines too) while the list drops them. */
function ListField({
  value,
  onChange,
  ...common
}: {
  label: string;
  value: unknown;
  isReadOnly?: boolean;
  isInvalid: boolean;
  errorMessage?: string;
  onChange: (value: string[]) => void;
}) {
  const items = Array.isArray(value) ? value.map(String) : [];
  const [text, setText] = useState(() => items.join('\n'));
  // Another value from outside (a restored revision, the server's): show it.
  if (lines(text).join('\n') !== items.join('\n')) setText(items.join('\n'));
  return (
    <TextArea
      {...common}
      description={message('fileTool.field.listHelp')}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(lines(next));
      }}
    />
  );
}

/**
 * The control for one typed field of a lease file, by its display type (doc 2 §3): text, number,
 * yes/no, a list (one item a line), a number kept as text (mileage), a percentage (empty or not a
 * number reads as 0), a date ("Month D, YYYY"; the empty date shows empty, and clearing it saves the
 * empty date) or a choice. The error shows under the field; what was typed stays.
 */
export function FieldControl({ field, error, isReadOnly, onChange }: FieldControlProps) {
  const common = {
    label: field.label,
    isReadOnly,
    isInvalid: error !== undefined,
    errorMessage: error,
  };
  const { value } = field;
  switch (field.type) {
    case 'Bool':
      return (
        <Switch isSelected={value === true} isReadOnly={isReadOnly} onChange={onChange}>
          {field.label}
        </Switch>
      );
    case 'Number':
      return (
        <NumberField
          {...common}
          value={typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN}
          onChange={(next) => onChange(Number.isFinite(next) ? next : 0)}
          // A year reads 2016, not 2,016.
          formatOptions={{ maximumFractionDigits: 2, useGrouping: field.name !== 'year' }}
        />
      );
    case 'Percentage':
      return (
        <NumberField
          {...common}
          label={`${field.label} (%)`}
          value={parsePercentage(value)}
          minValue={0}
          maxValue={100}
          formatOptions={{ maximumFractionDigits: 4 }}
          onChange={(next) => onChange(Number.isFinite(next) ? String(next) : '')}
        />
      );
    case 'Date':
      return (
        <DatePicker
          {...common}
          value={calendarDay(toDateOnly(value as string))}
          onChange={(next) => onChange(next ? toStoredDate(next.toString()) : EMPTY_DATE)}
          calendarLabel={message('fileTool.field.calendar', { label: field.label })}
        />
      );
    case 'Array':
      return <ListField {...common} value={value} onChange={onChange} />;
    case 'Select': {
      const options = field.options ?? [];
      const key = value === null || value === undefined || value === '' ? null : String(value);
      return (
        <Select
          {...common}
          placeholder={message('fileTool.field.choose')}
          selectedKey={key}
          onSelectionChange={(next) =>
            onChange(options.find((option) => String(option.value) === next)?.value ?? '')
          }
        >
          {options.map((option) => (
            <SelectItem key={String(option.value)} id={String(option.value)}>
              {option.label}
            </SelectItem>
          ))}
        </Select>
      );
    }
    case 'StringNumber':
      return (
        <TextField
          {...common}
          inputMode="decimal"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={onChange}
        />
      );
    case 'String':
      return (
        <TextField
          {...common}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={onChange}
        />
      );
  }
}
