import { Button, Field, Group, HStack, Input } from '@chakra-ui/react';
import type { ButtonProps, InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { KEYWORD_MAX } from '@/shared/config';
import { useHydrating } from '@/shared/ui/hydration';

export interface KeywordSearchProps {
  /** The keyword the page shows now (its URL's): the box follows it when it changes from outside (back, forward, 重置). */
  keyword: string;
  /** Called on 搜索 or Enter with the keyword trimmed, '' as undefined; the page puts it in its URL. */
  onSearch: (keyword: string | undefined) => void;
  /** The search landmark's name. */
  label: string;
  /** The box's label (default: `label`), for screen readers only unless `showLabel`. */
  fieldLabel?: string;
  showLabel?: boolean;
  placeholder: string;
  /** The longest keyword accepted (default KEYWORD_MAX); a longer one is refused under the box. */
  maxChars?: number;
  /** Refuse an empty keyword with this message (the phone search needs one). */
  requiredMessage?: string;
  /** `search` gives the browser's clear button and Escape-to-clear (a searchbox); default a plain text box. */
  type?: 'search' | 'text';
  size?: 'sm' | 'md' | 'lg';
  /** The box and its button joined, or (default) side by side. */
  attached?: boolean;
  /** Look and behaviour of the box beyond the kit's (rounded, bg, autoFocus). */
  inputProps?: Omit<InputProps, 'value' | 'onChange' | 'type' | 'size' | 'placeholder'>;
  buttonProps?: Omit<ButtonProps, 'type' | 'size'>;
  /** Field root layout (maxW, mb). */
  fieldProps?: Omit<Field.RootProps, 'invalid'>;
  /** After the button, e.g. the phone's 取消 link. */
  children?: ReactNode;
}

/**
 * The one keyword search box: a search landmark with a labelled box and 搜索, submitted by the
 * button or Enter, the keyword checked (length, and present where required) before it is handed
 * on. No business logic: the page decides what a keyword does (its URL, its list).
 */
export function KeywordSearch({
  keyword,
  onSearch,
  label,
  fieldLabel = label,
  showLabel = false,
  placeholder,
  maxChars = KEYWORD_MAX,
  requiredMessage,
  type = 'text',
  size = 'md',
  attached = false,
  inputProps,
  buttonProps,
  fieldProps,
  children,
}: KeywordSearchProps) {
  const hydrating = useHydrating();
  const [value, setValue] = useState(keyword);
  const [error, setError] = useState('');
  // The URL's keyword changed from outside: the box shows it (adjusted during render, no remount).
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setValue(keyword);
    setError('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const problem = requiredMessage && !trimmed ? requiredMessage : trimmed.length > maxChars ? `关键词不能超过${maxChars}个字` : '';
    setError(problem);
    if (!problem) onSearch(trimmed || undefined);
  };

  const Row = attached ? Group : HStack;
  return (
    // Out of reach in the server's markup until hydrated: text typed before would be lost.
    <form role="search" aria-label={label} onSubmit={submit} noValidate inert={hydrating || undefined}>
      <Field.Root {...fieldProps} invalid={Boolean(error)}>
        <Field.Label srOnly={!showLabel}>{fieldLabel}</Field.Label>
        <Row {...(attached ? { attached: true } : { gap: '2' })} w="full">
          <Input
            type={type}
            size={size}
            placeholder={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            bg="bg"
            {...inputProps}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button colorPalette="brand" flexShrink={0} {...buttonProps} type="submit" size={size}>
            搜索
          </Button>
          {children}
        </Row>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
