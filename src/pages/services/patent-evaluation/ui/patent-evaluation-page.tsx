import { Box, Button, Card, Grid, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useServiceCheckTypes } from '@/entities/check-type';
import { useContractForm } from '@/shared/lib/form';
import { PATENT_NUMBER_RULES, validatePatentNumber } from '@/shared/lib/patent-number';
import { EmptyList } from '@/shared/ui/empty-list';
import type { CheckConfig } from '@/shared/api/generated/model';
import { FormField } from '@/shared/ui/form-field';
import { ShortList } from '@/shared/ui/list-view';
import { LandingPage, ServiceIntro } from '@/widgets/service-landing';
import { useLeaveGuard } from '@/shared/ui/leave-guard';
import { ButtonLink } from '@/shared/ui/button-link';

const YUAN = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });

const STEPS = [
  { title: '提交专利号', description: '输入待评估的中国或境外专利号，系统即时校验格式。' },
  { title: '顾问联系确认', description: '专利评估顾问在 1 个工作日内联系您，确认评估目的与范围。' },
  { title: '专家评估', description: '从技术、法律、经济三个维度分析，一般 5–10 个工作日。' },
  { title: '出具报告', description: '在线查看并下载正式评估报告，可用于融资、转让与质押。' },
] as const;

const SCENARIOS = [
  { mark: '融', title: '融资与质押', description: '为专利质押融资、知识产权入股提供价值依据。' },
  { mark: '转', title: '转让与许可', description: '确定专利转让或许可的合理定价区间。' },
  { mark: '管', title: '专利管理', description: '帮助企业与高校盘点专利资产，决定维持或放弃。' },
] as const;

/** What the check says about the input, for the live line under the field. */
function verdictOf(value: string) {
  if (value.trim() === '') return { state: 'empty' as const };
  const verdict = validatePatentNumber(value);
  if (verdict.valid) return { state: 'valid' as const };
  // Lower-case letters are a typing matter, not a wrong number: offer to fix them.
  const upper = value.trim().toUpperCase();
  const fixable = upper !== value.trim() && validatePatentNumber(upper).valid;
  return { state: 'invalid' as const, reason: verdict.reason ?? '专利号格式不正确', fixable, upper };
}

