import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { WorkAuthor } from '@/shared/api/generated/model';
import { Highlight } from '@/shared/ui/highlight';
import { namedAuthors } from '../lib/format';

interface WorkAuthorsProps {
  authors: readonly WorkAuthor[] | undefined;
  /** Search terms to mark in the names. */
  terms?: string | readonly string[];
  /** Show each author's institution after the name. */
  withInstitutions?: boolean;
}

/**
 * The authors of a work; an author who is in the expert directory links to /expert/{id}.
 * Without any named author it says 佚名.
 */
export function WorkAuthors({ authors, terms = [], withInstitutions = false }: WorkAuthorsProps) {
  const list = namedAuthors(authors);
  if (list.length === 0) return <Text as="span">佚名</Text>;
  return (
    <>
      {list.map((author, index) => {
        const name = <Highlight text={author.name.trim()} terms={terms} />;
        const institution = withInstitutions ? (author.institution?.trim() ?? '') : '';
        return (
          <Fragment key={`${author.name}-${index}`}>
            {index > 0 && '，'}
            {author.expertId !== undefined ? (
              <ChakraLink asChild display="inline" color="brand.fg" fontWeight="medium">
                <Link to="/expert/{-$id}" params={{ id: String(author.expertId) }} title={`查看专家 ${author.name.trim()} 的主页`}>
                  {name}
                </Link>
              </ChakraLink>
            ) : (
              <Text as="span">{name}</Text>
            )}
            {institution && (
              <Text as="span" color="fg.muted" fontSize="0.9em">
                （{institution}）
              </Text>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
