import { z } from 'zod';
import { message } from './messages.ts';
import { plainString } from './text.ts';
import { nameCollator } from './locale.ts';

/** The longest name of a make, model or trim. */
export const MAX_NAME_LENGTH = 100;
/**
 * The most models one make may have, and trims one model: far above any real catalogue (the
 * largest makes list a few hundred), low enough that one request cannot make the server sort and
 * store an unbounded list.
 */
export const MAX_MODELS_PER_MAKE = 1000;
export const MAX_TRIMS_PER_MODEL = 200;

const nameSchema = plainString({ error: () => message('validation.name.required') })
  .trim()
  .min(1, { error: () => message('validation.name.required') })
  .max(MAX_NAME_LENGTH, { error: () => message('validation.name.tooLong', { max: MAX_NAME_LENGTH }) });

/** A trim of a vehicle model (spec doc 1 §3). */
export const TrimSchema = z.object({ name: nameSchema });
/** A trim of a vehicle model. */
export type Trim = z.infer<typeof TrimSchema>;

function uniqueNames(items: readonly { name: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const { name } of items) {
    const key = nameKey(name);
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return undefined;
}

/** A vehicle model with its trims (spec doc 1 §3). Trim names are unique within the model. */
export const ModelSchema = z
  .object({
    name: nameSchema,
    trims: z
      .array(TrimSchema)
      .max(MAX_TRIMS_PER_MODEL, {
        error: () => message('validation.trims.tooMany', { max: MAX_TRIMS_PER_MODEL }),
      })
      .default([]),
  })
  .superRefine((model, ctx) => {
    const duplicate = uniqueNames(model.trims);
    if (duplicate !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['trims'],
        message: message('validation.trim.duplicate', { name: duplicate }),
      });
  });
/** A vehicle model with its trims. */
export type Model = z.infer<typeof ModelSchema>;

const modelsSchema = z
  .array(ModelSchema)
  .max(MAX_MODELS_PER_MAKE, {
    error: () => message('validation.models.tooMany', { max: MAX_MODELS_PER_MAKE }),
  })
  .default([])
  .superRefine((models, ctx) => {
    const duplicate = uniqueNames(models);
    if (duplicate !== undefined)
      ctx.addIssue({ code: 'custom', message: message('validation.model.duplicate', { name: duplicate }) });
  });

/** A vehicle make: id, name and models (spec doc 1 §3). */
export const MakeSchema = z.object({ id: z.string(), name: nameSchema, models: modelsSchema });
/** A vehicle make with its models. */
export type Make = z.infer<typeof MakeSchema>;

/** Body of `POST /makes`: the new make's name (spec doc 1 §7). */
export const NewMakeSchema = z.object({ name: nameSchema });
/** Body of `POST /makes`. */
export type NewMake = z.infer<typeof NewMakeSchema>;

/**
 * Body of `PUT /makes/{id}`: the whole make (spec doc 1 §7). The id may be left out;
 * when present it must be the id in the address.
 */
export const MakeUpdateSchema = z.object({
  id: z.string().optional(),
  name: nameSchema,
  models: modelsSchema,
});
/** Body of `PUT /makes/{id}`. */
export type MakeUpdate = z.infer<typeof MakeUpdateSchema>;

/** The key two names are compared by: case, accents and surrounding space do not count. */
export function nameKey(name: string): string {
  return name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-CA');
}

/** Orders two named things by name, the way the spec's lists are sorted (doc 1 §5), in the active locale. */
export function compareByName(a: { name: string }, b: { name: string }): number {
  return nameCollator().compare(a.name, b.name);
}

/** A make with its models sorted by name, and each model's trims sorted by name (doc 1 §5). */
export function sortMake<M extends Make | MakeUpdate>(make: M): M {
  return {
    ...make,
    models: [...make.models]
      .map((model) => ({ ...model, trims: [...model.trims].sort(compareByName) }))
      .sort(compareByName),
  };
}

/** Makes sorted by name, each with its models and trims sorted by name (doc 1 §5). */
export function sortMakes(makes: readonly Make[]): Make[] {
  return makes.map(sortMake).sort(compareByName);
}

/** What a name belongs to: decides which duplicate message applies. */
export type NamedLevel = 'make' | 'model' | 'trim';

const duplicateKey = {
  make: 'validation.make.duplicate',
  model: 'validation.model.duplicate',
  trim: 'validation.trim.duplicate',
} as const;

/**
 * Why a name cannot be used, in plain words, or undefined when it can: it must be given, fit
 * {@link MAX_NAME_LENGTH}, and differ from its siblings' names (ignoring case and accents).
 * `current` is the name being renamed, which may keep its own name.
 */
export function nameError(
  name: string,
  level: NamedLevel,
  siblings: readonly { name: string }[],
  current?: string,
): string | undefined {
  const parsed = nameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  const key = nameKey(parsed.data);
  const clash = siblings.some(
    (sibling) => nameKey(sibling.name) === key && (current === undefined || nameKey(current) !== key),
  );
  return clash ? message(duplicateKey[level], { name: parsed.data }) : undefined;
}
