import { TextField } from '@sfi/ui';
import { message, NewQuoteDealerSchema, type NewQuoteDealer, type QuoteDealer } from '@sfi/domain';
import { useSchemaForm } from '@sfi/api-client/react';
import { FormDialog } from '../forms/FormDialog.tsx';
import { ProvinceSelect } from '../forms/ProvinceSelect.tsx';

export interface QuoteDealerDialogProps {
  /** The dealer to edit; without one, the dialog adds a dealer. */
  dealer?: QuoteDealer;
  /** Saves the dealer; a rejection keeps the dialog open with what was typed and the server's errors. */
  onSave: (dealer: NewQuoteDealer) => Promise<unknown>;
  onClose: () => void;
}

const blank = { name: '', contact: '', email: '', phone: '', province: '' };

/**
 * Adds or edits a quote dealer: name, contact, e-mail, phone and province, checked with the domain's
 * schema before they are sent; a name another dealer has comes back as the name field's error.
 */
export function QuoteDealerDialog({ dealer, onSave, onClose }: QuoteDealerDialogProps) {
  const form = useSchemaForm({
    schema: NewQuoteDealerSchema,
    initial: dealer
      ? {
          name: dealer.name,
          contact: dealer.contact,
          email: dealer.email,
          phone: dealer.phone,
          province: dealer.province,
        }
      : blank,
    send: onSave,
    onSent: onClose,
  });

  return (
    <FormDialog
      title={
        dealer ? message('quoteDealers.edit.title', { name: dealer.name }) : message('quoteDealers.add.title')
      }
      submitLabel={dealer ? message('action.save') : message('quoteDealers.add')}
      errors={form.errors}
      pending={form.pending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextField {...form.field('name')} label={message('quoteDealer.name.label')} isRequired autoFocus />
      <TextField {...form.field('contact')} label={message('quoteDealer.contact.label')} isRequired />
      <TextField
        {...form.field('email')}
        label={message('quoteDealer.email.label')}
        type="email"
        autoComplete="off"
        isRequired
      />
      <TextField
        {...form.field('phone')}
        label={message('quoteDealer.phone.label')}
        description={message('quoteDealer.phone.description')}
        type="tel"
        autoComplete="off"
        isRequired
      />
      <ProvinceSelect
        name="province"
        label={message('quoteDealer.province.label')}
        placeholder={message('quoteDealer.province.placeholder')}
        isRequired
        value={form.values.province}
        onChange={form.field('province').onChange}
      />
    </FormDialog>
  );
}
