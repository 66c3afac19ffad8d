import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { KEYWORD_MAX } from '@/shared/config';

interface KeywordSearchFormProps {
  /** The keyword in the URL. Key the form on it so back/forward refill the box. */
  keyword: string;
  /** The search landmark's name (and the field's label). */
  label: string;
  placeholder: string;
  onSubmit: (keyword: string | undefined) => void;
  /** Show the label above the box (default: for screen readers only). */
  showLabel?: boolean;
  fieldLabel?: string;
}

/** The keyword box of the expert directory's lists: checks the keyword, then hands it on. */
export function KeywordSearchForm({
  keyword,
  label,
  placeholder,
  onSubmit,
  showLabel = false,
  fieldLabel = label,
}: KeywordSearchFormProps) {
  const [value, setValue] = useState(keyword);
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (trimmed.length > KEYWORD_MAX) {
      setError(`关键词不能超过${KEYWORD_MAX}个字`);
      return;
    }
    setError('');
    onSubmit(trimmed || undefined);
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} noValidate>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly={!showLabel}>{fieldLabel}</Field.Label>
        <HStack gap="2" w="full">
          <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder={placeholder} enterKeyHint="search" bg="bg" />
          <Button type="submit" colorPalette="brand" flexShrink={0}>
            搜索
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
