import { Alert, Box, Button, chakra, Container, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DictTag } from '@/entities/dict';
import { ReportCard, normalizeReportCode, reportCodeProblem } from '@/entities/report';
import { useValidateReport } from '@/shared/api/generated/endpoints/report/report';
import type { ReportValidation } from '@/shared/api/generated/model';
import { ValidateReportBody } from '@/shared/api/generated/zod/report/report.zod';
import { useContractForm } from '@/shared/lib/form';
import { TextField } from '@/shared/ui/form-field';
import { PageHeading } from '@/shared/ui/page-heading';

const VERIFY_PATTERN = /^[A-Za-z0-9]{4,12}$/;

interface Verdict {
  code: string;
  result: ReportValidation;
}

/**
 * /reportValidate: whether a report is genuine, by its code and the verification code printed
 * on it. The input stays after every answer; a server failure is shown in place.
 */
export function ReportValidatePage() {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  // Shown in place below the form, so the client's toast is switched off.
  const validate = useValidateReport({ request: { silent: true } });
  const { text, submit, pending, serverError } = useContractForm({
    schema: ValidateReportBody,
    defaultValues: { code: '', verifyCode: '' },
    labels: { code: '报告编号', verifyCode: '验证码' },
    toBody: (values) => ({ code: normalizeReportCode(values.code), verifyCode: values.verifyCode.trim().toUpperCase() }),
    rules: (values) => {
      const verify = values.verifyCode.trim();
      return {
        code: reportCodeProblem(normalizeReportCode(values.code)),
        verifyCode: verify && !VERIFY_PATTERN.test(verify) ? '验证码格式不正确，应为4至12位字母或数字' : undefined,
      };
    },
    failure: '验证失败，请稍后重试',
    onSubmit: async (body) => {
      setVerdict(null);
      const answer = await validate.mutateAsync({ data: body });
      const result = answer.data;
      // The contract lets a command's answer leave `data` out; with it, `valid` is there.
      if (!result) throw { code: answer.code, msg: '验证服务返回了无法识别的结果，请稍后重试' };
      setVerdict({ code: body.code, result });
    },
  });

  const report = verdict?.result.valid ? verdict.result.report : undefined;

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="报告验证" description="输入检测报告上的报告编号和验证码，核验报告是否由本平台出具、内容是否真实。" />
      <chakra.form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="报告真伪验证"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="md"
        p={{ base: '4', md: '6' }}
      >
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
          <TextField {...text('code')} placeholder="例如 BG2026110001" autoComplete="off" spellCheck={false} />
          <TextField {...text('verifyCode')} placeholder="报告首页的6位验证码" autoComplete="off" spellCheck={false} />
        </Grid>
        <Button type="submit" colorPalette="brand" mt="5" minW="32" loading={pending} loadingText="验证中">
          验证
        </Button>
      </chakra.form>

      <Box mt={{ base: '6', md: '8' }} aria-live="polite">
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>验证未完成</Alert.Title>
              <Alert.Description>{serverError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {verdict && !verdict.result.valid && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>验证未通过</Alert.Title>
              <Alert.Description>
                报告编号 {verdict.code} 与验证码不匹配。请核对输入是否有误；若确认无误，该报告可能并非本平台出具或已被篡改。
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {verdict?.result.valid && (
          <Stack gap="4">
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>验证通过：报告真实有效</Alert.Title>
                <Alert.Description>报告 {verdict.code} 由本平台出具，以下为平台留存的报告信息，请与纸质或电子报告核对。</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            {report ? (
              <ReportCard report={report} status={<DictTag type="check_status" value={report.status} />} />
            ) : (
              <Text color="fg.muted">平台未返回报告详情。</Text>
            )}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
