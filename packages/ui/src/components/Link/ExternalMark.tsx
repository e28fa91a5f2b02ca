import { ExternalIcon } from '../../icons/icons.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/** What follows the text of a link that opens a new tab: an icon, and for screen readers “(label)”. */
export function ExternalMark({ label, iconClassName }: { label: string; iconClassName: string }) {
  return (
    <>
      <ExternalIcon className={iconClassName} />
      <VisuallyHidden> ({label})</VisuallyHidden>
    </>
  );
}
