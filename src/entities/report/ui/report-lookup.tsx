import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  Group,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useQueryReport } from '@/shared/api/generated/endpoints/report/report';
import type { Report } from '@/shared/api/generated/model';
import { useContractForm } from '@/shared/lib/form';
import { ErrorState } from '@/shared/ui/error-state';
import { normalizeReportCode, reportCodeProblem } from '../lib/report-format';
import { PHASE_NOTES, reportPhase } from '../lib/report-status';
import { ReportCard } from './report-card';

export interface ReportLookupProps {
  /** The code in the page's path, if any: the form starts from it and the report loads at once. */
  code: string | undefined;
  /** A new code was submitted: the page puts it into its path. */
  onSearch: (code: string) => void;
  /** The status tag (the page renders the `check_status` dictionary). */
  renderStatus: (status: Report['status']) => ReactNode;
  /** The download button of a finished report (the page owns the download feature). */
  renderDownload: (report: Report) => ReactNode;
}

function CodeForm({ initial, onSubmit }: { initial: string; onSubmit: (code: string) => void }) {
  const { form, field, submit } = useContractForm({
    defaultValues: { code: initial },
    labels: { code: '报告编号' },
    toBody: (values) => normalizeReportCode(values.code),
    rules: (values) => ({ code: reportCodeProblem(normalizeReportCode(values.code)) }),
    failure: '',
    onSubmit: async (code) => {
      form.setValue('code', code);
      onSubmit(code);
    },
  });
  const { error, label } = field('code');
  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate role="search" aria-label="报告查询">
      {/* Required without the mark: the one box of a search. */}
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>{label}</Field.Label>
        <Group attached w="full" maxW="2xl">
          <Input {...form.register('code')} size="lg" placeholder="例如 BG2026110001" autoComplete="off" spellCheck={false} bg="bg" />
          <Button type="submit" size="lg" colorPalette="brand" px={{ base: '5', md: '8' }}>
            查询
          </Button>
        </Group>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>报告编号印在检测报告首页，也可在提交检测后的结果页查看。</Field.HelperText>
        )}
      </Field.Root>
    </chakra.form>
  );
}

/**
 * Query a check report by its code (/report/{code} and /promotion/report/{code}): the form,
 * then the report card with its status; a finished report can be downloaded, a running one
 * refreshed; an unknown code says so plainly.
 */
export function ReportLookup({ code, onSearch, renderStatus, renderDownload }: ReportLookupProps) {
  const current = normalizeReportCode(code);
  const problem = current ? reportCodeProblem(current) : '';
  const enabled = Boolean(current) && !problem;
  // The mock (and presumably the backend) answers an unknown code with code 500 and a message:
  // the page shows it in place, so the client's toast is switched off.
  const query = useQueryReport({ code: current }, { query: { enabled, retry: false }, request: { silent: true } });
  const report = query.data?.data;

  let result: ReactNode;
  if (!current) {
    result = null;
  } else if (problem) {
    result = (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>无法查询</Alert.Title>
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else if (query.isPending) {
    result = (
      // The report card's shape (status, title, the facts, the buttons), so what is below stays put.
      <Box role="status" aria-busy="true" borderWidth="1px" borderColor="border.muted" rounded="md" p={{ base: '4', md: '6' }}>
        <VisuallyHidden>正在查询报告</VisuallyHidden>
        <Stack gap="5" aria-hidden>
          <Stack gap="2">
            <Skeleton height="5" width="24" />
            <Skeleton height="7" width="70%" />
          </Stack>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {[0, 1, 2, 3].map((fact) => (
              <Stack key={fact} gap="1">
                <Skeleton height="4" width="50%" />
                <Skeleton height="5" width="80%" />
              </Stack>
            ))}
          </SimpleGrid>
          <HStack gap="3">
            <Skeleton height="10" width="28" />
            <Skeleton height="10" width="20" />
          </HStack>
        </Stack>
      </Box>
    );
  } else if (query.isError && !['server', 'business', 'notFound'].includes(query.error.kind)) {
    result = <ErrorState title="查询失败" message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (query.isError || !report) {
    result = (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>未能查到编号为 {current} 的报告</Alert.Title>
          <Alert.Description>{query.error?.message ?? '报告不存在，请核对报告编号'}</Alert.Description>
        </Alert.Content>
        {query.isError && (
          // The contract answers an unknown code with code 500, as it does a server fault: the
          // message may be either, so the way to ask again is always there.
          <Button
            size="sm"
            variant="outline"
            alignSelf="center"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
            loadingText="查询中"
          >
            重试
          </Button>
        )}
      </Alert.Root>
    );
  } else {
    const phase = reportPhase(report.status);
    const refresh = (
      <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching} loadingText="刷新中">
        刷新
      </Button>
    );
    result = (
      <ReportCard
        report={report}
        status={renderStatus(report.status)}
        note={
          phase === 'done' ? undefined : (
            <Text fontSize="sm" color="fg.muted" bg="bg.subtle" px="3" py="2" rounded="md">
              {PHASE_NOTES[phase]}
            </Text>
          )
        }
        actions={
          phase === 'done' ? (
            <>
              {report.fileId ? (
                renderDownload(report)
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  报告文件正在生成，请稍后刷新。
                </Text>
              )}
              {!report.fileId && refresh}
            </>
          ) : (
            refresh
          )
        }
      />
    );
  }

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <CodeForm
        key={current}
        initial={current}
        onSubmit={(next) => {
          if (next === current && enabled) void query.refetch();
          else onSearch(next);
        }}
      />
      <Box aria-live="polite">{result}</Box>
    </Stack>
  );
}
