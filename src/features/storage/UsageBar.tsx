/** A customer's usage against its quota: a bar (amber from 80 %, red from 90 %) and "used of quota". */
import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import type { StorageUsageRow } from './use-storage';
import { storageSize, storageSizeOfMb } from '../../ui/format';

export function percentLabel(percent: number): string {
  if (percent > 0 && percent < 0.1) return '< 0.1 %';
  return `${percent < 10 && percent > 0 ? percent.toFixed(1) : Math.round(percent)} %`;
}

export function UsageBar({ usage, width = 'xs' }: { usage: StorageUsageRow; width?: string }) {
  const palette = usage.used_percent >= 90 ? 'red' : usage.used_percent >= 80 ? 'orange' : 'brand';
  return (
    <Box minW={width}>
      <Progress.Root value={Math.min(100, usage.used_percent)} size="sm" colorPalette={palette} aria-label={`${usage.customer_name} storage used`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between" mt="1">
        <Text textStyle="xs" color="fg.muted">
          {storageSize(usage.used_bytes)} of {storageSizeOfMb(usage.quota_mb)}
        </Text>
        <Text textStyle="xs" fontWeight="medium">
          {percentLabel(usage.used_percent)}
        </Text>
      </HStack>
    </Box>
  );
}
