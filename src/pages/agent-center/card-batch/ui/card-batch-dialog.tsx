import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CheckTypeSelect } from '@/entities/check-type';
import { formatPrice, todayInBeijing } from '@/shared/lib/format';
import { useCreateCardBatch } from '@/shared/api/generated/endpoints/institution/institution';
import type { CardBatch, CheckConfig } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { DateField } from '@/shared/ui/date-picker';
import { FormDialog } from '@/shared/ui/form-dialog';
import { BATCH_NAME_MAX, CARD_COUNT_MAX, checkCardBatchForm } from '../lib/card-batch-form';
import type { CardBatchFormErrors, CardBatchFormValues } from '../lib/card-batch-form';

interface CardBatchDialogProps {
  onClose: () => void;
  onCreated: (batch: CardBatch) => void;
}

type FieldName = keyof CardBatchFormValues;
const FIELD_ORDER: FieldName[] = ['name', 'checkTypeId', 'count', 'faceValue', 'expireDate'];
const EMPTY: CardBatchFormValues = { name: '', checkTypeId: '', count: '', faceValue: '', expireDate: '' };

/** Generates a batch of check cards; checked before it is sent, kept as typed when the server refuses. */
export function CardBatchDialog({ onClose, onCreated }: CardBatchDialogProps) {
  const [values, setValues] = useState<CardBatchFormValues>(EMPTY);
  const [chosenType, setChosenType] = useState<CheckConfig>();
  const [errors, setErrors] = useState<CardBatchFormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const container = useRef<HTMLFormElement>(null);
  const create = useCreateCardBatch({ request: { silent: true } });
  const today = todayInBeijing();

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const check = checkCardBatchForm(values, today);
    setErrors(check.errors);
    setServerError(undefined);
    const firstInvalid = FIELD_ORDER.find((name) => check.errors[name]);
    if (firstInvalid) container.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    if (!check.request) return;
    try {
      const answer = await create.mutateAsync({ data: check.request });
      if (answer.data) onCreated(answer.data);
      else setServerError(answer.msg || '生成失败，请重试');
    } catch (error) {
      setServerError(failureMessage(error, '生成失败，请重试'));
    }
  }

  return (
    <FormDialog
      title="生成卡密批次"
      pending={create.isPending}
      submitLabel="生成"
      pendingLabel="生成中…"
      serverError={serverError}
      formRef={container}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Field.Root invalid={Boolean(errors.name)} required>
        <Field.Label>
          批次名称
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="name"
          value={values.name}
          maxLength={BATCH_NAME_MAX}
          onChange={set('name')}
          placeholder="如：2027 春季学期本科论文检测卡"
        />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.checkTypeId)} required>
        <Field.Label>
          检测类型
          <Field.RequiredIndicator />
        </Field.Label>
        <CheckTypeSelect
          name="checkTypeId"
          value={values.checkTypeId}
          onChange={(checkTypeId, type) => {
            setValues((current) => ({ ...current, checkTypeId }));
            setChosenType(type);
          }}
        />
        <Field.ErrorText>{errors.checkTypeId}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={Boolean(errors.count)} required>
          <Field.Label>
            生成数量（张）
            <Field.RequiredIndicator />
          </Field.Label>
          <Input name="count" inputMode="numeric" value={values.count} onChange={set('count')} placeholder={`1–${CARD_COUNT_MAX}`} />
          <Field.ErrorText>{errors.count}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.faceValue)}>
          <Field.Label>面值（元）</Field.Label>
          <Input
            name="faceValue"
            inputMode="decimal"
            value={values.faceValue}
            onChange={set('faceValue')}
            placeholder={typeof chosenType?.price === 'number' ? `默认 ${chosenType.price}` : '默认为检测类型价格'}
          />
          <Field.HelperText>
            {typeof chosenType?.price === 'number' ? `不填则为 ${formatPrice(chosenType.price)}` : '不填则为检测类型的价格'}
          </Field.HelperText>
          <Field.ErrorText>{errors.faceValue}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.expireDate)} required>
        <Field.Label>
          有效期至
          <Field.RequiredIndicator />
        </Field.Label>
        <DateField
          name="expireDate"
          min={today}
          triggerLabel="选择有效期"
          value={values.expireDate}
          onValueChange={(expireDate) => setValues((current) => ({ ...current, expireDate }))}
        />
        <Field.HelperText>过期后未使用的卡密将无法兑换。</Field.HelperText>
        <Field.ErrorText>{errors.expireDate}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
