import { Button, Card, DescriptionList, Heading, Inline, Link } from '@sfi/ui';
import { message, provinceLabel, type QuoteDealer } from '@sfi/domain';
import * as styles from './QuoteDealersPage.css.ts';

export interface QuoteDealerCardProps {
  dealer: QuoteDealer;
  onEdit: () => void;
  onDelete: () => void;
}

/** One quote dealer: its name, contact, e-mail, phone and province, and its actions. */
export function QuoteDealerCard({ dealer, onEdit, onDelete }: QuoteDealerCardProps) {
  const headingId = `quote-dealer-${dealer.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} padding="large" className={styles.dealer}>
      <Heading level={2} id={headingId}>
        {dealer.name}
      </Heading>
      <DescriptionList
        layout="stacked"
        items={[
          { term: message('quoteDealer.contact.label'), description: dealer.contact },
          {
            term: message('quoteDealer.email.label'),
            description: <Link href={`mailto:${dealer.email}`}>{dealer.email}</Link>,
          },
          {
            term: message('quoteDealer.phone.label'),
            description: <Link href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`}>{dealer.phone}</Link>,
          },
          { term: message('quoteDealer.province.label'), description: provinceLabel(dealer.province) },
        ]}
      />
      <Inline gap="small" className={styles.actions}>
        <Button
          size="small"
          variant="secondary"
          aria-label={message('quoteDealers.edit.action', { name: dealer.name })}
          onPress={onEdit}
        >
          {message('quoteDealers.edit')}
        </Button>
        <Button
          size="small"
          variant="quiet"
          aria-label={message('quoteDealers.delete.action', { name: dealer.name })}
          onPress={onDelete}
        >
          {message('quoteDealers.delete')}
        </Button>
      </Inline>
    </Card>
  );
}
