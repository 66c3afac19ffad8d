import { Button, Field, Group, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { KEYWORD_MAX_LENGTH } from '../lib/search-params';

interface SearchFormProps {
  initialKeyword: string;
  onSearch: (keyword: string | undefined) => void;
}

/** The keyword box; an empty keyword lists every work. The parent remounts it when the URL changes. */
export function SearchForm({ initialKeyword, onSearch }: SearchFormProps) {
  const [keyword, setKeyword] = useState(initialKeyword);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (text.length > KEYWORD_MAX_LENGTH) {
      setError(`关键词不能超过${KEYWORD_MAX_LENGTH}个字符`);
      return;
    }
    setError('');
    onSearch(text || undefined);
  };

  return (
    <form role="search" aria-label="作品检索" onSubmit={submit} noValidate>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly>搜索关键词</Field.Label>
        <Group attached w="full">
          <Input
            name="keyword"
            type="search"
            size="lg"
            placeholder="输入题名、作者、关键词或机构，多个词用空格分开"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            bg="bg"
            autoComplete="off"
          />
          <Button type="submit" colorPalette="brand" size="lg" px={{ base: '4', md: '8' }}>
            搜索
          </Button>
        </Group>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
