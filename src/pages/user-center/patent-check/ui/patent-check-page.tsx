import { Box, Heading } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ServiceRecords } from '@/widgets/service-records';
import { PageHeading } from '@/shared/ui/page-heading';
import { PATENT_CHECK_TEXT as T } from '../config/texts';
import { PatentCheckForm } from './patent-check-form';

/**
 * /patentCheck: the individual user submits a patent application document for checking and
 * follows the patent check records below (their filters and page in the URL).
 */
export function PatentCheckPage() {
  const search = useSearch({ from: '/_portal/_center/patentCheck' });
  const navigate = useNavigate({ from: '/patentCheck' });
  return (
    <>
      <PageHeading title={T.title} description={T.description} />
      <Box as="section" aria-labelledby="patent-check-form" mb="10">
        <Heading as="h2" size="md" mb="3" id="patent-check-form">
          {T.formTitle}
        </Heading>
        <PatentCheckForm />
      </Box>
      <Box as="section" aria-labelledby="patent-check-records">
        <Heading as="h2" size="md" mb="3" id="patent-check-records">
          {T.records}
        </Heading>
        <ServiceRecords
          scope="center"
          service="patentCheck"
          title={T.records}
          search={search}
          onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
        />
      </Box>
    </>
  );
}
