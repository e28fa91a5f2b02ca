import { VEHICLE_VALUE_MIN_YEAR, vehicleValueMaxYear, type Make } from '@sfi/domain';

/** A name to choose from a list (a year, a make, a model, a trim), as a combo box item. */
export interface Named {
  id: string;
  name: string;
}

const named = (names: readonly string[]): Named[] => names.map((name) => ({ id: name, name }));

/** The model years the form offers, newest first. */
export function modelYears(): Named[] {
  const years: string[] = [];
  for (let year = vehicleValueMaxYear(); year >= VEHICLE_VALUE_MIN_YEAR; year -= 1) years.push(String(year));
  return named(years);
}

/** The models of a make and the trims of a model, from the makes catalogue. */
export function catalogueChoices(makes: readonly Make[] | undefined, make: string, model: string) {
  const models = makes?.find((known) => known.name === make)?.models ?? [];
  const trims = models.find((known) => known.name === model)?.trims ?? [];
  return {
    makes: named((makes ?? []).map((known) => known.name)),
    models: named(models.map((known) => known.name)),
    trims: named(trims.map((known) => known.name)),
  };
}
