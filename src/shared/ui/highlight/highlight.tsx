import { highlightTerms } from './highlight-terms';

interface HighlightProps {
  text: string | null | undefined;
  /** A keyword string (split on white space) or a list of terms. */
  terms: string | readonly string[];
}

/** `highlightTerms` as a component, for JSX: `<Highlight text={work.title} terms={keyword} />`. */
export function Highlight({ text, terms }: HighlightProps) {
  return <>{highlightTerms(text ?? '', terms)}</>;
}
