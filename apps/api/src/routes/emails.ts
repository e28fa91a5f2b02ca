import {
  defaultLocale,
  message,
  ServiceRequestAnswerSchema,
  ServiceRequestSchema,
  takeoverMessage,
  takeoverVehicleName,
  type ServiceRequest,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { throttleClient } from '../auth/network.ts';
import type { Db } from '../db/client.ts';
import { findTakeover } from '../db/lease-takeovers.ts';
import { HttpError } from '../http/errors.ts';
import { inLocale } from '../http/locale.ts';
import type { ZodPlugin } from '../http/zod.ts';

type CheckedRequest = ServiceRequest & { phone?: string | undefined };

/** The e-mail a service request becomes: to the provider, saying who asks, about what, and their message. */
function serviceRequestEmail(request: CheckedRequest, vehicle: string | undefined) {
  const about =
    request.kind === 'takeover' && vehicle !== undefined
      ? takeoverMessage('serviceRequest.email.about.takeover', { vehicle, id: request.leaseTakeoverId ?? '' })
      : takeoverMessage('serviceRequest.email.about.contact');
  return {
    subject:
      vehicle !== undefined
        ? takeoverMessage('serviceRequest.email.subject.takeover', { vehicle })
        : takeoverMessage('serviceRequest.email.subject.contact', { name: request.name }),
    body: takeoverMessage('serviceRequest.email.body', {
      name: request.name,
      email: request.email,
      phone: request.phone ?? takeoverMessage('serviceRequest.email.noPhone'),
      about,
      message: request.message,
    }),
  };
}

/**
 * `POST /emails` of the public API (doc 2 §7, "request for service"): a visitor's request about a
 * lease takeover, or a Contact us message, sent to the provider (`SERVICE_REQUESTS_TO`) through the
 * durable outbox. Open to anyone, so limited per client address (`serviceRequestClient`); a
 * takeover that does not exist is a 404 with the spec's message, and nothing is sent.
 */
export const emailRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    '/emails',
    {
      config: { access: access.anonymous },
      schema: { body: ServiceRequestSchema, response: { 202: ServiceRequestAnswerSchema } },
    },
    async (request, reply) => {
      const body = request.body as CheckedRequest;
      let vehicle: string | undefined;
      if (body.kind === 'takeover') {
        const takeover = await findTakeover(db, body.leaseTakeoverId ?? '', 'public');
        if (!takeover) throw new HttpError(404, message('takeovers.error.unavailable'));
        vehicle = takeoverVehicleName(takeover);
      }
      try {
        await auth.throttle.attempt([
          {
            key: `service-request:*@${throttleClient(request.ip)}`,
            rule: auth.policy.throttle.serviceRequestClient,
          },
        ]);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429)
          throw new HttpError(429, message('serviceRequest.tooMany'), undefined, error.headers);
        throw error;
      }
      // To the provider's service desk, in its one language whatever the visitor's page (issue 29).
      const { subject, body: text } = inLocale(defaultLocale, () => serviceRequestEmail(body, vehicle));
      await auth.outbox.enqueue(db, { kind: 'email', to: auth.serviceRequestsTo, subject, body: text });
      auth.outbox.kick();
      return reply.code(202).send({ received: true });
    },
  );
};
