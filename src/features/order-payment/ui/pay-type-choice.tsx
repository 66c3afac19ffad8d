import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { PayType } from '@/shared/api/generated/model';
import { ORDER_PAYMENT_TEXT as T, PAY_TYPE_LABELS, PAY_TYPES } from '../config/texts';
import { formatYuan } from '../lib/format-yuan';

interface PayTypeChoiceProps {
  value: PayType;
  onChange: (payType: PayType) => void;
  /** The user's balance (null while unknown): balance payment needs it to cover `payAmount`. */
  balance: number | null;
  payAmount: number;
  disabled: boolean;
}

/** WeChat Pay, Alipay or the account balance (disabled when the balance is short). */
export function PayTypeChoice({ value, onChange, balance, payAmount, disabled }: PayTypeChoiceProps) {
  const balanceShort = balance !== null && Number.isFinite(balance) && balance < payAmount;
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        const next = PAY_TYPES.find((payType) => payType === details.value);
        if (next) onChange(next);
      }}
      disabled={disabled}
      colorPalette="brand"
    >
      <RadioGroup.Label fontWeight="semibold" mb="2" display="block">
        {T.payType}
      </RadioGroup.Label>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        {PAY_TYPES.map((payType) => {
          const unavailable = payType === 'balance' && balanceShort;
          return (
            <RadioGroup.Item
              key={payType}
              value={payType}
              disabled={disabled || unavailable}
              p="3"
              borderWidth={value === payType ? '2px' : '1px'}
              borderColor={value === payType ? 'brand.solid' : 'border'}
              rounded="l2"
              flex="1"
              alignItems="flex-start"
              cursor={unavailable ? 'not-allowed' : 'pointer'}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Stack gap="0">
                <RadioGroup.ItemText fontWeight="medium">{PAY_TYPE_LABELS[payType]}</RadioGroup.ItemText>
                {payType === 'balance' && balance !== null && Number.isFinite(balance) && (
                  <Text fontSize="xs" color={unavailable ? 'fg.warning' : 'fg.muted'}>
                    {T.balanceLeft(formatYuan(balance))}
                    {unavailable ? `（${T.balanceShort}）` : ''}
                  </Text>
                )}
              </Stack>
            </RadioGroup.Item>
          );
        })}
      </Stack>
    </RadioGroup.Root>
  );
}