function EvaluationTypes({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const query = useServiceCheckTypes('patent');
  return (
    <ShortList
      query={query}
      loading={{ count: 3, label: '正在加载评估服务' }}
      errorTitle="评估服务加载失败"
      empty={<EmptyList title="暂无可选的评估服务" description="请稍后再来，或直接联系客服" />}
    >
      {(types) => <EvaluationChoice types={types} value={value} onChange={onChange} />}
    </ShortList>
  );
}

function EvaluationChoice({ types, value, onChange }: { types: CheckConfig[]; value: string | null; onChange: (id: string) => void }) {
  const chosen = value ?? String(types[0]?.id);
  return (
    <RadioGroup.Root value={chosen} onValueChange={(details) => details.value && onChange(details.value)} colorPalette="brand">
      <RadioGroup.Label fontWeight="medium" mb="2" display="block">
        评估服务
      </RadioGroup.Label>
      <Stack gap="2">
        {types.map((type) => (
          <RadioGroup.Item
            key={type.id}
            value={String(type.id)}
            alignItems="flex-start"
            width="full"
            p="3"
            borderWidth={chosen === String(type.id) ? '2px' : '1px'}
            borderColor={chosen === String(type.id) ? 'brand.solid' : 'border'}
            bg={chosen === String(type.id) ? 'brand.subtle' : 'bg'}
            rounded="l2"
            cursor="pointer"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="0.5" />
            <Box flex="1" minW="0">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <RadioGroup.ItemText fontWeight="semibold">{type.name}</RadioGroup.ItemText>
                <Text fontWeight="bold" color="brand.fg">
                  {type.price !== undefined ? `${YUAN.format(type.price)}${type.unit ? ` / ${type.unit}` : ''}` : '面议'}
                </Text>
              </HStack>
              {type.description && (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {type.description}
                </Text>
              )}
            </Box>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/**
 * /patentEvaluation: the patent number is checked by the exact rules of SPEC §5 as the user
 * types, the reason read out politely; submit stays disabled until the number is valid.
 *
 * The contract has no patent evaluation endpoint yet, so the request stays in the browser: a
 * valid submit only confirms what was received. When the call lands, submit sends the number
 * and the chosen evaluation type and shows the server's answer instead.
 */
export function PatentEvaluationPage() {
  const [typeId, setTypeId] = useState<string | null>(null);
  const [received, setReceived] = useState<{ number: string; typeName?: string }>();
  // The same query (and cache entry) as the choice below: only to name the chosen service.
  const patentTypes = useServiceCheckTypes('patent').data?.data ?? [];
  // No call yet (see above): the kit checks the number, focuses it when wrong and keeps the input.
  const { form, submit } = useContractForm({
    defaultValues: { patentNumber: '' },
    labels: { patentNumber: '专利号' },
    toBody: (values) => values.patentNumber.trim(),
    rules: (values) => {
      const checked = verdictOf(values.patentNumber);
      return { patentNumber: checked.state === 'valid' ? undefined : checked.state === 'invalid' ? checked.reason : '请输入专利号' };
    },
    failure: '',
    onSubmit: async (number) => {
      const chosen = patentTypes.find((type) => String(type.id) === typeId) ?? patentTypes[0];
      setReceived({ number, ...(chosen?.name ? { typeName: chosen.name } : {}) });
    },
  });
  const number = form.watch('patentNumber');
  useLeaveGuard(!received && number.trim() !== '');
  const formRef = useRef<HTMLFormElement>(null);
  const receivedRef = useRef<HTMLParagraphElement>(null);
  // The form (and its focused button) gives way to the answer, which takes the focus.
  useEffect(() => {
    if (received) receivedRef.current?.focus();
  }, [received]);
  const ids = { verdict: useId(), rules: useId(), rulesTitle: useId() };
  const verdict = verdictOf(number);

  return (
    <LandingPage title="专利评估" description="输入专利号，由专业评估团队出具专利价值与稳定性评估报告。">
      <ServiceIntro
        order={['own', 'steps', 'features']}
        steps={{ title: '评估流程', items: STEPS, label: '专利评估流程' }}
        features={{ title: '适用场景', items: SCENARIOS }}
      >
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <Card.Root variant="outline">
            <Card.Body gap="5">
              {received ? (
                <Stack gap="4" role="status">
                  <Text ref={receivedRef} tabIndex={-1} outline="none" fontSize="lg" fontWeight="bold" color="fg.success">
                    ✓ 已收到您的评估申请
                  </Text>
                  <Text>
                    专利号 <Text as="strong">{received.number}</Text>
                    {received.typeName ? `的「${received.typeName}」` : '的评估'}
                    申请已记录。专利评估顾问将在 1 个工作日内与您联系，确认评估目的、范围与费用。
                  </Text>
                  <HStack gap="3" wrap="wrap">
                    <Button
                      colorPalette="brand"
                      variant="outline"
                      onClick={() => {
                        // The answer (and this focused button) gives way to an empty form: the focus goes to the form.
                        flushSync(() => {
                          setReceived(undefined);
                          form.reset();
                        });
                        formRef.current?.focus();
                      }}
                    >
                      评估其他专利
                    </Button>
                    <ButtonLink variant="ghost" colorPalette="brand" to="/submitApplication">
                      留下联系方式
                    </ButtonLink>
                  </HStack>
                </Stack>
              ) : (
                <form ref={formRef} tabIndex={-1} onSubmit={(event) => void submit(event)} noValidate aria-label="专利评估申请">
                  <Stack gap="5">
                    <FormField label="专利号" required invalid={verdict.state === 'invalid'}>
                      <Input
                        {...form.register('patentNumber')}
                        maxLength={30}
                        autoComplete="off"
                        spellCheck={false}
                        placeholder="如 CN1030001A、US1234567B2"
                        aria-describedby={`${ids.verdict} ${ids.rules}`}
                      />
                      <Box id={ids.verdict} aria-live="polite" fontSize="sm" minH="6">
                        {verdict.state === 'empty' && <Text color="fg.muted">请输入专利号，输入时将即时校验格式</Text>}
                        {verdict.state === 'valid' && (
                          <Text color="fg.success" fontWeight="medium">
                            ✓ 专利号格式正确
                          </Text>
                        )}
                        {verdict.state === 'invalid' && (
                          <HStack gap="2" wrap="wrap">
                            <Text color="fg.error">✗ {verdict.reason}</Text>
                            {verdict.fixable && (
                              <Button
                                size="2xs"
                                variant="outline"
                                onClick={() => form.setValue('patentNumber', verdict.upper, { shouldDirty: true })}
                              >
                                转为大写：{verdict.upper}
                              </Button>
                            )}
                          </HStack>
                        )}
                      </Box>
                    </FormField>

                    <EvaluationTypes value={typeId} onChange={setTypeId} />

                    <Button
                      type="submit"
                      colorPalette="brand"
                      size="lg"
                      disabled={verdict.state !== 'valid'}
                      alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                    >
                      提交评估申请
                    </Button>
                  </Stack>
                </form>
              )}
            </Card.Body>
          </Card.Root>

          <Card.Root variant="subtle" as="aside" aria-labelledby={ids.rulesTitle}>
            <Card.Body gap="3">
              <Card.Title as="h2" fontSize="md" id={ids.rulesTitle}>
                专利号填写规则
              </Card.Title>
              <Stack as="ul" id={ids.rules} aria-labelledby={ids.rulesTitle} gap="3" ps="5" listStyleType="disc" fontSize="sm">
                {PATENT_NUMBER_RULES.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </Stack>
              <Text fontSize="sm" color="fg.muted">
                示例：中国专利 CN1030001A、CN20231234567U；境外专利 US1234567B1、EP1234567A1。
              </Text>
            </Card.Body>
          </Card.Root>
        </Grid>
      </ServiceIntro>
    </LandingPage>
  );
}
