import { describe, expect, it } from 'vitest';
import {
  message,
  VEHICLE_VALUE_MAX_KM,
  VEHICLE_VALUE_MIN_YEAR,
  vehicleValueMaxYear,
  VehicleValueQuerySchema,
} from '../index.ts';

const query = {
  year: '2022',
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  kilometres: '42000',
  province: 'ON',
};
const yearMessage = message('vehicleValue.year', { min: VEHICLE_VALUE_MIN_YEAR, max: vehicleValueMaxYear() });
const kmMessage = message('vehicleValue.kilometres', { max: VEHICLE_VALUE_MAX_KM });

describe('the vehicle lookup query (GET /cbb)', () => {
  it('reads the numbers the address carries as text', () => {
    expect(VehicleValueQuerySchema.parse(query)).toEqual({ ...query, year: 2022, kilometres: 42000 });
  });

  it('takes no trim as the base trim', () => {
    const { trim: _trim, ...base } = query;
    expect(VehicleValueQuerySchema.parse(base).trim).toBeUndefined();
  });

  it.each([
    ['year', String(VEHICLE_VALUE_MIN_YEAR - 1), yearMessage],
    ['year', String(vehicleValueMaxYear() + 1), yearMessage],
    ['year', '2020.5', yearMessage],
    ['year', 'twenty', yearMessage],
    ['kilometres', '-1', kmMessage],
    ['kilometres', '1000.5', kmMessage],
    ['kilometres', String(VEHICLE_VALUE_MAX_KM + 1), kmMessage],
    ['make', '', message('validation.required')],
    ['model', '   ', message('validation.required')],
    ['province', 'ZZ', message('validation.province')],
  ])('refuses %s %j with “%s”', (field, value, text) => {
    const result = VehicleValueQuerySchema.safeParse({ ...query, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(text);
  });

  it('takes the oldest and the newest model year', () => {
    for (const year of [VEHICLE_VALUE_MIN_YEAR, vehicleValueMaxYear()])
      expect(VehicleValueQuerySchema.safeParse({ ...query, year: String(year) }).success).toBe(true);
  });
});
