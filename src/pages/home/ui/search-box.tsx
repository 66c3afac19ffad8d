import { Button, Group, Input } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';

/** Searches works by keyword; an empty keyword opens the search page to browse. */
export function SearchBox() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = keyword.trim();
    void navigate({ to: '/search', search: q ? { keyword: q } : {} });
  };
  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <Group attached w="full" maxW="2xl">
        <Input
          aria-label="搜索作品、作者或关键词"
          placeholder="搜索作品、作者或关键词"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          bg="bg"
          size="lg"
        />
        <Button type="submit" colorPalette="brand" size="lg">
          搜索
        </Button>
      </Group>
    </form>
  );
}
