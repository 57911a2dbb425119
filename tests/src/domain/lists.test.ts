import { describe, expect, it } from 'vitest';
import { listItems, textOf } from '../../../src/domain/lists';

describe('listItems', () => {
  it('keeps the non-blank strings of a list, trimmed, and ignores everything else', () => {
    expect(listItems(['  Call on Sunday ', '', '   ', 3, null, { step: 'x' }, 'Write it down'])).toEqual(['Call on Sunday', 'Write it down']);
  });

  it('splits a text on lines and drops the bullets', () => {
    expect(listItems('- Agree a budget\n* Share the sheet\n• Check in Friday\n\n1. Book the room\n2) Send the invite')).toEqual([
      'Agree a budget',
      'Share the sheet',
      'Check in Friday',
      'Book the room',
      'Send the invite',
    ]);
  });

  it('splits an entry of a list that holds several lines', () => {
    expect(listItems(['- one\n- two', 'three'])).toEqual(['one', 'two', 'three']);
  });

  it('splits bullets run together on one line', () => {
    expect(listItems('- one - two - three')).toEqual(['one', 'two', 'three']);
    expect(listItems('1. one 2. two 3. three')).toEqual(['one', 'two', 'three']);
  });

  it('keeps an ordinary sentence whole', () => {
    expect(listItems('Meet at 5. Then talk - briefly - about money')).toEqual(['Meet at 5. Then talk - briefly - about money']);
  });

  it('gives nothing for missing or blank input', () => {
    for (const value of [undefined, null, '', '   \n  ', 42, {}]) expect(listItems(value)).toEqual([]);
  });
});

describe('textOf', () => {
  it('trims strings and gives empty text for anything else', () => {
    expect(textOf('  a ')).toBe('a');
    expect(textOf(5)).toBe('');
    expect(textOf(null)).toBe('');
  });
});
