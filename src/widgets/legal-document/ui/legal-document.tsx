import { Box, chakra, Container, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { LegalSection } from '../model/types';

// The layout of every legal text (agreement, privacy policy): table of contents and sections.
const CHINESE_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五'];

interface LegalDocumentProps {
  /** The page's path, for the table of contents' anchor links. */
  path: '/agreement' | '/privacy';
  title: string;
  effectiveDate: string;
  updatedDate: string;
  preamble: readonly string[];
  sections: readonly LegalSection[];
}

/**
 * A legal text: the h1 with its dates, a table of contents of anchor links (beside the text on
 * wide screens, above it on phones), then numbered sections (h2) of numbered clauses.
 */
export function LegalDocument({ path, title, effectiveDate, updatedDate, preamble, sections }: LegalDocumentProps) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb={{ base: '6', md: '8' }} pb="6" borderBottomWidth="1px" borderColor="border.muted">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" display="flex" flexWrap="wrap" columnGap="6">
          <span>更新日期：{updatedDate}</span>
          <span>生效日期：{effectiveDate}</span>
        </Text>
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' }} gap={{ base: '6', lg: '12' }} alignItems="start">
        <Box
          as="nav"
          aria-labelledby="legal-toc-title"
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
          borderWidth="1px"
          borderColor="border.muted"
          rounded="md"
          p="4"
          bg="bg.subtle"
        >
          <Text id="legal-toc-title" fontWeight="semibold" mb="2">
            目录
          </Text>
          <chakra.ol
            listStyle="none"
            display="grid"
            gridTemplateColumns={{
              base: 'repeat(auto-fill, minmax(9rem, 1fr))',
              lg: '1fr',
            }}
            gap="1"
            fontSize="sm"
          >
            {sections.map((section, index) => (
              <li key={section.id}>
                <ChakraLink asChild color="fg.muted" _hover={{ color: 'brand.fg' }} display="block" py="0.5">
                  <Link to={path} hash={section.id}>
                    {CHINESE_NUMBERS[index] ?? index + 1}、{section.title}
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </chakra.ol>
        </Box>
        <Box as="article" lineHeight="tall" minW="0">
          <Stack gap="3" mb="8">
            {preamble.map((paragraph, index) => (
              <Text key={index} textAlign="justify">
                {paragraph}
              </Text>
            ))}
          </Stack>
          <Stack gap="8">
            {sections.map((section, index) => (
              <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} scrollMarginTop="24">
                <Heading as="h2" id={`${section.id}-title`} size="lg" mb="3">
                  {CHINESE_NUMBERS[index] ?? index + 1}、{section.title}
                </Heading>
                <chakra.ol listStyle="none" display="grid" gap="2">
                  {section.clauses.map((clause, clauseIndex) => (
                    <li key={clauseIndex}>
                      <Text textAlign="justify">
                        <chakra.span fontWeight="semibold" me="1">
                          {index + 1}.{clauseIndex + 1}
                        </chakra.span>
                        {clause.text}
                        {clause.link && (
                          <ChakraLink asChild display="inline" color="brand.fg" ms="1" textDecoration="underline" textUnderlineOffset="2px">
                            <Link to={clause.link.to}>{clause.link.label}</Link>
                          </ChakraLink>
                        )}
                      </Text>
                      {clause.items && (
                        <chakra.ol listStyle="none" ps={{ base: '4', md: '8' }} mt="1" display="grid" gap="1">
                          {clause.items.map((item, itemIndex) => (
                            <li key={itemIndex}>
                              <Text textAlign="justify">
                                （{itemIndex + 1}）{item}
                              </Text>
                            </li>
                          ))}
                        </chakra.ol>
                      )}
                    </li>
                  ))}
                </chakra.ol>
              </Box>
            ))}
          </Stack>
        </Box>
      </Grid>
    </Container>
  );
}
