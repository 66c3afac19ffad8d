import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { TextField } from '@/shared/ui/form-field';
import { SUBMISSION_TEXT as T } from '../config/texts';

type FieldProps = ComponentProps<typeof TextField>;

interface DocumentFieldsProps {
  index: number;
  fileName: string;
  /** The form's title and author fields of this document (label, limit, error, registration). */
  title: FieldProps;
  author: FieldProps;
}

/** Title and author of one uploaded document, under its file name. */
export function DocumentFields({ index, fileName, title, author }: DocumentFieldsProps) {
  return (
    <Fieldset.Root borderWidth="1px" rounded="l2" p="3" minW="0">
      <Fieldset.Legend fontSize="sm" fontWeight="medium" px="1" maxW="full" truncate title={fileName}>
        {T.documentLegend(index + 1, fileName)}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="1">
        <TextField {...title} required />
        <TextField {...author} required />
      </SimpleGrid>
    </Fieldset.Root>
  );
}
