import type { Db } from '../db/client.ts';
import {
  claimMessages,
  enqueueMessage,
  markFailed,
  markSent,
  releaseMessages,
  type OutboundMessage,
  type OutboxRow,
} from '../db/outbox.ts';
import type { Transports } from './transports.ts';

export interface OutboxOptions {
  db: Db;
  transports: Transports;
  now: () => Date;
  /** Where delivery failures are reported. */
  logError: (message: string, error: unknown) => void;
  /** How often undelivered messages are tried again. @default 30 s */
  retryIntervalMs?: number;
}

/** Tries per message before it is left with its last error. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** How long a process holds the messages it claimed for delivery. */
const CLAIM_MS = 60_000;
/**
 * The longest one send is expected to take (the transports give up sooner: see `transports.ts`).
 * A message is sent only while this much of its claim remains, so that no other node can claim it
 * while it is on its way.
 */
const SEND_LIMIT_MS = 20_000;
const BATCH = 20;

/**
 * The durable outbox. A request writes its messages with `enqueue` (in its own transaction, so a
 * message exists exactly when what caused it does), then calls `kick`; delivery happens after the
 * answer, so a slow or failing provider never delays or fails the request. Undelivered messages are
 * tried again every `retryIntervalMs` (and after a restart), up to `MAX_DELIVERY_ATTEMPTS` times.
 *
 * Several nodes may deliver from one database: every node kicks and retries, and each message goes
 * to one of them, which holds it for `CLAIM_MS` (`claimMessages`). A node whose provider is slow
 * gives back what it has not started before its claim runs out, so a normal run sends each message
 * once. Delivery is at least once, not exactly once: a node that dies after the provider took a
 * message but before it recorded that (`markSent`), or a send that outlasts its claim, means the
 * message is sent again once the claim has run out.
 */
export class Outbox {
  readonly #options: OutboxOptions;
  #running: Promise<void> | undefined;
  #again = false;
  #closed = false;
  readonly #timer: NodeJS.Timeout;

  constructor(options: OutboxOptions) {
    this.#options = options;
    this.#timer = setInterval(() => this.kick(), options.retryIntervalMs ?? 30_000);
    this.#timer.unref();
  }

  /** Writes a message; deliver it with `kick()` once the transaction committed. */
  enqueue(db: Db, message: OutboundMessage): Promise<OutboxRow> {
    return enqueueMessage(db, message, this.#options.now());
  }

  /** Starts delivering whatever is waiting, without waiting for it. */
  kick(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#drain())
      .catch((error: unknown) => this.#options.logError('outbox delivery failed', error))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no delivery is under way (for tests and shutdown). */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops the retries and waits for the message on its way; the rest of its batch goes back unsent. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#again = false;
    clearInterval(this.#timer);
    await this.settled();
  }

  async #drain(): Promise<void> {
    const { db, transports, now } = this.#options;
    for (;;) {
      if (this.#closed) return;
      const at = now();
      const claimed = await claimMessages(db, {
        now: at,
        claimUntil: new Date(at.getTime() + CLAIM_MS),
        maxAttempts: MAX_DELIVERY_ATTEMPTS,
        limit: BATCH,
      });
      if (claimed.length === 0) return;
      let failed = false;
      let released = false;
      for (const [index, row] of claimed.entries()) {
        // Closing (the message on its way is finished), or the claim runs out soon: what is left
        // goes back, to be claimed afresh by whichever node comes first.
        if (this.#closed || now().getTime() > row.claimedUntil!.getTime() - SEND_LIMIT_MS) {
          await releaseMessages(db, claimed.slice(index));
          released = true;
          break;
        }
        try {
          await transports[row.kind].send({
            to: row.to,
            ...(row.subject !== null && { subject: row.subject }),
            body: row.body,
          });
          await markSent(db, row, now());
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          failed = true;
          await markFailed(db, row, text.slice(0, 500));
          this.#options.logError(`outbox: ${row.kind} ${row.id} not delivered`, error);
        }
      }
      // A failure is tried again on the next round, not at once.
      if (failed || (!released && claimed.length < BATCH)) return;
    }
  }
}
