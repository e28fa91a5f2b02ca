import { useId } from 'react';
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Heading,
  Link,
  Stack,
  StatusBadge,
  Text,
  type StatusBadgeTone,
} from '@sfi/ui';
import {
  clientDashboardMessage as words,
  formatDate,
  formatMoney,
  type ClientFileStatus,
  type ClientVehicle,
} from '@sfi/domain';
import * as styles from './Dashboard.css.ts';

/** The public site's Contact us page. */
const CONTACT_PATH = '/contact-us';

/** "Contact us to buy it out": a link to the Contact us page. */
function BuyoutContact() {
  return <Link href={CONTACT_PATH}>{words('clientDashboard.buyout.contact')}</Link>;
}

/** How each status shows. */
const statusTone: Record<ClientFileStatus, StatusBadgeTone> = {
  upcoming: 'caution',
  active: 'positive',
  matured: 'neutral',
  closed: 'neutral',
};

export interface ClientFilesProps {
  /** The client's lease files, as `files.vehicles` of `GET /me` lists them. */
  vehicles: readonly ClientVehicle[];
  /** Downloads a file's lease summary PDF. */
  onDownload: (fileNo: string) => void;
  /** The file whose lease summary is downloading, if any. */
  downloading?: string | undefined;
}

/** "2024 Toyota RAV4 XLE", or what there is of it. */
function vehicleName(vehicle: ClientVehicle): string {
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  return name || words('clientDashboard.vehicle.unknown');
}

const none = () => words('clientDashboard.none');
const payment = (vehicle: ClientVehicle) =>
  vehicle.monthlyPayment === undefined ? none() : formatMoney(Math.round(vehicle.monthlyPayment * 100));
const termEnd = (vehicle: ClientVehicle) => (vehicle.termEnd ? formatDate(vehicle.termEnd) : none());

function Status({ status }: { status: ClientFileStatus | undefined }) {
  if (!status) return <>{none()}</>;
  return <StatusBadge tone={statusTone[status]}>{words(`clientDashboard.status.${status}`)}</StatusBadge>;
}

function Buyout({ vehicle }: { vehicle: ClientVehicle }) {
  if (!vehicle.buyout) return <>{none()}</>;
  return (
    <>
      <span className={styles.nowrap}>{formatMoney(vehicle.buyout.total)}</span>
      <br />
      <span className={styles.secondary}>
        {words('clientDashboard.buyout.goodUntil', { date: formatDate(vehicle.buyout.goodUntil) })}
      </span>
    </>
  );
}

function Download({
  fileNo,
  onDownload,
  downloading,
}: { fileNo: string } & Omit<ClientFilesProps, 'vehicles'>) {
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={words('clientDashboard.download.label', { fileNo })}
      isPending={downloading === fileNo}
      onPress={() => onDownload(fileNo)}
    >
      {words('clientDashboard.download')}
    </Button>
  );
}

/**
 * The client's lease files and vehicles (doc 2 §1, §7): per file its vehicle, monthly payment, term
 * end, status, today's buyout figure and its lease summary PDF. A table on a wide screen, one card
 * per file on a phone or tablet (the other is hidden, so each is read once).
 */
export function ClientFiles({ vehicles, onDownload, downloading }: ClientFilesProps) {
  const headingId = useId();
  const files = vehicles.filter((vehicle): vehicle is ClientVehicle & { fileNo: string } => !!vehicle.fileNo);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <div>
          <Heading level={2} id={headingId}>
            {words('clientDashboard.files.title')}
          </Heading>
          {files.length > 0 && (
            <Text tone="secondary">{words('clientDashboard.files.count', { count: files.length })}</Text>
          )}
        </div>
        {files.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={words('clientDashboard.files.none')}
            description={words('clientDashboard.files.empty')}
            action={<Link href={CONTACT_PATH}>{words('clientDashboard.files.contact')}</Link>}
          />
        ) : (
          <>
            <table className={styles.table}>
              <caption className={styles.caption}>
                {words('clientDashboard.buyout.note')} <BuyoutContact />
              </caption>
              <thead>
                <tr>
                  <th scope="col">{words('clientDashboard.column.vehicle')}</th>
                  <th scope="col">{words('clientDashboard.column.fileNo')}</th>
                  <th scope="col" className={styles.amount}>
                    {words('clientDashboard.column.monthlyPayment')}
                  </th>
                  <th scope="col">{words('clientDashboard.column.termEnd')}</th>
                  <th scope="col">{words('clientDashboard.column.status')}</th>
                  <th scope="col" className={styles.amount}>
                    {words('clientDashboard.column.buyout')}
                  </th>
                  <th scope="col">{words('clientDashboard.column.summary')}</th>
                </tr>
              </thead>
              <tbody>
                {files.map((vehicle) => (
                  <tr key={vehicle.fileNo}>
                    <th scope="row">
                      <span className={styles.vehicleName}>{vehicleName(vehicle)}</span>
                      {vehicle.vin && (
                        <>
                          <br />
                          <span className={styles.secondary}>
                            {words('clientDashboard.vin', { vin: vehicle.vin })}
                          </span>
                        </>
                      )}
                    </th>
                    <td className={styles.nowrap}>{vehicle.fileNo}</td>
                    <td className={styles.amount}>{payment(vehicle)}</td>
                    <td className={styles.nowrap}>{termEnd(vehicle)}</td>
                    <td>
                      <Status status={vehicle.status} />
                    </td>
                    <td className={styles.amount}>
                      <Buyout vehicle={vehicle} />
                    </td>
                    <td>
                      <Download fileNo={vehicle.fileNo} onDownload={onDownload} downloading={downloading} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className={styles.cards}>
              {files.map((vehicle) => (
                <Card as="li" key={vehicle.fileNo}>
                  <article aria-label={vehicleName(vehicle)}>
                    <Stack gap="medium">
                      <div>
                        <Heading level={3}>{vehicleName(vehicle)}</Heading>
                        <Text tone="secondary" size="small">
                          {words('clientDashboard.fileNo', { fileNo: vehicle.fileNo })}
                          {vehicle.vin ? ` · ${words('clientDashboard.vin', { vin: vehicle.vin })}` : ''}
                        </Text>
                      </div>
                      <DescriptionList
                        layout="columns"
                        items={[
                          {
                            term: words('clientDashboard.column.status'),
                            description: <Status status={vehicle.status} />,
                          },
                          {
                            term: words('clientDashboard.column.monthlyPayment'),
                            description: payment(vehicle),
                          },
                          { term: words('clientDashboard.column.termEnd'), description: termEnd(vehicle) },
                          {
                            term: words('clientDashboard.column.buyout'),
                            description: <Buyout vehicle={vehicle} />,
                          },
                        ]}
                      />
                      <Download fileNo={vehicle.fileNo} onDownload={onDownload} downloading={downloading} />
                    </Stack>
                  </article>
                </Card>
              ))}
            </ul>
            <Text size="small" tone="secondary" className={styles.cardsNote}>
              {words('clientDashboard.buyout.note')} <BuyoutContact />
            </Text>
          </>
        )}
      </Stack>
    </section>
  );
}
