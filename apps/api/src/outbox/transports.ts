import nodemailer from 'nodemailer';

/** One message as a transport receives it. */
export interface Delivery {
  to: string;
  subject?: string;
  body: string;
}

/** Something that delivers messages of one kind. `send` rejects when the message did not go out. */
export interface Transport {
  /** A short name for logs: `console`, `webhook`, `smtp`. */
  readonly name: string;
  send(message: Delivery): Promise<void>;
}

/** The transport for each kind of message. */
export interface Transports {
  sms: Transport;
  email: Transport;
}

/** Where outbound messages go, from the environment (`SMTP_URL`, `SMTP_FROM`, `SMS_WEBHOOK_URL`, `SMS_WEBHOOK_TOKEN`). */
export interface OutboxSettings {
  smtpUrl?: string;
  smtpFrom?: string;
  smsWebhookUrl?: string;
  smsWebhookToken?: string;
  /** Who receives the public site's service requests (`POST /emails`). @default defaultServiceRequestsTo */
  serviceRequestsTo?: string;
}

/**
 * The embedded default: each message is printed as one line on the server's console, so that a
 * person trying the product locally can read their sign-in code. Never used when a real transport
 * is configured for that kind of message.
 */
export function consoleTransport(
  label: 'SMS' | 'E-mail',
  print: (line: string) => void = console.log,
): Transport {
  return {
    name: 'console',
    send: async ({ to, subject, body }) => {
      const text = [subject, body]
        .filter(Boolean)
        .join(' — ')
        .replace(/\s*\n\s*/g, ' / ');
      print(`[outbox] ${label} to ${to}: ${text}`);
    },
  };
}

/**
 * The SMS adapter: POSTs `{ "to": "+15555550100", "body": "…" }` as JSON to a webhook (an SMS
 * gateway, or a small relay in front of one), with `Authorization: Bearer <SMS_WEBHOOK_TOKEN>`
 * when a token is set. Any 2xx answer counts as sent.
 */
export function webhookTransport(url: string, token?: string, timeoutMs = 10_000): Transport {
  return {
    name: 'webhook',
    send: async ({ to, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token !== undefined && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

/**
 * E-mail through an SMTP server: `SMTP_URL` as nodemailer reads it (`smtps://user:pass@smtp.example.com:465`).
 * A silent server is given up on after a few seconds (nodemailer's own defaults wait minutes), so a
 * send stays well within the outbox's `SEND_LIMIT_MS`; the URL's query may set other timeouts.
 */
export function smtpTransport(url: string, from: string): Transport {
  const mailer = nodemailer.createTransport({
    url,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    name: 'smtp',
    send: async ({ to, subject, body }) => {
      await mailer.sendMail({ from, to, subject: subject ?? '', text: body });
    },
  };
}

/** Who receives service requests when `SERVICE_REQUESTS_TO` is not set. */
export const defaultServiceRequestsTo = 'service-requests@localhost';

/** The sender address when `SMTP_FROM` is not set. */
export const defaultSmtpFrom = 'SFI <no-reply@localhost>';

/** The transports the settings name, with the console for whatever is not configured. */
export function transportsFor(settings: OutboxSettings = {}): Transports {
  return {
    sms:
      settings.smsWebhookUrl !== undefined
        ? webhookTransport(settings.smsWebhookUrl, settings.smsWebhookToken)
        : consoleTransport('SMS'),
    email:
      settings.smtpUrl !== undefined
        ? smtpTransport(settings.smtpUrl, settings.smtpFrom ?? defaultSmtpFrom)
        : consoleTransport('E-mail'),
  };
}
