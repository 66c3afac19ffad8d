import { Button, Card, Grid, HStack, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useCreateIpRule } from '@/shared/api/generated/endpoints/institution/institution';
import type { IpRule } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { FormError, TextField } from '@/shared/ui/form-field';
import { IP_RULE_MAX, addressCount, checkIpRuleForm, formatIpv4, ipRuleForm } from '../lib/ip-rule';
import type { IpRuleFormValues, IpRuleMode } from '../lib/ip-rule';

const MODES: ReadonlyArray<{ value: IpRuleMode; label: string }> = [
  { value: 'single', label: '单个 IP' },
  { value: 'range', label: 'IP 段' },
  { value: 'cidr', label: 'CIDR 网段' },
];

const EMPTY: IpRuleFormValues = { mode: 'single', startIp: '', endIp: '', cidr: '', remark: '' };

interface IpRuleFormProps {
  /** No more rules may be added (the limit is reached). */
  full: boolean;
  onAdded: (rule: IpRule) => void;
}

/** Adds an allowed address, range or CIDR block; checked before it is sent, kept when the server refuses it. */
export function IpRuleForm({ full, onAdded }: IpRuleFormProps) {
  const create = useCreateIpRule({ request: { silent: true } });
  const { text, form, submit, pending, serverError } = useContractForm({
    ...ipRuleForm,
    defaultValues: EMPTY,
    failure: '添加失败，请重试',
    onSubmit: async (body, values) => {
      const answer = await create.mutateAsync({ data: body });
      if (!answer.data) throw answer;
      form.reset({ ...EMPTY, mode: values.mode });
      onAdded(answer.data);
    },
  });
  const values = form.watch();
  const preview = checkIpRuleForm(values).range;

  const address = (name: 'startIp' | 'endIp' | 'cidr', label: string, placeholder: string) => (
    <TextField
      {...text(name)}
      label={label}
      required
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={18}
    />
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
                  form.setValue('mode', mode);
                  form.clearErrors();
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
              {values.mode === 'single' && address('startIp', 'IP 地址', '如 58.48.196.10')}
              {values.mode === 'range' && (
                <>
                  {address('startIp', '起始 IP', '如 202.115.32.1')}
                  {address('endIp', '结束 IP', '如 202.115.32.254')}
                </>
              )}
              {values.mode === 'cidr' && address('cidr', 'CIDR 网段', '如 10.12.0.0/16')}
              <TextField
                {...text('remark')}
                label={
                  <>
                    备注
                    <Text as="span" color="fg.muted">
                      （选填）
                    </Text>
                  </>
                }
                placeholder="如 图书馆电子阅览室"
                autoComplete="off"
                spellCheck={false}
              />
            </Grid>
            <Text fontSize="sm" color="fg.muted" aria-live="polite" minH="5">
              {preview
                ? `将允许 ${formatIpv4(preview.start)}${preview.end !== preview.start ? ` – ${formatIpv4(preview.end)}` : ''}，共 ${addressCount(preview).toLocaleString('zh-CN')} 个地址${preview.cidr && preview.cidr !== values.cidr.trim() ? `（按网段 ${preview.cidr} 保存）` : ''}`
                : '只支持 IPv4；CIDR 前缀长度 8–32。'}
            </Text>
            <FormError message={serverError} />
            <HStack>
              <Button type="submit" colorPalette="brand" loading={pending} loadingText="添加中…" disabled={full}>
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
