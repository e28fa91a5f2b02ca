import { describe, expect, it } from 'vitest';
import { MakeUpdateSchema, message, nameError, NewMakeSchema, sortMakes, type Make } from './index.ts';

describe('sortMakes (doc 1 §5: makes, models and trims sorted by name)', () => {
  const makes: Make[] = [
    {
      id: '2',
      name: 'toyota',
      models: [
        { name: 'RAV4', trims: [{ name: 'XLE' }, { name: 'LE' }] },
        { name: 'Corolla', trims: [{ name: 'SE' }, { name: 'L' }] },
      ],
    },
    {
      id: '1',
      name: 'Audi',
      models: [
        { name: 'Q5', trims: [] },
        { name: 'A4', trims: [] },
      ],
    },
    { id: '3', name: 'BMW', models: [{ name: 'X5', trims: [{ name: 'xDrive50e' }, { name: 'xDrive40i' }] }] },
  ];

  it('orders makes by name, ignoring case', () => {
    expect(sortMakes(makes).map((make) => make.name)).toEqual(['Audi', 'BMW', 'toyota']);
  });

  it('orders each make’s models and each model’s trims by name, numbers in numeric order', () => {
    const [audi, bmw, toyota] = sortMakes(makes);
    expect(audi!.models.map((model) => model.name)).toEqual(['A4', 'Q5']);
    expect(toyota!.models.map((model) => model.name)).toEqual(['Corolla', 'RAV4']);
    expect(toyota!.models[0]!.trims.map((trim) => trim.name)).toEqual(['L', 'SE']);
    expect(bmw!.models[0]!.trims.map((trim) => trim.name)).toEqual(['xDrive40i', 'xDrive50e']);
  });

  it('does not change the list it was given', () => {
    const before = JSON.parse(JSON.stringify(makes)) as Make[];
    sortMakes(makes);
    expect(makes).toEqual(before);
  });
});

describe('make names', () => {
  const siblings = [{ name: 'Civic' }, { name: 'Accord' }];
  it.each<[string, string | undefined, string | undefined]>([
    ['Pilot', undefined, undefined],
    ['', undefined, message('validation.name.required')],
    ['   ', undefined, message('validation.name.required')],
    ['x'.repeat(101), undefined, message('validation.name.tooLong', { max: 100 })],
    ['civic', undefined, message('validation.model.duplicate', { name: 'civic' })],
    [' CÍVIC ', undefined, message('validation.model.duplicate', { name: 'CÍVIC' })],
    ['Civic', 'Civic', undefined], // a model may keep its own name when renamed
    ['CIVIC', 'Civic', undefined],
    ['Accord', 'Civic', message('validation.model.duplicate', { name: 'Accord' })],
  ])('nameError(%j, renaming %j) is %j', (name, current, expected) => {
    expect(nameError(name, 'model', siblings, current)).toBe(expected);
  });

  it('trims a new make’s name and refuses a blank one', () => {
    expect(NewMakeSchema.parse({ name: '  Kia ' })).toEqual({ name: 'Kia' });
    expect(NewMakeSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(NewMakeSchema.safeParse({}).success).toBe(false);
  });

  it('refuses a make whose models or trims repeat a name', () => {
    const twiceModel = MakeUpdateSchema.safeParse({
      name: 'Kia',
      models: [{ name: 'EV6' }, { name: 'ev6' }],
    });
    expect(twiceModel.error?.issues[0]?.message).toBe(message('validation.model.duplicate', { name: 'ev6' }));
    const twiceTrim = MakeUpdateSchema.safeParse({
      name: 'Kia',
      models: [{ name: 'EV6', trims: [{ name: 'GT' }, { name: 'GT' }] }],
    });
    expect(twiceTrim.error?.issues[0]?.message).toBe(message('validation.trim.duplicate', { name: 'GT' }));
  });
});

describe('message', () => {
  it.each<[number, string]>([
    [0, '0 makes'],
    [1, '1 make'],
    [2, '2 makes'],
    [1500, '1,500 makes'],
  ])('counts %i as %j', (count, text) => {
    expect(message('makes.count', { count })).toBe(text);
  });

  it('fills in named placeholders', () => {
    expect(message('makes.added', { name: 'Kia' })).toBe('Kia was added.');
  });

  it('gives the spec’s wording for a failed make call (doc 1 §8)', () => {
    expect(message('error.ourEnd')).toBe('There was a problem on our end. Please try again later.');
  });
});
