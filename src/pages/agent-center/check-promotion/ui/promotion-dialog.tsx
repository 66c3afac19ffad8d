import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { CheckTypeField } from '@/entities/check-type';
import { discountedPrice, formatDiscount } from '@/features/check-ordering';
import { useCreatePromotionCode } from '@/shared/api/generated/endpoints/institution/institution';
import type { CheckConfig, PromotionCodeItem } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { formatPrice, todayInBeijing } from '@/shared/lib/format';
import { DateField } from '@/shared/ui/date-picker';
import { FormDialog } from '@/shared/ui/form-dialog';
import { ControlledField, TextField } from '@/shared/ui/form-field';
import { EMPTY_PROMOTION_FORM, PROMOTION_CODE_MAX, discountOf, promotionForm } from '../lib/promotion-form';

interface PromotionDialogProps {
  onClose: () => void;
  onCreated: (promotion: PromotionCodeItem) => void;
}

/** Creates a promotion code; checked before it is sent, kept as typed when the server refuses. */
export function PromotionDialog({ onClose, onCreated }: PromotionDialogProps) {
  const [chosenType, setChosenType] = useState<CheckConfig>();
  const create = useCreatePromotionCode({ request: { silent: true } });
  const today = todayInBeijing();
  const { text, field, form, submit, pending, serverError } = useContractForm({
    ...promotionForm(today),
    defaultValues: EMPTY_PROMOTION_FORM,
    failure: '创建失败，请重试',
    onSubmit: async (body) => {
      const answer = await create.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      onCreated(answer.data);
    },
  });
  const discount = discountOf(form.watch('discount'));
  const price = chosenType?.price;
  const code = text('code');

  return (
    <FormDialog
      title="新建推广码"
      pending={pending}
      submitLabel="创建"
      pendingLabel="创建中…"
      serverError={serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <TextField {...text('name')} placeholder="发放渠道，如：研究生院通知" />
      <CheckTypeField contract={{ form, field }} name="checkTypeId" onType={setChosenType} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          {...text('discount')}
          inputMode="decimal"
          placeholder="0.1–1，如 0.85"
          helper={
            discount === undefined
              ? '填写实付比例：0.85 即八五折，1 为不打折'
              : `${formatDiscount(discount)}${price !== undefined ? `，用户实付 ${formatPrice(discountedPrice(price, discount))}` : ''}`
          }
        />
        <ControlledField contract={{ form, field }} name="validUntil" required>
          {({ ref, name, value, onChange }) => (
            <DateField ref={ref} name={name} min={today} triggerLabel="选择有效期" value={value} onValueChange={onChange} />
          )}
        </ControlledField>
      </SimpleGrid>
      <TextField
        {...code}
        maxLength={PROMOTION_CODE_MAX}
        onChange={(event) => {
          event.target.value = event.target.value.toUpperCase();
          return code.onChange(event);
        }}
        placeholder="选填，4–16 位大写字母或数字"
        autoComplete="off"
        spellCheck={false}
        helper="不填则自动生成。"
      />
    </FormDialog>
  );
}
