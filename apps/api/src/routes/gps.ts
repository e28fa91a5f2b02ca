import { z } from 'zod';
import {
  GpsDevicePageSchema,
  GpsDeviceSchema,
  GpsIdParamsSchema,
  GpsLinkParamsSchema,
  GpsListQuerySchema,
  gpsLocationTimeProblem,
  gpsMessage,
  GpsNoParamsSchema,
  GpsProblematicQuerySchema,
  GpsReportResultSchema,
  GpsReportSchema,
  GpsSearchQuerySchema,
  GpsTagParamsSchema,
  GpsTagSchema,
  GpsUnlinkedSchema,
  type GpsDevice,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import {
  changeGpsTag,
  findGps,
  linkGps,
  listGps,
  listGpsTags,
  listProblematicGps,
  storeGpsPositions,
  unlinkGps,
  type GpsChangeRefusal,
} from '../db/gps.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';

/** The 404 of a link or tag change that names what does not exist. */
function refused(
  refusal: GpsChangeRefusal,
  names: { gpsNo?: string; fileNo?: string; tag?: string },
): HttpError {
  switch (refusal) {
    case 'noDevice':
      return new HttpError(
        404,
        names.gpsNo === undefined
          ? gpsMessage('gps.notFound')
          : gpsMessage('gps.gpsNo.notFound', { gpsNo: names.gpsNo }),
      );
    case 'noFile': {
      // On the file number's field: the screen says it there, and a retry cannot find the file.
      const text = gpsMessage('gps.fileNo.notFound', { fileNo: names.fileNo ?? '' });
      return new HttpError(404, text, { fileNo: text });
    }
    case 'noTag':
      return new HttpError(404, gpsMessage('gps.tag.notFound', { tag: names.tag ?? '' }));
  }
}

const answer = (result: GpsDevice | GpsChangeRefusal, names: Parameters<typeof refused>[1]): GpsDevice => {
  if (typeof result === 'string') throw refused(result, names);
  return result;
};

/**
 * GPS tracking (spec doc 2 §7, issue 15), for staff: the lists (`GET /gps` all, linked or test,
 * by tag; `/gps/search`; `/gps/problematic-gps`, the flagged linked devices with their reasons),
 * a device with its track, linking a device to a lease file and unlinking it, and tags. Devices
 * report their positions themselves (`POST /gps/locations`), signed by their own key: a batch is
 * stored whole or not at all.
 */
export const gpsRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.get(
    '/gps',
    {
      config: { access: access.staff },
      schema: { querystring: GpsListQuerySchema, response: { 200: GpsDevicePageSchema } },
    },
    async (request) => listGps(db, request.query, auth.now()),
  );

  app.get(
    '/gps/search',
    {
      config: { access: access.staff },
      schema: { querystring: GpsSearchQuerySchema, response: { 200: GpsDevicePageSchema } },
    },
    async (request) => listGps(db, request.query, auth.now()),
  );

  app.get(
    '/gps/problematic-gps',
    {
      config: { access: access.staff },
      schema: { querystring: GpsProblematicQuerySchema, response: { 200: GpsDevicePageSchema } },
    },
    async (request) => listProblematicGps(db, request.query, auth.now()),
  );

  app.get(
    '/gps/tags',
    { config: { access: access.staff }, schema: { response: { 200: z.array(GpsTagSchema) } } },
    async () => listGpsTags(db),
  );

  app.get(
    '/gps/id/:id',
    {
      config: { access: access.staff },
      schema: { params: GpsIdParamsSchema, response: { 200: GpsDeviceSchema } },
    },
    async (request) => {
      const device = await findGps(db, request.params.id, auth.now());
      if (!device) throw new HttpError(404, gpsMessage('gps.notFound'));
      return device;
    },
  );

  app.put(
    '/gps/gps-no/:gpsNo/file-no/:fileNo',
    {
      config: { access: access.staff },
      schema: { params: GpsLinkParamsSchema, response: { 200: GpsDeviceSchema } },
    },
    async (request) => {
      const { gpsNo, fileNo } = request.params;
      return answer(await linkGps(db, gpsNo, fileNo, auth.now()), { gpsNo, fileNo });
    },
  );

  app.delete(
    '/gps/gps-no/:gpsNo',
    {
      config: { access: access.staff },
      schema: { params: GpsNoParamsSchema, response: { 200: GpsUnlinkedSchema } },
    },
    async (request) => {
      const { gpsNo } = request.params;
      const unlinkedGps = await unlinkGps(db, gpsNo, auth.now());
      if (!unlinkedGps) throw refused('noDevice', { gpsNo });
      return { unlinkedGps };
    },
  );

  for (const [method, add] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    app.route({
      method,
      url: '/gps/id/:id/tag/:tag',
      config: { access: access.staff },
      schema: { params: GpsTagParamsSchema, response: { 200: GpsDeviceSchema } },
      handler: async (request) => {
        const { id, tag } = request.params;
        return answer(await changeGpsTag(db, id, tag, add, auth.now()), { tag });
      },
    });

  app.post(
    '/gps/locations',
    {
      config: { access: access.device },
      // 1,000 positions with speed and heading take some 130 kB.
      bodyLimit: 256 * 1024,
      schema: { body: GpsReportSchema, response: { 201: GpsReportResultSchema } },
    },
    async (request, reply) => {
      const device = request.device!;
      const now = auth.now();
      const fieldErrors: Record<string, string> = {};
      request.body.locations.forEach((location, index) => {
        const problem = gpsLocationTimeProblem(location.createdAt, now);
        if (problem) fieldErrors[`locations.${index}.createdAt`] = problem;
      });
      const [first] = Object.values(fieldErrors);
      if (first !== undefined) throw new HttpError(400, first, fieldErrors);
      const result = await storeGpsPositions(db, device.id, request.body.locations);
      return reply.code(201).send({ gpsNo: device.gpsNo, ...result });
    },
  );
};
