import type { CSSProperties } from 'react';

const link: CSSProperties = { display: 'inline-flex', borderRadius: 4 };

/**
 * The SFI logo, leading back to the public site (`/`): at the top of the client's sign-in page and
 * dashboard, as on every page of the site. `label` is its accessible name ("SFI Lease Financing,
 * home").
 */
export function SiteLogo({ label }: { label: string }) {
  return (
    <a href="/" style={link}>
      <img src={`${import.meta.env.BASE_URL}logo.svg`} alt={label} width={148} height={44} />
    </a>
  );
}
