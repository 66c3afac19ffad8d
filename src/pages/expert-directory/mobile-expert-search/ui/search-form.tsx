import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { KEYWORD_MAX } from '@/shared/config';
import { ButtonLink } from '@/shared/ui/button-link';

/** The phone search box: a keyword is required; 取消 goes back to the list. Key it on the URL's keyword. */
export function SearchForm({ keyword, onSubmit }: { keyword: string; onSubmit: (keyword: string | undefined) => void }) {
  const [value, setValue] = useState(keyword);
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setError('请输入专家姓名、研究领域或机构');
      return;
    }
    if (trimmed.length > KEYWORD_MAX) {
      setError(`关键词不能超过${KEYWORD_MAX}个字`);
      return;
    }
    setError('');
    onSubmit(trimmed);
  };
  return (
    <form role="search" aria-label="搜索专家" onSubmit={submit} noValidate>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly>搜索专家</Field.Label>
        <Flex gap="2" w="full">
          <Input
            type="search"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="专家姓名、研究领域、机构"
            enterKeyHint="search"
            rounded="full"
            bg="bg.muted"
            borderWidth="0"
            autoFocus={!keyword}
          />
          <Button type="submit" colorPalette="brand" rounded="full" flexShrink={0}>
            搜索
          </Button>
          <ButtonLink variant="ghost" flexShrink={0} px="2" to="/mobile/experts">
            取消
          </ButtonLink>
        </Flex>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
