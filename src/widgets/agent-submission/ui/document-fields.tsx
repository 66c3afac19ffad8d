import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { TextField } from '@/shared/ui/form-field';
import { LIMITS } from '../config/kinds';
import { SUBMISSION_TEXT as T } from '../config/texts';
import type { DocumentItem, ItemErrors } from '../lib/validate';

interface DocumentFieldsProps {
  index: number;
  item: DocumentItem;
  errors: ItemErrors | undefined;
  onChange: (patch: Partial<Pick<DocumentItem, 'title' | 'author'>>) => void;
  /** Registers the inputs so the form can focus the first one in error. */
  inputRef: (field: 'title' | 'author', element: HTMLInputElement | null) => void;
}

/** Title and author of one uploaded document, under its file name. */
export function DocumentFields({ index, item, errors, onChange, inputRef }: DocumentFieldsProps) {
  const field = (name: 'title' | 'author', label: string) => (
    <TextField
      ref={(element) => inputRef(name, element)}
      label={label}
      required
      error={errors?.[name]}
      name={`${name}-${index + 1}`}
      maxLength={LIMITS[name]}
      value={item[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );
  return (
    <Fieldset.Root borderWidth="1px" rounded="l2" p="3" minW="0">
      <Fieldset.Legend fontSize="sm" fontWeight="medium" px="1" maxW="full" truncate title={item.fileName}>
        {T.documentLegend(index + 1, item.fileName)}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="1">
        {field('title', T.paperTitle)}
        {field('author', T.author)}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
