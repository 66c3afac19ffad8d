import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CheckTypeSelect } from '@/entities/check-type';
import { discountedPrice, formatDiscount } from '@/features/check-ordering';
import { formatPrice, todayInBeijing } from '@/shared/lib/format';
import { useCreatePromotionCode } from '@/shared/api/generated/endpoints/institution/institution';
import type { CheckConfig, PromotionCodeItem } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { DateField } from '@/shared/ui/date-picker';
import { FormDialog } from '@/shared/ui/form-dialog';
import { PROMOTION_CODE_MAX, PROMOTION_NAME_MAX, checkPromotionForm, discountOf } from '../lib/promotion-form';
import type { PromotionFormErrors, PromotionFormValues } from '../lib/promotion-form';

interface PromotionDialogProps {
  onClose: () => void;
  onCreated: (promotion: PromotionCodeItem) => void;
}

type FieldName = keyof PromotionFormValues;
const FIELD_ORDER: FieldName[] = ['name', 'checkTypeId', 'discount', 'validUntil', 'code'];
const EMPTY: PromotionFormValues = { name: '', checkTypeId: '', discount: '', validUntil: '', code: '' };

/** Creates a promotion code; checked before it is sent, kept as typed when the server refuses. */
export function PromotionDialog({ onClose, onCreated }: PromotionDialogProps) {
  const [values, setValues] = useState<PromotionFormValues>(EMPTY);
  const [chosenType, setChosenType] = useState<CheckConfig>();
  const [errors, setErrors] = useState<PromotionFormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const container = useRef<HTMLFormElement>(null);
  const create = useCreatePromotionCode({ request: { silent: true } });
  const today = todayInBeijing();
  const discount = discountOf(values.discount);
  const price = chosenType?.price;

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const check = checkPromotionForm(values, today);
    setErrors(check.errors);
    setServerError(undefined);
    const firstInvalid = FIELD_ORDER.find((name) => check.errors[name]);
    if (firstInvalid) container.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    if (!check.request) return;
    try {
      const answer = await create.mutateAsync({ data: check.request });
      if (answer.data) onCreated(answer.data);
      else setServerError(answer.msg || '创建失败，请重试');
    } catch (error) {
      setServerError(failureMessage(error, '创建失败，请重试'));
    }
  }

  return (
    <FormDialog
      title="新建推广码"
      pending={create.isPending}
      submitLabel="创建"
      pendingLabel="创建中…"
      serverError={serverError}
      formRef={container}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Field.Root invalid={Boolean(errors.name)} required>
        <Field.Label>
          推广名称
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="name"
          value={values.name}
          maxLength={PROMOTION_NAME_MAX}
          onChange={set('name')}
          placeholder="发放渠道，如：研究生院通知"
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
        <Field.Root invalid={Boolean(errors.discount)} required>
          <Field.Label>
            折扣
            <Field.RequiredIndicator />
          </Field.Label>
          <Input name="discount" inputMode="decimal" value={values.discount} onChange={set('discount')} placeholder="0.1–1，如 0.85" />
          <Field.HelperText>
            {discount === undefined
              ? '填写实付比例：0.85 即八五折，1 为不打折'
              : `${formatDiscount(discount)}${typeof price === 'number' ? `，用户实付 ${formatPrice(discountedPrice(price, discount))}` : ''}`}
          </Field.HelperText>
          <Field.ErrorText>{errors.discount}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.validUntil)} required>
          <Field.Label>
            有效期至
            <Field.RequiredIndicator />
          </Field.Label>
          <DateField
            name="validUntil"
            min={today}
            triggerLabel="选择有效期"
            value={values.validUntil}
            onValueChange={(validUntil) => setValues((current) => ({ ...current, validUntil }))}
          />
          <Field.ErrorText>{errors.validUntil}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.code)}>
        <Field.Label>自定义推广码</Field.Label>
        <Input
          name="code"
          value={values.code}
          maxLength={PROMOTION_CODE_MAX}
          onChange={(event) => setValues((current) => ({ ...current, code: event.target.value.toUpperCase() }))}
          placeholder="选填，4–16 位大写字母或数字"
          autoComplete="off"
          spellCheck={false}
        />
        <Field.HelperText>不填则自动生成。</Field.HelperText>
        <Field.ErrorText>{errors.code}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
