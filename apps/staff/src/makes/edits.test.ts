import { describe, expect, it } from 'vitest';
import type { Make } from '@sfi/domain';
import { addModel, addTrim, removeModel, removeTrim, renameMake, renameModel, renameTrim } from './edits.ts';

const make: Make = {
  id: 'm1',
  name: 'Honda',
  models: [
    { name: 'Civic', trims: [{ name: 'LX' }, { name: 'Sport' }] },
    { name: 'CR-V', trims: [{ name: 'EX' }] },
  ],
};

describe('make edits', () => {
  it.each([
    ['renames the make', renameMake(make, 'Acura'), { ...make, name: 'Acura' }],
    [
      'adds a model without trims',
      addModel(make, 'Pilot'),
      { ...make, models: [...make.models, { name: 'Pilot', trims: [] }] },
    ],
    [
      'renames one model and keeps its trims',
      renameModel(make, 'Civic', 'Civic Si'),
      { ...make, models: [{ name: 'Civic Si', trims: make.models[0]!.trims }, make.models[1]] },
    ],
    ['removes one model', removeModel(make, 'Civic'), { ...make, models: [make.models[1]] }],
    [
      'adds a trim to one model only',
      addTrim(make, 'CR-V', 'Touring'),
      { ...make, models: [make.models[0], { name: 'CR-V', trims: [{ name: 'EX' }, { name: 'Touring' }] }] },
    ],
    [
      'renames one trim of one model',
      renameTrim(make, 'Civic', 'LX', 'EX'),
      { ...make, models: [{ name: 'Civic', trims: [{ name: 'EX' }, { name: 'Sport' }] }, make.models[1]] },
    ],
    [
      'removes one trim of one model',
      removeTrim(make, 'Civic', 'Sport'),
      { ...make, models: [{ name: 'Civic', trims: [{ name: 'LX' }] }, make.models[1]] },
    ],
  ])('%s', (_name, edited, expected) => {
    expect(edited).toEqual(expected);
  });

  it('leaves the loaded make untouched', () => {
    const before = structuredClone(make);
    removeTrim(renameModel(addModel(make, 'Pilot') as Make, 'Civic', 'X') as Make, 'CR-V', 'EX');
    expect(make).toEqual(before);
  });
});
