import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox, ComboBoxItem } from '@sfi/ui';
import { message } from '@sfi/domain';
import { useMakes } from '@sfi/api-client/react';
import { errorProps } from './errors.ts';
import { catalogueChoices, modelYears, type Named } from './vehicleChoices.ts';

/** The vehicle's fields chosen from lists: its year, and make, model and trim from the catalogue. */
export type CatalogueField = 'year' | 'make' | 'model' | 'trim';

export interface CatalogueFieldsProps {
  values: Record<CatalogueField, string>;
  /** Called for each field that changes; a new make clears the model and trim, a new model the trim. */
  onChange: (field: CatalogueField, value: string) => void;
  /** Each field's name in the form, for its errors. @default the field itself */
  name?: (field: CatalogueField) => string;
  isDisabled?: boolean;
  /**
   * Each field's error by its name, shown for as long as it stands (an editor that checks as the
   * user types); without it, a form's `validationErrors` reach the fields by name.
   */
  errors?: Record<string, string>;
}

/**
 * The year, make, model and trim combo boxes of a vehicle (doc 1 §3), from the makes catalogue. A
 * make, model or trim the catalogue does not have (any more, or could not be loaded) still shows.
 * Rendered as four fields, for the form's own grid.
 */
export function CatalogueFields({
  values,
  onChange,
  name = (field) => field,
  isDisabled = false,
  errors,
}: CatalogueFieldsProps) {
  const { data: makes } = useMakes();
  const years = useMemo(modelYears, []);
  const choices = catalogueChoices(makes, values.make, values.model);
  const withStored = (items: Named[], value: string) =>
    value && !items.some((item) => item.id === value) ? [{ id: value, name: value }, ...items] : items;

  const choice = (field: CatalogueField, clears: CatalogueField[] = []) => ({
    name: name(field),
    isDisabled,
    ...errorProps(errors?.[name(field)]),
    selectedKey: values[field] || null,
    onSelectionChange: (key: Key | null) => {
      const value = key === null ? '' : String(key);
      if (value === values[field]) return;
      onChange(field, value);
      for (const cleared of clears) onChange(cleared, '');
    },
  });

  return (
    <>
      <ComboBox {...choice('year')} label={message('quotes.vehicle.year.label')} items={years}>
        {(year) => <ComboBoxItem id={year.id}>{year.name}</ComboBoxItem>}
      </ComboBox>
      <ComboBox
        {...choice('make', ['model', 'trim'])}
        label={message('quotes.vehicle.make.label')}
        items={withStored(choices.makes, values.make)}
      >
        {(make) => <ComboBoxItem id={make.id}>{make.name}</ComboBoxItem>}
      </ComboBox>
      <ComboBox
        {...choice('model', ['trim'])}
        label={message('quotes.vehicle.model.label')}
        description={values.make ? undefined : message('quotes.vehicle.model.chooseMake')}
        isDisabled={isDisabled || !values.make}
        items={withStored(choices.models, values.model)}
      >
        {(model) => <ComboBoxItem id={model.id}>{model.name}</ComboBoxItem>}
      </ComboBox>
      <ComboBox
        {...choice('trim')}
        label={message('quotes.vehicle.trim.label')}
        description={values.model ? undefined : message('quotes.vehicle.trim.chooseModel')}
        isDisabled={isDisabled || !values.model}
        items={withStored(choices.trims, values.trim)}
      >
        {(trim) => <ComboBoxItem id={trim.id}>{trim.name}</ComboBoxItem>}
      </ComboBox>
    </>
  );
}
