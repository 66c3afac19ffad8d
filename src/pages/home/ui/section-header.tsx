import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionHeaderProps {
  id: string;
  title: string;
  /** 查看更多 and the like. */
  more?: ReactNode;
}

/** A home section's h2 with its 更多 link on the right. */
export function SectionHeader({ id, title, more }: SectionHeaderProps) {
  return (
    <Flex justify="space-between" align="center" gap="3" mb="4">
      <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      {more}
    </Flex>
  );
}
