import { Alert, Form, NumberField, Radio, RadioGroup, TextArea, TextField } from '@sfi/ui';
import {
  LEASE_MAX_AMOUNT,
  message,
  mileageUnit,
  numberFieldWords,
  VEHICLE_VALUE_MAX_KM,
  vehicleTypeLabel,
  vehicleTypes,
} from '@sfi/domain';
import { useMakes } from '@sfi/api-client/react';
import { CatalogueFields } from '../forms/CatalogueFields.tsx';
import { errorProps } from '../forms/errors.ts';
import type { VehicleField, VehicleValues } from './values.ts';
import * as styles from './editor.css.ts';

export interface VehicleFormProps {
  values: VehicleValues;
  /** Each field's error, by its name. */
  errors: Record<string, string>;
  onChange: (field: VehicleField, value: string) => void;
  /** A number field refuses what was typed (its message), or takes it again (undefined): see NumberField. */
  onInputError?: (field: VehicleField, message: string | undefined) => void;
  isDisabled?: boolean;
}

/** A number field's value as the form keeps it: the text of the number, blank for none. */
const asNumber = (text: string) => (text === '' ? Number.NaN : Number(text));
const asText = (value: number) => (Number.isNaN(value) ? '' : String(value));

/**
 * The quote's vehicle (doc 1 §3): its type (a car counts kilometres, anything else hours), year,
 * make, model and trim from the makes catalogue, VIN, mileage, price and options. Each change is
 * the editor's to save. Each field's error (the editor's check, or the server's refusal of a save:
 * `vehicle.vin`) shows under it for as long as it stands, and what was typed stays.
 */
export function VehicleForm({
  values,
  errors,
  onChange,
  onInputError,
  isDisabled = false,
}: VehicleFormProps) {
  const { error: makesError } = useMakes();
  const unit = mileageUnit(values.type);
  const words = numberFieldWords();

  return (
    <Form validationBehavior="aria" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.formStack}>
        <RadioGroup
          name="type"
          value={values.type}
          onChange={(type) => onChange('type', type)}
          label={message('quotes.vehicle.type.label')}
          description={message('quotes.vehicle.type.description')}
          orientation="horizontal"
          isDisabled={isDisabled}
          {...errorProps(errors['type'])}
        >
          {vehicleTypes.map((type) => (
            <Radio key={type} value={type}>
              {vehicleTypeLabel(type)}
            </Radio>
          ))}
        </RadioGroup>
        {makesError ? <Alert tone="critical">{message('quotes.makes.loadFailed')}</Alert> : null}
        <div className={styles.fields}>
          <CatalogueFields values={values} onChange={onChange} isDisabled={isDisabled} errors={errors} />
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
            {...errorProps(errors['vin'])}
          />
          <NumberField
            name="mileage"
            label={message(`quotes.vehicle.mileage.${unit}`)}
            minValue={0}
            maxValue={VEHICLE_VALUE_MAX_KM}
            step={1}
            value={asNumber(values.mileage)}
            onChange={(mileage) => onChange('mileage', asText(mileage))}
            onInputError={(text) => onInputError?.('mileage', text)}
            labels={words}
            isDisabled={isDisabled}
            {...errorProps(errors['mileage'])}
          />
          <NumberField
            name="price"
            label={message('quotes.vehicle.price.label')}
            format="currency"
            minValue={0}
            maxValue={LEASE_MAX_AMOUNT}
            value={asNumber(values.price)}
            onChange={(price) => onChange('price', asText(price))}
            onInputError={(text) => onInputError?.('price', text)}
            labels={words}
            isDisabled={isDisabled}
            {...errorProps(errors['price'])}
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
          {...errorProps(errors['options'])}
        />
      </div>
    </Form>
  );
}
