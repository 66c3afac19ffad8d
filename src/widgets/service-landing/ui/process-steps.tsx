import { Box, Center, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ProcessStep {
  title: string;
  description?: ReactNode;
}

export interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  /** What the ordered list is, for screen readers (e.g. 服务流程). */
  label: string;
  /**
   * `row`: side by side from the medium breakpoint up, stacked on phones (short flows);
   * `timeline`: always a vertical timeline with a connecting line (long, detailed flows).
   */
  layout?: 'row' | 'timeline';
}

function StepNumber({ index }: { index: number }) {
  return (
    <Center
      aria-hidden
      flexShrink={0}
      boxSize="9"
      rounded="full"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="bold"
      position="relative"
      zIndex="1"
    >
      {index + 1}
    </Center>
  );
}

/**
 * A numbered process as an ordered list. The numbers are drawn, not read (`aria-hidden`): the
 * list itself tells assistive technology the order and the count.
 */
export function ProcessSteps({ steps, label, layout = 'row' }: ProcessStepsProps) {
  if (layout === 'timeline') {
    return (
      <Stack as="ol" aria-label={label} listStyleType="none" gap="0" m="0" p="0">
        {steps.map((step, index) => (
          <Flex as="li" key={step.title} gap="4" position="relative" pb={index === steps.length - 1 ? '0' : '6'}>
            {index < steps.length - 1 && (
              <Box
                aria-hidden
                position="absolute"
                left="calc(var(--chakra-sizes-9) / 2 - 1px)"
                top="9"
                bottom="0"
                width="2px"
                bg="brand.emphasized"
              />
            )}
            <StepNumber index={index} />
            <Stack gap="1" pt="1.5" minW="0">
              <Text fontWeight="semibold" fontSize="md">
                {step.title}
              </Text>
              {step.description && (
                <Box color="fg.muted" fontSize="sm">
                  {step.description}
                </Box>
              )}
            </Stack>
          </Flex>
        ))}
      </Stack>
    );
  }
  return (
    <Box
      as="ol"
      aria-label={label}
      listStyleType="none"
      m="0"
      p="0"
      display="grid"
      gap="4"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${Math.min(steps.length, 5)}, minmax(0, 1fr))` }}
    >
      {steps.map((step, index) => (
        <Flex as="li" key={step.title} direction={{ base: 'row', lg: 'column' }} gap="3" p="4" rounded="l2" borderWidth="1px" bg="bg">
          <StepNumber index={index} />
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold">{step.title}</Text>
            {step.description && (
              <Box color="fg.muted" fontSize="sm">
                {step.description}
              </Box>
            )}
          </Stack>
        </Flex>
      ))}
    </Box>
  );
}
