import { HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BRAND } from '@/shared/config';

export function BrandMark() {
  return (
    <Link to="/" aria-label={`${BRAND}首页`}>
      <HStack gap="2">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
          <rect width="32" height="32" rx="8" fill="#1f4ea8" />
          <path d="M8 11l8-4 8 4-8 4-8-4z" fill="#fff" />
          <path d="M11 14v5c0 1.7 2.2 3 5 3s5-1.3 5-3v-5l-5 2.5-5-2.5z" fill="#cfe0ff" />
        </svg>
        <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} color="brand.fg" whiteSpace="nowrap">
          {BRAND}
        </Text>
      </HStack>
    </Link>
  );
}
