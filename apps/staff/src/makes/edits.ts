import type { Make, MakeUpdate, Model } from '@sfi/domain';

/**
 * The edits the makes screen offers. Each takes the make as loaded and returns the whole make
 * to send with `PUT /makes/{id}` (the API replaces a make as a whole).
 */
const withModels = (make: Make, models: Model[]): MakeUpdate => ({ id: make.id, name: make.name, models });

const mapModel = (make: Make, modelName: string, change: (model: Model) => Model): MakeUpdate =>
  withModels(
    make,
    make.models.map((model) => (model.name === modelName ? change(model) : model)),
  );

export const renameMake = (make: Make, name: string): MakeUpdate => ({
  ...withModels(make, make.models),
  name,
});

export const addModel = (make: Make, name: string): MakeUpdate =>
  withModels(make, [...make.models, { name, trims: [] }]);

export const renameModel = (make: Make, modelName: string, name: string): MakeUpdate =>
  mapModel(make, modelName, (model) => ({ ...model, name }));

export const removeModel = (make: Make, modelName: string): MakeUpdate =>
  withModels(
    make,
    make.models.filter((model) => model.name !== modelName),
  );

export const addTrim = (make: Make, modelName: string, name: string): MakeUpdate =>
  mapModel(make, modelName, (model) => ({ ...model, trims: [...model.trims, { name }] }));

export const renameTrim = (make: Make, modelName: string, trimName: string, name: string): MakeUpdate =>
  mapModel(make, modelName, (model) => ({
    ...model,
    trims: model.trims.map((trim) => (trim.name === trimName ? { name } : trim)),
  }));

export const removeTrim = (make: Make, modelName: string, trimName: string): MakeUpdate =>
  mapModel(make, modelName, (model) => ({
    ...model,
    trims: model.trims.filter((trim) => trim.name !== trimName),
  }));
