import { Alert, Button, Card, Field, Grid, HStack, Heading, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useCreateIpRule } from '@/shared/api/generated/endpoints/institution/institution';
import type { IpRule } from '@/shared/api/generated/model';
import { failureMessage } from '@/shared/lib/error-message';
import { IP_REMARK_MAX, IP_RULE_MAX, addressCount, checkIpRuleForm, formatIpv4 } from '../lib/ip-rule';
import type { IpRuleFormErrors, IpRuleFormValues, IpRuleMode } from '../lib/ip-rule';

const MODES: ReadonlyArray<{ value: IpRuleMode; label: string }> = [
  { value: 'single', label: '单个 IP' },
  { value: 'range', label: 'IP 段' },
  { value: 'cidr', label: 'CIDR 网段' },
];

const EMPTY: IpRuleFormValues = { mode: 'single', startIp: '', endIp: '', cidr: '', remark: '' };
type TextField = Exclude<keyof IpRuleFormValues, 'mode'>;
const FIELD_ORDER: TextField[] = ['startIp', 'endIp', 'cidr', 'remark'];

interface IpRuleFormProps {
  /** No more rules may be added (the limit is reached). */
  full: boolean;
  onAdded: (rule: IpRule) => void;
}

/** Adds an allowed address, range or CIDR block; checked before it is sent, kept when the server refuses it. */
export function IpRuleForm({ full, onAdded }: IpRuleFormProps) {
  const [values, setValues] = useState<IpRuleFormValues>(EMPTY);
  const [errors, setErrors] = useState<IpRuleFormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const inputs = useRef<Partial<Record<TextField, HTMLInputElement | null>>>({});
  const create = useCreateIpRule({ request: { silent: true } });
  const preview = checkIpRuleForm(values).range;

  const set = (name: TextField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const check = checkIpRuleForm(values);
    setErrors(check.errors);
    setServerError(undefined);
    const firstInvalid = FIELD_ORDER.find((name) => check.errors[name]);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
    if (!check.request) return;
    try {
      const answer = await create.mutateAsync({ data: check.request });
      if (!answer.data) {
        setServerError(answer.msg || '添加失败，请重试');
        return;
      }
      setValues({ ...EMPTY, mode: values.mode });
      onAdded(answer.data);
    } catch (error) {
      setServerError(failureMessage(error, '添加失败，请重试'));
    }
  }

  const input = (name: TextField, label: string, placeholder: string) => (
    <Field.Root invalid={Boolean(errors[name])} required={name !== 'remark'}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator
          fallback={
            name === 'remark' ? (
              <Text as="span" color="fg.muted">
                （选填）
              </Text>
            ) : undefined
          }
        />
      </Field.Label>
      <Input
        ref={(element) => {
          inputs.current[name] = element;
        }}
        name={name}
        value={values[name]}
        onChange={set(name)}
        placeholder={placeholder}
        inputMode={name === 'remark' ? undefined : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        maxLength={name === 'remark' ? IP_REMARK_MAX : 18}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="ip-rule-form-title">
          <Stack gap="4">
            <Heading as="h2" id="ip-rule-form-title" size="md">
              添加允许的 IP
            </Heading>
            <RadioGroup.Root
              value={values.mode}
              onValueChange={(details) => {
                const mode = MODES.find((item) => item.value === details.value)?.value;
                if (mode) {
                  setValues((current) => ({ ...current, mode }));
                  setErrors({});
                }
              }}
              colorPalette="brand"
            >
              <RadioGroup.Label srOnly>规则类型</RadioGroup.Label>
              <HStack gap="6" wrap="wrap">
                {MODES.map((mode) => (
                  <RadioGroup.Item key={mode.value} value={mode.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{mode.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
              {values.mode === 'single' && input('startIp', 'IP 地址', '如 58.48.196.10')}
              {values.mode === 'range' && (
                <>
                  {input('startIp', '起始 IP', '如 202.115.32.1')}
                  {input('endIp', '结束 IP', '如 202.115.32.254')}
                </>
              )}
              {values.mode === 'cidr' && input('cidr', 'CIDR 网段', '如 10.12.0.0/16')}
              {input('remark', '备注', '如 图书馆电子阅览室')}
            </Grid>
            <Text fontSize="sm" color="fg.muted" aria-live="polite" minH="5">
              {preview
                ? `将允许 ${formatIpv4(preview.start)}${preview.end !== preview.start ? ` – ${formatIpv4(preview.end)}` : ''}，共 ${addressCount(preview).toLocaleString('zh-CN')} 个地址${preview.cidr && preview.cidr !== values.cidr.trim() ? `（按网段 ${preview.cidr} 保存）` : ''}`
                : '只支持 IPv4；CIDR 前缀长度 8–32。'}
            </Text>
            {serverError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
            <HStack>
              <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText="添加中…" disabled={full}>
                添加
              </Button>
              {full && (
                <Text fontSize="sm" color="fg.warning">
                  已达 {IP_RULE_MAX} 条上限，请先删除不再使用的规则。
                </Text>
              )}
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
