import { Alert } from '@sfi/ui';
import { takeoverMessage } from '@sfi/domain';
import { PublicApi } from './PublicApi.tsx';
import ServiceRequestForm, { type ServiceRequestFormProps } from './ServiceRequestForm.tsx';

/**
 * A takeover's service request form over the site's API client, loaded once the detail page has
 * hydrated (the API client and react-aria's fields come with it, not with the page).
 */
export default function ServiceRequestSlot(props: ServiceRequestFormProps) {
  return (
    <PublicApi
      loading={null}
      failed={<Alert tone="critical" title={takeoverMessage('takeovers.unavailable')} />}
    >
      <ServiceRequestForm {...props} />
    </PublicApi>
  );
}
