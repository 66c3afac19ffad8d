import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';

const KEYWORD_MAX = 50;

/** The keyword box of the theory list, checked before it goes to the URL. Key it on the URL's keyword. */
export function TheorySearchForm({ keyword, onSubmit }: { keyword: string; onSubmit: (keyword: string | undefined) => void }) {
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
    <form role="search" aria-label="搜索理论文章" onSubmit={submit} noValidate>
      <Field.Root invalid={Boolean(error)} maxW={{ md: 'lg' }} mb="4">
        <Field.Label srOnly>关键词</Field.Label>
        <HStack gap="2" w="full">
          <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder="搜索标题或摘要" enterKeyHint="search" bg="bg" />
          <Button type="submit" colorPalette="brand" flexShrink={0}>
            搜索
          </Button>
        </HStack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
