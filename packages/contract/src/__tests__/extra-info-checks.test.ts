import { describe, expect, it } from 'vitest';
import { basketExtraInfoSchema, lineExtraInfoSchema, readBasketExtraInfo, readLineExtraInfo } from '../index.ts';

const NUMBERS: unknown[] = [undefined, null, 0, 1, 2, 98, 99, 100, -1, 1.5, '3', ' 4 ', '', 'x', true, [], [2], Number.NaN];
const TEXTS: unknown[] = [undefined, null, '', '   ', 'Ada Lovelace', ' Ada ', 'x'.repeat(120), 'x'.repeat(121), 7, true, []];
const DATES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '2026-11-26',
  ' 2026-11-26 ',
  '2026-02-29',
  '2028-02-29',
  '2026-13-01',
  '26-11-2026',
  5,
];
const COMMENTS: unknown[] = [undefined, null, '', '  no onions ', 'x'.repeat(500), `${'x'.repeat(500)} `, 'x'.repeat(501), 3, {}];

function lineInputs(): unknown[] {
  const details: unknown[] = [];
  for (const fullName of TEXTS) details.push({ fullName });
  for (const date of DATES) details.push({ date });
  for (const count of NUMBERS) details.push({ count });
  details.push({ fullName: 'Ada', date: '2026-11-26', count: 2, other: true }, null, 'Ada', []);
  const inputs: unknown[] = [undefined, null, '', 'not json', '[]', 5, [], {}, '{}'];
  for (const comment of COMMENTS) inputs.push({ comment }, JSON.stringify({ comment }));
  for (const detail of details) inputs.push({ itemDetails: [detail] }, JSON.stringify({ itemDetails: [detail] }));
  inputs.push({ itemDetails: null }, { itemDetails: 'x' }, { itemDetails: {} }, { itemDetails: Array.from({ length: 50 }, () => ({})) });
  inputs.push({ itemDetails: Array.from({ length: 51 }, () => ({})) }, { comment: ' hi ', itemDetails: [{ count: '2' }], extra: 1 });
  return inputs;
}

function basketInputs(): unknown[] {
  const inputs: unknown[] = [
    undefined,
    null,
    '',
    'not json',
    '[]',
    5,
    [],
    {},
    '{}',
    { table_capacity: null },
    { table_capacity: 'x' },
    { other: 1 },
  ];
  for (const adults of NUMBERS)
    for (const children of NUMBERS) {
      inputs.push({ table_capacity: { adults, children } });
      inputs.push(JSON.stringify({ table_capacity: { adults, children } }));
    }
  return inputs;
}

describe('readLineExtraInfo', () => {
  it('reads exactly what lineExtraInfoSchema reads', () => {
    for (const input of lineInputs()) {
      const parsed = lineExtraInfoSchema.safeParse(input);
      expect(readLineExtraInfo(input), JSON.stringify(input)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});

describe('readBasketExtraInfo', () => {
  it('reads exactly what basketExtraInfoSchema reads', () => {
    for (const input of basketInputs()) {
      const parsed = basketExtraInfoSchema.safeParse(input);
      expect(readBasketExtraInfo(input), JSON.stringify(input)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
