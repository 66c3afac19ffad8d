import { Box } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { LinkOptions } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/page-heading';
import type { RecordSearch } from '../model/search';
import { ServiceRecords } from './service-records';
import type { ServiceRecordsProps } from './service-records';
import { ButtonLink } from '@/shared/ui/button-link';

export interface ServiceRecordsPageProps extends Omit<ServiceRecordsProps, 'search' | 'onSearchChange' | 'emptyAction'> {
  /** The page's h1 (the table keeps `title`). */
  heading: string;
  description: string;
  /** Where to submit another: shown beside the heading and under an empty, unfiltered list. */
  submit?: LinkOptions & { label: string };
}

function SubmitLink({ label, ...link }: NonNullable<ServiceRecordsPageProps['submit']>) {
  return (
    <ButtonLink size="sm" colorPalette="brand" {...link}>
      {label}
    </ButtonLink>
  );
}

/**
 * A whole record page: heading, description, the submit link and the list, whose filters and
 * page live in the current route's search (checked by the route's `validateRecordSearch`).
 */
export function ServiceRecordsPage({ heading, description, submit, ...list }: ServiceRecordsPageProps) {
  const search = useSearch({ strict: false }) as RecordSearch;
  const navigate = useNavigate();
  const action = submit && <SubmitLink {...submit} />;
  return (
    <Box>
      <PageHeading title={heading} description={description} actions={action} />
      <ServiceRecords {...list} search={search} onSearchChange={(next) => void navigate({ to: '.', search: next })} emptyAction={action} />
    </Box>
  );
}
