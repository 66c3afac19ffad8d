import { useNavigate } from '@tanstack/react-router';
import { KEYWORD_MAX_LONG } from '@/shared/config';
import { KeywordSearch } from '@/shared/ui/keyword-search';

/** Searches works by keyword; an empty keyword opens the search page to browse. */
export function SearchBox() {
  const navigate = useNavigate();
  return (
    <KeywordSearch
      keyword=""
      onSearch={(keyword) => void navigate({ to: '/search', search: keyword ? { keyword } : {} })}
      label="搜索作品"
      fieldLabel="搜索作品、作者或关键词"
      placeholder="搜索作品、作者或关键词"
      maxChars={KEYWORD_MAX_LONG}
      size="lg"
      attached
      fieldProps={{ maxW: '2xl' }}
    />
  );
}
