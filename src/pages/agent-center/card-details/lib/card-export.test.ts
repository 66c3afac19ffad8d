import { describe, expect, it } from 'vitest';
import { cardExportFileName, maskSecret } from './card-export';

describe('card export helpers', () => {
  it('name the file in Chinese with the batch and the day', () => {
    expect(cardExportFileName('KP2026110001', '2026-12-07')).toBe('卡密明细-KP2026110001-20261207.csv');
    expect(cardExportFileName(undefined, '2026-12-07')).toBe('卡密明细-全部批次-20261207.csv');
  });

  it('hide the middle of a secret', () => {
    expect(maskSecret('ABCDEFGHJKLM')).toBe('ABCD****JKLM');
    expect(maskSecret('ABCD')).toBe('****');
  });
});
