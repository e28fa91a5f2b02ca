import { message, VehicleValueQuerySchema, VehicleValueSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { VehicleValuation } from '../valuation/valuation.ts';

/**
 * `GET /cbb` (spec doc 1 §7): the vehicle lookup of the quote tool, for lease-quote dealers and
 * staff. Answers the vehicle's wholesale, retail and trade-in values for its year, make, model,
 * trim, kilometres and province; 404 when the valuation has none; 502 when its service failed.
 */
export const vehicleValueRoutes: ZodPlugin<{ valuation: VehicleValuation }> = async (app, { valuation }) => {
  app.get(
    '/cbb',
    {
      config: { access: access.quoteTool },
      schema: { querystring: VehicleValueQuerySchema, response: { 200: VehicleValueSchema } },
    },
    async (request) => {
      const value = await valuation.value(request.query);
      if (!value) throw new HttpError(404, message('vehicleValue.notFound'));
      return value;
    },
  );
};
