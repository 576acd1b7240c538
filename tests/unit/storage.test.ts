/** The pure parts of storage: file ids naming their table, alert thresholds, and how quotas read. */
import { describe, expect, it } from 'vitest';
import { percentLabel } from '../../src/features/storage/UsageBar';
import { formatBytes, storageSize, storageSizeOfMb } from '../../src/ui/format';
import { percentText, thresholdOf } from '../../server/storage/alerts';
import { fileIdOf, parseFileId } from '../../src/domain/contracts/storage';
import { usedPercent } from '../../server/storage/usage';

describe('storage file ids', () => {
  it('name the table and the row', () => {
    expect(parseFileId('project-12')).toEqual({ kind: 'project', id: 12 });
    expect(parseFileId('customer-7')).toEqual({ kind: 'customer', id: 7 });
    expect(fileIdOf({ kind: 'customer', id: 7 })).toBe('customer-7');
  });

  it('refuse anything else', () => {
    for (const bad of ['12', 'project-0', 'project-012', 'partner-3', 'project-', 'project-2147483648', ' project-1', 'PROJECT-1']) expect(parseFileId(bad), bad).toBeNull();
    expect(parseFileId('project-2147483647')).toEqual({ kind: 'project', id: 2_147_483_647 });
  });
});

describe('quota alert thresholds', () => {
  it('are the highest of 80, 90 and 100 reached', () => {
    expect(thresholdOf(0)).toBeNull();
    expect(thresholdOf(79.99)).toBeNull();
    expect(thresholdOf(80)).toBe(80);
    expect(thresholdOf(89.9)).toBe(80);
    expect(thresholdOf(90)).toBe(90);
    expect(thresholdOf(100)).toBe(100);
    expect(thresholdOf(250)).toBe(100);
  });

  it('read usage against the quota, one decimal for people', () => {
    expect(usedPercent({ usedBytes: 512 * 1024, quotaMb: 1 })).toBe(50);
    expect(usedPercent({ usedBytes: 0, quotaMb: 0 })).toBe(0);
    expect(usedPercent({ usedBytes: 1, quotaMb: 0 })).toBe(100);
    expect(percentText(84.26)).toBe('84.3 %');
    expect(percentText(90)).toBe('90.0 %');
  });
});

describe('quotas on screen', () => {
  it('show storage in GB with one decimal, files in the unit that fits them', () => {
    expect(storageSizeOfMb(51200)).toBe('50.0 GB');
    expect(storageSizeOfMb(1536)).toBe('1.5 GB');
    expect(storageSizeOfMb(750)).toBe('0.7 GB');
    expect(storageSizeOfMb(1_048_576)).toBe('1,024.0 GB');
    expect(storageSize(0)).toBe('0.0 GB');
    expect(storageSize(12_000)).toBe('< 0.1 GB');
    expect(storageSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(2.5 * 1024 ** 3)).toBe('2.5 GB');
    expect(formatBytes(0)).toBe('0 B');
    expect(percentLabel(0)).toBe('0 %');
    expect(percentLabel(0.04)).toBe('< 0.1 %');
    expect(percentLabel(4.26)).toBe('4.3 %');
    expect(percentLabel(84.6)).toBe('85 %');
  });
});
