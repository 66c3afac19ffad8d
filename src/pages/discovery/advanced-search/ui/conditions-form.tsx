import { Button, chakra, Fieldset, Grid, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { WORK_FIELD_LABELS } from '@/entities/work';
import type { WorkSearchCondition, WorkSearchConditionField, WorkSearchConditionOp } from '@/shared/api/generated/model';
import { DateRangeField } from '@/shared/ui/date-picker';
import { dayOf } from '@/shared/lib/format';
import { FIELDS, MAX_CONDITIONS, VALUE_MAX_LENGTH, type AdvancedSearch } from '../lib/advanced-search-params';

interface Row {
  key: number;
  field: WorkSearchConditionField;
  op: WorkSearchConditionOp;
  value: string;
}

const OP_LABELS: Record<WorkSearchConditionOp, string> = { AND: '并且（AND）', OR: '或者（OR）', NOT: '不含（NOT）' };

interface ConditionsFormProps {
  /** The submitted query (from the URL): the form starts from it. */
  initial: AdvancedSearch;
  onSubmit: (query: Required<Pick<AdvancedSearch, 'conditions'>> & Pick<AdvancedSearch, 'beginTime' | 'endTime'>) => void;
  busy?: boolean;
}

// Row keys only need to be unique while the page lives; a module counter keeps them so.
let lastKey = 0;
const nextKey = () => (lastKey += 1);

function rowsOf(conditions: readonly WorkSearchCondition[] | undefined): Row[] {
  if (conditions && conditions.length > 0) return conditions.map((condition) => ({ key: nextKey(), ...condition }));
  return [
    { key: nextKey(), field: 'title', op: 'AND', value: '' },
    { key: nextKey(), field: 'author', op: 'AND', value: '' },
  ];
}

/**
 * The field conditions: up to 10 rows of [AND / OR / NOT] [field] [value], applied left to right
 * (the first row only includes or excludes), and an optional publication date range.
 */
export function ConditionsForm({ initial, onSubmit, busy = false }: ConditionsFormProps) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial.conditions));
  const [beginTime, setBeginTime] = useState(initial.beginTime ?? '');
  const [endTime, setEndTime] = useState(initial.endTime ?? '');
  const [errors, setErrors] = useState<{ conditions?: string; dates?: string }>({});
  const firstInput = useRef<HTMLInputElement>(null);

  const update = (key: number, patch: Partial<Row>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const remove = (key: number) => setRows((list) => (list.length > 1 ? list.filter((row) => row.key !== key) : list));
  const add = () =>
    setRows((list) => (list.length >= MAX_CONDITIONS ? list : [...list, { key: nextKey(), field: 'keyword', op: 'AND', value: '' }]));
  const reset = () => {
    setRows(rowsOf(undefined));
    setBeginTime('');
    setEndTime('');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = rows.map((row) => ({ ...row, value: row.value.trim() })).filter((row) => row.value !== '');
    const next: typeof errors = {};
    if (filled.length === 0) next.conditions = '请至少填写一个检索词';
    else if (filled.some((row) => row.value.length > VALUE_MAX_LENGTH)) next.conditions = `每个检索词不能超过${VALUE_MAX_LENGTH}个字符`;
    if (beginTime && !dayOf(beginTime)) next.dates = '请输入正确的开始日期';
    else if (endTime && !dayOf(endTime)) next.dates = '请输入正确的结束日期';
    else if (beginTime && endTime && beginTime > endTime) next.dates = '开始日期不能晚于结束日期';
    setErrors(next);
    if (next.conditions || next.dates) {
      if (next.conditions) firstInput.current?.focus();
      return;
    }
    onSubmit({
      conditions: filled.map(({ field, op, value }) => ({ field, op, value })),
      beginTime: beginTime || undefined,
      endTime: endTime || undefined,
    });
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-label="高级检索条件"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      p={{ base: '4', md: '6' }}
      bg="bg"
    >
      <Fieldset.Root invalid={Boolean(errors.conditions)}>
        <Fieldset.Legend fontWeight="semibold" mb="1">
          检索条件
        </Fieldset.Legend>
        <Fieldset.HelperText fontSize="xs" color="fg.muted" mb="3">
          条件按从上到下的顺序组合：并且（AND）取交集，或者（OR）取并集，不含（NOT）排除匹配的作品；空白的条件不参与检索。
        </Fieldset.HelperText>
        <Stack gap="3" as="ol" listStyle="none" aria-label="检索条件列表">
          {rows.map((row, index) => {
            const first = index === 0;
            const label = `第 ${index + 1} 个条件`;
            return (
              <Grid
                as="li"
                key={row.key}
                templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr) auto', md: '150px 120px minmax(0, 1fr) auto' }}
                gap="2"
                alignItems="center"
              >
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={`${label}的组合方式`}
                    value={first ? (row.op === 'NOT' ? 'NOT' : 'AND') : row.op}
                    onChange={(event) => update(row.key, { op: event.currentTarget.value as WorkSearchConditionOp })}
                  >
                    {first ? (
                      <>
                        <option value="AND">包含</option>
                        <option value="NOT">不包含</option>
                      </>
                    ) : (
                      (Object.keys(OP_LABELS) as WorkSearchConditionOp[]).map((op) => (
                        <option key={op} value={op}>
                          {OP_LABELS[op]}
                        </option>
                      ))
                    )}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={`${label}的检索字段`}
                    value={row.field}
                    onChange={(event) => update(row.key, { field: event.currentTarget.value as WorkSearchConditionField })}
                  >
                    {FIELDS.map((field) => (
                      <option key={field} value={field}>
                        {WORK_FIELD_LABELS[field]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Input
                  ref={first ? firstInput : undefined}
                  size="sm"
                  gridColumn={{ base: '1 / 3', md: 'auto' }}
                  gridRow={{ base: '2', md: 'auto' }}
                  aria-label={`${label}的检索词`}
                  aria-invalid={Boolean(errors.conditions) || undefined}
                  placeholder={`输入${WORK_FIELD_LABELS[row.field]}`}
                  value={row.value}
                  maxLength={VALUE_MAX_LENGTH + 20}
                  onChange={(event) => update(row.key, { value: event.target.value })}
                />
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="gray"
                  aria-label={`删除${label}`}
                  title="删除此条件"
                  disabled={rows.length <= 1}
                  onClick={() => remove(row.key)}
                  gridRow={{ base: '1 / 3', md: 'auto' }}
                  gridColumn={{ base: '3', md: 'auto' }}
                >
                  <Text as="span" aria-hidden fontSize="lg" lineHeight="1">
                    ×
                  </Text>
                </IconButton>
              </Grid>
            );
          })}
        </Stack>
        <Fieldset.ErrorText>{errors.conditions}</Fieldset.ErrorText>
        <HStack mt="2">
          <Button size="sm" variant="outline" colorPalette="brand" onClick={add} disabled={rows.length >= MAX_CONDITIONS}>
            ＋ 添加条件
          </Button>
          {rows.length >= MAX_CONDITIONS && (
            <Text fontSize="xs" color="fg.muted">
              最多 {MAX_CONDITIONS} 个条件
            </Text>
          )}
        </HStack>
      </Fieldset.Root>

      <Fieldset.Root mt="6" invalid={Boolean(errors.dates)}>
        <Fieldset.Legend fontWeight="semibold" mb="2">
          发表日期
        </Fieldset.Legend>
        <DateRangeField
          begin={beginTime}
          end={endTime}
          onChange={({ begin, end }) => {
            setBeginTime(begin);
            setEndTime(end);
          }}
          names={{ begin: 'beginTime', end: 'endTime' }}
          invalid={Boolean(errors.dates)}
          size="sm"
          layout={{ maxW: { sm: '460px' } }}
        />
        <Fieldset.ErrorText>{errors.dates}</Fieldset.ErrorText>
      </Fieldset.Root>

      <HStack mt="6" gap="3">
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="检索中" minW="28">
          检索
        </Button>
        <Button variant="outline" onClick={reset}>
          重置
        </Button>
      </HStack>
    </chakra.form>
  );
}
