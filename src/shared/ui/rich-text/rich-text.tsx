import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeToTrustedHtml } from './sanitize-html';

export interface RichTextProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the API (article, case or notice content). Untrusted: it is sanitized here. */
  html: string | null | undefined;
}

/**
 * Renders API HTML, sanitized with DOMPurify first (DESIGN: rich text). The only place in the
 * app that sets inner HTML; typography for headings, lists, quotes, tables and images included.
 */
export function RichText({ html, ...boxProps }: RichTextProps) {
  // No content, no sink: under the deploy CSP's Trusted Types even an empty string assigned to
  // innerHTML is refused (an article without content fell to 页面加载失败 in production).
  const clean = useMemo(() => (html ? sanitizeToTrustedHtml(html) : null), [html]);
  return (
    <Box
      className="rich-text"
      lineHeight="1.9"
      fontSize={{ base: 'md', md: 'lg' }}
      wordBreak="break-word"
      css={{
        '& p': { marginBlock: '0.9em' },
        '& h2': { fontSize: '1.25em', fontWeight: 'semibold', marginTop: '1.6em', marginBottom: '0.6em' },
        '& h3': { fontSize: '1.1em', fontWeight: 'semibold', marginTop: '1.4em', marginBottom: '0.5em' },
        '& ul, & ol': { paddingInlineStart: '1.6em', marginBlock: '0.8em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { marginBlock: '0.3em' },
        '& blockquote': {
          borderInlineStartWidth: '4px',
          borderColor: 'brand.200',
          bg: 'brand.50',
          paddingInline: '1em',
          paddingBlock: '0.6em',
          marginBlock: '1em',
          color: 'fg.muted',
        },
        '& img': { maxWidth: '100%', height: 'auto', marginBlock: '1em', borderRadius: 'md' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.4em 0.6em' },
      }}
      {...boxProps}
      // Sanitized above (a TrustedHTML under the deploy CSP's Trusted Types): the one deliberate
      // inner-HTML sink of the app.
      {...(clean === null ? {} : { dangerouslySetInnerHTML: { __html: clean } })}
    />
  );
}
