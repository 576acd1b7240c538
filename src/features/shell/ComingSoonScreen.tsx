/**
 * The placeholder for a shell route whose screen arrives with a later piece of work: it names the
 * screen and says so, and shows no data.
 */
import { Box, Text } from '@chakra-ui/react';
import { PageHeader } from '../../ui/PageHeader';
import { ClockIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';

export function ComingSoonScreen({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Box
        bg="bg"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        px="6"
        py="12"
        textAlign="center"
        role="status"
      >
        <Box display="inline-flex" p="3" mb="3" borderRadius="full" bg="brand.subtle" color="brand.fg">
          <ClockIcon boxSize="6" />
        </Box>
        <Text fontWeight="semibold" textStyle="lg">
          Coming soon
        </Text>
        <Text color="fg.muted" mt="1">
          {title} is not available yet.
        </Text>
      </Box>
    </>
  );
}
