/** A screen's title row: the heading every screen opens with, and an optional line under it. */
import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Box mb="6">
      <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
        {title}
      </Heading>
      {description !== undefined && (
        <Text mt="1" color="fg.muted">
          {description}
        </Text>
      )}
    </Box>
  );
}
