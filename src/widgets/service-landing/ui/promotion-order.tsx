import { Card, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PromotionCodeField, usePromotionValidation } from '@/features/check-ordering';
import type { CheckService } from '@/features/check-ordering';
import { CheckTypePrices } from './check-type-prices';
import { ButtonLink } from '@/shared/ui/button-link';

export interface PromotionOrderProps {
  service: CheckService;
  /** The code from the path, prefilled and validated at once. */
  initialCode?: string;
  /** The text above the code field. */
  intro: string;
  emptyHint?: string;
  /** The way on without a valid code: `label` once a code is typed, `untyped` (a solid button) before. */
  direct: { label: string; untyped?: string };
  /** The prices section: its title and what it says until a code is valid. */
  prices: { title: string; hint: string };
}

/**
 * The order block of the landings sold through promotion codes (/aigc/check, /promotion/check):
 * the code, validated as it is typed, the way on to /checkSubmit (with a valid code and its
 * check type, or without), then the service's check types at the code's discount.
 */
export function PromotionOrder({ service, initialCode, intro, emptyHint, direct, prices }: PromotionOrderProps) {
  const [code, setCode] = useState(initialCode ?? '');
  const verdict = usePromotionValidation(code, service);
  const valid = verdict.status === 'valid' ? verdict : undefined;
  const typed = code.trim();
  const solid = !typed && direct.untyped !== undefined;

  return (
    <>
      <Card.Root variant="outline" maxW="3xl">
        <Card.Body gap="4">
          <Text color="fg.muted">{intro}</Text>
          <PromotionCodeField value={code} onChange={setCode} verdict={verdict} emptyHint={emptyHint} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {valid ? (
              <ButtonLink
                colorPalette="brand"
                to="/checkSubmit/{-$code}"
                params={{ code: typed }}
                search={{ service, ...(valid.checkType ? { typeId: valid.checkType.id } : {}) }}
              >
                使用推广码去检测
              </ButtonLink>
            ) : (
              <ButtonLink
                colorPalette="brand"
                variant={solid ? 'solid' : 'outline'}
                to="/checkSubmit/{-$code}"
                params={{ code: undefined }}
                search={{ service }}
              >
                {solid ? direct.untyped : direct.label}
              </ButtonLink>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>

      <CheckTypePrices
        service={service}
        title={prices.title}
        description={valid ? '已按推广码折扣显示价格。' : prices.hint}
        promotion={valid && { code: typed, discount: valid.discount, typeId: valid.checkType?.id }}
      />
    </>
  );
}
