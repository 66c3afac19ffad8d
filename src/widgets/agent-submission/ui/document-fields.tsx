import { Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
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
  return (
    <Fieldset.Root borderWidth="1px" rounded="l2" p="3" minW="0">
      <Fieldset.Legend fontSize="sm" fontWeight="medium" px="1" maxW="full" truncate title={item.fileName}>
        {T.documentLegend(index + 1, item.fileName)}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="1">
        <Field.Root required invalid={Boolean(errors?.title)}>
          <Field.Label>
            {T.paperTitle}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={(element) => inputRef('title', element)}
            name={`title-${index + 1}`}
            maxLength={LIMITS.title}
            value={item.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
          <Field.ErrorText>{errors?.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors?.author)}>
          <Field.Label>
            {T.author}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={(element) => inputRef('author', element)}
            name={`author-${index + 1}`}
            maxLength={LIMITS.author}
            value={item.author}
            onChange={(event) => onChange({ author: event.target.value })}
          />
          <Field.ErrorText>{errors?.author}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </Fieldset.Root>
  );
}
