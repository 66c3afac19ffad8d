import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { CheckTypeField } from '@/entities/check-type';
import { useCreateCardBatch } from '@/shared/api/generated/endpoints/institution/institution';
import type { CardBatch, CheckConfig } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { formatPrice, todayInBeijing } from '@/shared/lib/format';
import { DateField } from '@/shared/ui/date-picker';
import { FormDialog } from '@/shared/ui/form-dialog';
import { ControlledField, TextField } from '@/shared/ui/form-field';
import { CARD_COUNT_MAX, EMPTY_CARD_BATCH_FORM, cardBatchForm } from '../lib/card-batch-form';

interface CardBatchDialogProps {
  onClose: () => void;
  onCreated: (batch: CardBatch) => void;
}

/** Generates a batch of check cards; checked before it is sent, kept as typed when the server refuses. */
export function CardBatchDialog({ onClose, onCreated }: CardBatchDialogProps) {
  const [chosenType, setChosenType] = useState<CheckConfig>();
  const create = useCreateCardBatch({ request: { silent: true } });
  const today = todayInBeijing();
  const { text, field, form, submit, pending, serverError } = useContractForm({
    ...cardBatchForm(today),
    defaultValues: EMPTY_CARD_BATCH_FORM,
    failure: '生成失败，请重试',
    onSubmit: async (body) => {
      const answer = await create.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      onCreated(answer.data);
    },
  });
  const price = chosenType?.price;

  return (
    <FormDialog
      title="生成卡密批次"
      pending={pending}
      submitLabel="生成"
      pendingLabel="生成中…"
      serverError={serverError}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <TextField {...text('name')} placeholder="如：2027 春季学期本科论文检测卡" />
      <CheckTypeField contract={{ form, field }} name="checkTypeId" onType={setChosenType} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField {...text('count')} inputMode="numeric" placeholder={`1–${CARD_COUNT_MAX}`} />
        <TextField
          {...text('faceValue')}
          inputMode="decimal"
          placeholder={price === undefined ? '默认为检测类型价格' : `默认 ${price}`}
          helper={price === undefined ? '不填则为检测类型的价格' : `不填则为 ${formatPrice(price)}`}
        />
      </SimpleGrid>
      <ControlledField contract={{ form, field }} name="expireDate" required helper="过期后未使用的卡密将无法兑换。">
        {({ ref, name, value, onChange }) => (
          <DateField ref={ref} name={name} min={today} triggerLabel="选择有效期" value={value} onValueChange={onChange} />
        )}
      </ControlledField>
    </FormDialog>
  );
}
