import { useNavigate } from 'react-router-dom';
import type { Key } from 'react-aria-components';
import {
  Alert,
  Breadcrumbs,
  Button,
  Form,
  Heading,
  Inline,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
  snackbar,
} from '@sfi/ui';
import {
  message,
  mileageUnit,
  numberFieldWords,
  VEHICLE_VALUE_MAX_KM,
  vehicleTypeLabel,
  vehicleTypes,
} from '@sfi/domain';
import { useLeaseQuoteMutations, useMakes, useQuoteDealers, useSchemaForm } from '@sfi/api-client/react';
import { ProvinceSelect } from '../forms/ProvinceSelect.tsx';
import { CatalogueFields } from '../forms/CatalogueFields.tsx';
import { blankNewQuote, NewQuoteFormSchema, vehicleValueLookup, type NewQuoteField } from './newQuote.ts';
import type { QuotePaths } from './paths.ts';
import { quoteReference } from './quoteText.ts';
import { VehicleValuePanel } from './VehicleValuePanel.tsx';
import * as styles from './NewQuotePage.css.ts';

export interface NewQuotePageProps {
  /** Where the app serves the quote screens: the created quote opens at `paths.quote(id)`. */
  paths: QuotePaths;
}

/**
 * Creates a lease quote (doc 1 §3, §7): the vehicle (type, which sets km or hours, year, and make,
 * model and trim from the makes catalogue, VIN and mileage), the quote dealer, the province (the
 * dealer's unless another is chosen) and the customer. What the vehicle is worth shows beside it once
 * it is known. The values are checked with `NewLeaseQuoteSchema` before they are sent; the server's
 * field errors show under the fields by name, and what was typed stays. The created quote opens.
 */
export function NewQuotePage({ paths }: NewQuotePageProps) {
  const navigate = useNavigate();
  const { create } = useLeaseQuoteMutations();
  const { error: makesError } = useMakes();
  const { data: dealers } = useQuoteDealers();

  const form = useSchemaForm({
    schema: NewQuoteFormSchema,
    initial: { ...blankNewQuote },
    send: async (quote) => {
      const created = await create(quote);
      snackbar.show({
        message: message('quotes.new.created', { quote: quoteReference(created) }),
        tone: 'success',
      });
      navigate(paths.quote(created.id));
    },
  });
  const { values } = form;
  const unit = mileageUnit(values['vehicle.type']);

  /** A select of the form: its field's name, value and change. */
  const choice = (name: NewQuoteField, then?: (value: string) => void) => ({
    name,
    selectedKey: values[name] || null,
    onSelectionChange: (key: Key | null) => {
      const value = key === null ? '' : String(key);
      if (value === values[name]) return;
      form.field(name).onChange(value);
      then?.(value);
    },
  });

  /** Choosing a quote dealer sets the province to theirs, unless another was chosen by hand. */
  function chooseDealer(id: string) {
    const before = dealers?.find((dealer) => dealer.id === values.dealer);
    const chosen = dealers?.find((dealer) => dealer.id === id);
    if (chosen && (values.province === '' || values.province === before?.province))
      form.field('province').onChange(chosen.province);
  }

  return (
    <Stack gap="large">
      <title>{`${message('quotes.new.title')} · ${message('app.name')}`}</title>
      <Breadcrumbs
        items={[{ href: paths.list, label: message('quotes.title') }, { label: message('quotes.new.title') }]}
      />
      <Stack gap="small">
        <Heading level={1}>{message('quotes.new.title')}</Heading>
        <Text tone="secondary">{message('quotes.new.intro')}</Text>
      </Stack>
      <Form onSubmit={form.submit} validationErrors={form.errors.fields} validationBehavior="aria">
        <div className={styles.layout}>
          {form.errors.form ? <Alert tone="critical">{form.errors.form}</Alert> : null}
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{message('quotes.new.vehicle')}</legend>
            <RadioGroup
              {...form.field('vehicle.type')}
              label={message('quotes.vehicle.type.label')}
              description={message('quotes.vehicle.type.description')}
              orientation="horizontal"
              isRequired
            >
              {vehicleTypes.map((type) => (
                <Radio key={type} value={type}>
                  {vehicleTypeLabel(type)}
                </Radio>
              ))}
            </RadioGroup>
            {makesError ? <Alert tone="critical">{message('quotes.makes.loadFailed')}</Alert> : null}
            <div className={styles.fields}>
              <CatalogueFields
                values={{
                  year: values['vehicle.year'],
                  make: values['vehicle.make'],
                  model: values['vehicle.model'],
                  trim: values['vehicle.trim'],
                }}
                name={(field) => `vehicle.${field}`}
                onChange={(field, value) => form.field(`vehicle.${field}`).onChange(value)}
              />
              <TextField
                {...form.field('vehicle.vin')}
                label={message('quotes.vehicle.vin.label')}
                description={message('quotes.vehicle.vin.description')}
                autoComplete="off"
                spellCheck="false"
                maxLength={17}
              />
              <NumberField
                name="vehicle.mileage"
                label={message(`quotes.vehicle.mileage.${unit}`)}
                minValue={0}
                maxValue={VEHICLE_VALUE_MAX_KM}
                step={1}
                labels={numberFieldWords()}
                value={values['vehicle.mileage'] === '' ? Number.NaN : Number(values['vehicle.mileage'])}
                onChange={(mileage) =>
                  form.field('vehicle.mileage').onChange(Number.isNaN(mileage) ? '' : String(mileage))
                }
              />
            </div>
          </fieldset>
          <VehicleValuePanel lookup={vehicleValueLookup(values)} unit={unit} className={styles.value} />
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{message('quotes.new.dealer')}</legend>
            <div className={styles.dealerFields}>
              <Select
                {...choice('dealer', chooseDealer)}
                label={message('quotes.new.dealer')}
                placeholder={message('quotes.dealer.placeholder')}
                items={dealers ?? []}
              >
                {(dealer) => <SelectItem id={dealer.id}>{dealer.name}</SelectItem>}
              </Select>
              <ProvinceSelect
                name="province"
                label={message('quoteDealer.province.label')}
                placeholder={message('quoteDealer.province.placeholder')}
                value={values.province}
                onChange={form.field('province').onChange}
              />
            </div>
            <Text size="small" tone="secondary">
              {message('quotes.province.description')}
            </Text>
          </fieldset>
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{message('quotes.new.customer')}</legend>
            <div className={styles.fields}>
              <TextField
                {...form.field('customer.firstName')}
                label={message('quotes.customer.firstName.label')}
                autoComplete="off"
              />
              <TextField
                {...form.field('customer.lastName')}
                label={message('quotes.customer.lastName.label')}
                autoComplete="off"
              />
              <TextField
                {...form.field('customer.companyName')}
                label={message('quotes.customer.companyName.label')}
                autoComplete="off"
              />
            </div>
          </fieldset>
          <Inline gap="small" align="end">
            <Button variant="quiet" onPress={() => navigate(paths.list)}>
              {message('action.cancel')}
            </Button>
            <Button type="submit" isPending={form.pending}>
              {message('quotes.new.create')}
            </Button>
          </Inline>
        </div>
      </Form>
    </Stack>
  );
}

export default NewQuotePage;
