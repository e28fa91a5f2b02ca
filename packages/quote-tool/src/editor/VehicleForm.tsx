import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import {
  Alert,
  ComboBox,
  ComboBoxItem,
  Form,
  NumberField,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from '@sfi/ui';
import { LEASE_MAX_AMOUNT, message, mileageUnit, VEHICLE_VALUE_MAX_KM } from '@sfi/domain';
import { useMakes } from '@sfi/api-client/react';
import { catalogueChoices, modelYears, type Named } from '../forms/vehicleChoices.ts';
import { vehicleTypeLabel, vehicleTypes } from '../quotes/quoteText.ts';
import type { VehicleField, VehicleValues } from './values.ts';
import * as styles from './editor.css.ts';

export interface VehicleFormProps {
  values: VehicleValues;
  /** Each field's error, by its name. */
  errors: Record<string, string>;
  onChange: (field: VehicleField, value: string) => void;
  isDisabled?: boolean;
}

/** A number field's value as the form keeps it: the text of the number, blank for none. */
const asNumber = (text: string) => (text === '' ? Number.NaN : Number(text));
const asText = (value: number) => (Number.isNaN(value) ? '' : String(value));

/**
 * The quote's vehicle (doc 1 §3): its type (a car counts kilometres, anything else hours), year,
 * make, model and trim from the makes catalogue, VIN, mileage, price and options. Each change is
 * the editor's to save; the errors show under the fields by name.
 */
export function VehicleForm({ values, errors, onChange, isDisabled = false }: VehicleFormProps) {
  const { data: makes, error: makesError } = useMakes();
  const years = useMemo(modelYears, []);
  // A stored make, model or trim the catalogue no longer has (or could not be loaded) still shows.
  const choices = catalogueChoices(makes, values.make, values.model);
  const withStored = (items: Named[], value: string) =>
    value && !items.some((item) => item.id === value) ? [{ id: value, name: value }, ...items] : items;
  const unit = mileageUnit(values.type);

  /** A combo box of the form; a new make clears the model and trim, a new model the trim. */
  const choice = (name: VehicleField, clears: VehicleField[] = []) => ({
    name,
    isDisabled,
    selectedKey: values[name] || null,
    onSelectionChange: (key: Key | null) => {
      const value = key === null ? '' : String(key);
      if (value === values[name]) return;
      onChange(name, value);
      for (const cleared of clears) onChange(cleared, '');
    },
  });

  return (
    <Form validationErrors={errors} validationBehavior="aria" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.formStack}>
        <RadioGroup
          name="type"
          value={values.type}
          onChange={(type) => onChange('type', type)}
          label={message('quotes.vehicle.type.label')}
          description={message('quotes.vehicle.type.description')}
          orientation="horizontal"
          isDisabled={isDisabled}
        >
          {vehicleTypes.map((type) => (
            <Radio key={type} value={type}>
              {vehicleTypeLabel(type)}
            </Radio>
          ))}
        </RadioGroup>
        {makesError ? <Alert tone="critical">{message('quotes.makes.loadFailed')}</Alert> : null}
        <div className={styles.fields}>
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
          <TextField
            name="vin"
            value={values.vin}
            onChange={(vin) => onChange('vin', vin)}
            label={message('quotes.vehicle.vin.label')}
            description={message('quotes.vehicle.vin.description')}
            autoComplete="off"
            spellCheck="false"
            maxLength={17}
            isDisabled={isDisabled}
          />
          <NumberField
            name="mileage"
            label={message(`quotes.vehicle.mileage.${unit}`)}
            minValue={0}
            maxValue={VEHICLE_VALUE_MAX_KM}
            step={1}
            value={asNumber(values.mileage)}
            onChange={(mileage) => onChange('mileage', asText(mileage))}
            isDisabled={isDisabled}
          />
          <NumberField
            name="price"
            label={message('quotes.vehicle.price.label')}
            format="currency"
            minValue={0}
            maxValue={LEASE_MAX_AMOUNT}
            value={asNumber(values.price)}
            onChange={(price) => onChange('price', asText(price))}
            isDisabled={isDisabled}
          />
        </div>
        <TextArea
          name="options"
          value={values.options}
          onChange={(options) => onChange('options', options)}
          label={message('quotes.vehicle.options.label')}
          description={message('quotes.vehicle.options.description')}
          maxLength={1000}
          isDisabled={isDisabled}
        />
      </div>
    </Form>
  );
}
