import { createHash } from 'node:crypto';
import { activeLocale, idpMessage, message } from '@sfi/domain';

/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Trusted markup: only what the helpers below build (every interpolated value escaped). */
export interface Html {
  readonly html: string;
}
const raw = (html: string): Html => ({ html });
const render = (part: Html | string | undefined | false): string =>
  part === undefined || part === false ? '' : typeof part === 'string' ? escapeHtml(part) : part.html;

/** Joins parts, escaping the plain strings. */
export function join(...parts: (Html | string | undefined | false)[]): Html {
  return raw(parts.map(render).join(''));
}

// The brand's look: deep navy and teal on white, system sans-serif, visible focus, 44px targets.
const styles = `
:root{color-scheme:light;--navy:#0b3b60;--teal:#0b7a75;--ink:#1b2430;--muted:#4a5565;--line:#c5ccd6;--critical:#b42318}
*{box-sizing:border-box}
body{margin:0;overflow-wrap:anywhere;background:#f3f6f9;color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header{background:var(--navy);color:#fff;padding:16px 24px;font-weight:700;letter-spacing:.02em}
main{max-width:480px;margin:40px auto;padding:0 16px}
.card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:32px;box-shadow:0 1px 3px rgba(11,59,96,.08)}
h1{color:var(--navy);font-size:1.6rem;line-height:1.25;margin:0 0 16px}
p{margin:0 0 16px}
label{display:block;font-weight:600;margin:0 0 4px}
.field{margin:0 0 20px}
.hint{color:var(--muted);font-size:.9rem;margin:2px 0 6px}
input{display:block;width:100%;min-height:44px;padding:8px 12px;border:1px solid #6b7785;border-radius:8px;font:inherit;color:inherit;background:#fff}
input[aria-invalid=true]{border-color:var(--critical);border-width:2px}
.error{color:var(--critical);font-weight:600;margin:4px 0 0}
button{min-height:44px;min-width:44px;padding:10px 20px;border:0;border-radius:8px;background:var(--teal);color:#fff;font:inherit;font-weight:600;cursor:pointer;width:100%}
button:hover{background:#085f5b}
a{color:var(--navy);text-decoration:underline;display:inline-block;min-height:24px;padding:2px 0}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--teal);outline-offset:2px}
.alert{border-left:4px solid var(--critical);background:#fef3f2;padding:12px 16px;margin:0 0 20px;border-radius:4px}
.alert ul{margin:4px 0 0;padding-left:20px}
.alert li a{display:inline}
.notice{border-left:4px solid var(--teal);background:#eef8f7;padding:12px 16px;margin:0 0 20px;border-radius:4px}
.links{margin:20px 0 0;display:grid;gap:8px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** The `style-src` source of the pages' one inline style sheet: nothing else may style them. */
export const pageStyleSource = `'sha256-${createHash('sha256').update(styles, 'utf8').digest('base64')}'`;

/** The hash of the empty script: a `script-src` that allows no script, yet takes more sources (`'none'` takes none). */
const noScriptSource = `'sha256-${createHash('sha256').update('', 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of the identity provider's pages: their one style sheet, forms that
 * post back here or to the apps' origins (the provider's own logout form), nothing else.
 *
 * `providerScripts` is for oidc-provider's own answers: some are a form that submits itself with an
 * inline script (a sign-out without a provider session, `form_post`), and the provider adds that
 * script's hash to the policy's `script-src`, but only to one that is there. They get one that
 * allows nothing else; without it `default-src 'none'` blocks the script and the page stays blank.
 */
export function identityPagePolicy(
  formOrigins: readonly string[],
  { providerScripts = false }: { providerScripts?: boolean } = {},
): string {
  return [
    "default-src 'none'",
    ...(providerScripts ? [`script-src ${noScriptSource}`] : []),
    `style-src ${pageStyleSource}`,
    "img-src 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // CSP source expressions cannot name an IPv6 literal ([::1]); such an origin is left out.
    `form-action 'self' ${formOrigins.filter((origin) => !origin.includes('[')).join(' ')}`.trim(),
  ].join('; ');
}

/** A whole page of the identity provider. */
export function page(title: string, body: Html): string {
  return `<!doctype html>
<html lang="${activeLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${escapeHtml(message('app.name'))}</title>
<style>${styles}</style>
</head>
<body>
<header>${escapeHtml(message('app.name'))}</header>
<main id="main"><div class="card">
<h1>${escapeHtml(title)}</h1>
${body.html}
</div></main>
</body>
</html>`;
}

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  /** Kept after a failed submit (never for passwords). */
  value?: string;
  error?: string;
  hint?: string;
  autocomplete?: string;
  required?: boolean;
  optional?: boolean;
  autofocus?: boolean;
}

/** A labelled input with its hint and error tied to it (`aria-describedby`). */
export function field(spec: FieldSpec): Html {
  const id = `field-${spec.name}`;
  const described = [spec.hint && `${id}-hint`, spec.error && `${id}-error`].filter(Boolean).join(' ');
  const type = spec.type ?? 'text';
  return raw(`<div class="field">
<label for="${id}">${escapeHtml(spec.label)}${spec.optional ? ` <span class="hint">${escapeHtml(idpMessage('idp.optional'))}</span>` : ''}</label>
${spec.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(spec.hint)}</p>` : ''}
<input id="${id}" name="${escapeHtml(spec.name)}" type="${type}"${
    type !== 'password' && spec.value ? ` value="${escapeHtml(spec.value)}"` : ''
  }${spec.autocomplete ? ` autocomplete="${escapeHtml(spec.autocomplete)}"` : ''}${spec.required ? ' required' : ''}${
    spec.error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}${spec.autofocus ? ' autofocus' : ''}>
${spec.error ? `<p class="error" id="${id}-error">${escapeHtml(spec.error)}</p>` : ''}
</div>`);
}

/** The problems of a form, listed first and announced, each linking to its field. */
export function errorSummary(errors: Record<string, string>, general?: string): Html {
  const entries = Object.entries(errors);
  if (entries.length === 0 && !general) return raw('');
  return raw(`<div class="alert" role="alert" tabindex="-1" id="problems">
<strong>${escapeHtml(idpMessage('idp.errorSummary'))}</strong>
${general ? `<p>${escapeHtml(general)}</p>` : ''}
${
  entries.length
    ? `<ul>${entries.map(([name, text]) => `<li><a href="#field-${escapeHtml(name)}">${escapeHtml(text)}</a></li>`).join('')}</ul>`
    : ''
}
</div>`);
}

export function notice(text: string): Html {
  return raw(`<p class="notice" role="status">${escapeHtml(text)}</p>`);
}

export function paragraph(text: string): Html {
  return raw(`<p>${escapeHtml(text)}</p>`);
}

export function form(action: string, parts: Html, submit: string): Html {
  return raw(`<form method="post" action="${escapeHtml(action)}" novalidate>
${parts.html}
<button type="submit">${escapeHtml(submit)}</button>
</form>`);
}

export function links(entries: [href: string, text: string][]): Html {
  return raw(
    `<nav class="links">${entries.map(([href, text]) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`).join('')}</nav>`,
  );
}

/** A form oidc-provider built (its logout form, with its own CSRF field): passed through as it is. */
export function trusted(html: string): Html {
  return raw(html);
}
