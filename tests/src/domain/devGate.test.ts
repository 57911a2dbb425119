import { describe, expect, it } from 'vitest';
import { DEV_GATE_DAYS, expiryInMs, newGateRecord, readGateRecord } from '../../../src/domain/devGate';

describe('development gate record', () => {
  const now = Date.UTC(2026, 10, 21);
  it('lasts 30 days', () => {
    const record = newGateRecord(now);
    expect(record.exp - now).toBe(DEV_GATE_DAYS * 86_400_000);
    expect(readGateRecord(JSON.stringify(record), now + 29 * 86_400_000)).toEqual({ unlocked: true });
    expect(readGateRecord(JSON.stringify(record), now + 31 * 86_400_000)).toEqual({ unlocked: false, removeStored: true });
  });
  it("counts the legacy plain 'true' as unlocked", () => expect(readGateRecord('true', now)).toEqual({ unlocked: true }));
  it('treats expiry times below 1e12 as seconds', () => {
    expect(expiryInMs(1_900_000_000)).toBe(1_900_000_000_000);
    expect(readGateRecord(JSON.stringify({ ok: true, exp: Math.floor(now / 1000) + 60 }), now)).toEqual({ unlocked: true });
    expect(readGateRecord(JSON.stringify({ ok: true, exp: Math.floor(now / 1000) - 60 }), now)).toEqual({ unlocked: false, removeStored: true });
  });
  it('removes invalid records', () => {
    for (const stored of ['garbage', '{"ok":false,"exp":9e15}', '{"ok":true}', 'null', '{"ok":true,"exp":"soon"}']) {
      expect(readGateRecord(stored, now)).toEqual({ unlocked: false, removeStored: true });
    }
  });
  it('nothing stored: locked, nothing to remove', () => expect(readGateRecord(null, now)).toEqual({ unlocked: false, removeStored: false }));
});
